-- The catalogue's pictures are addressed by their steady JPEG (decision 018): /images/<name>.jpg,
-- which is served, where the drawing's /images/<name>.svg no longer is.
UPDATE `products` SET `image_url` = substr(`image_url`, 1, length(`image_url`) - 4) || '.jpg'
WHERE `image_url` LIKE '/images/%.svg';
