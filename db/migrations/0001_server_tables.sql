CREATE TABLE `health_checks` (
	`id` integer PRIMARY KEY NOT NULL,
	`checked_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `page_content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`expire` integer
);
--> statement-breakpoint
INSERT INTO `page_content_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `products_inserted_page_content` AFTER INSERT ON `products`
BEGIN UPDATE `page_content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `products_updated_page_content` AFTER UPDATE ON `products`
BEGIN UPDATE `page_content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `products_deleted_page_content` AFTER DELETE ON `products`
BEGIN UPDATE `page_content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
