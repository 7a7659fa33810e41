/**
 * Which catalogue pictures the site needs and how each one looks, without touching the disk:
 * `scripts/make-catalogue-images.ts` writes what `drawCataloguePictures` returns, and the unit
 * tests compare the same output with the committed files.
 *
 * The list of pictures comes from the content modules and the seed data; the scene modules only
 * know how each one looks. Drawing stops with an error when a picture has no scene or a scene no
 * picture, so neither side can drift from the other unnoticed.
 */
import { adraPage } from '../../app/content/catalogue/adra';
import { premiumCollections } from '../../app/content/catalogue/premium-collections';
import { productLines } from '../../app/content/catalogue/product-lines';
import { cardImageSize } from '../../app/content/catalogue/types';
import { teaGrades } from '../../app/content/tea-grades';
import { sampleProducts } from '../../db/sample-products';
import { collectionScenes } from './collection-scenes';
import type { Scene } from './compositions';
import { Drawing } from './drawing';
import { gradePictureSize, gradeScenes } from './grade-trays';
import { productScenes } from './product-scenes';

interface Wanted {
  src: string;
  width: number;
  height: number;
  name: string;
}

function wantedPictures(): Wanted[] {
  const gradeImages = new Set(teaGrades.map((grade) => grade.image));
  const itemImages = premiumCollections
    .flatMap((collection) => collection.items)
    .filter((item) => !gradeImages.has(item.imageUrl))
    .map((item) => ({ src: item.imageUrl, name: item.name, ...cardImageSize }));
  return [
    ...teaGrades.map((grade) => ({ src: grade.image, name: grade.name, ...gradePictureSize })),
    ...sampleProducts.map((product) => ({
      src: product.imageUrl,
      name: product.name,
      ...cardImageSize,
    })),
    ...productLines.map((line) => ({ ...line.image, name: line.tabLabel })),
    ...adraPage.collections.map((collection) => ({ ...collection.image, name: collection.title })),
    ...premiumCollections.map((collection) => ({ ...collection.image, name: collection.title })),
    ...itemImages,
  ];
}

const scenes: Readonly<Record<string, Scene>> = {
  ...gradeScenes(),
  ...productScenes,
  ...collectionScenes,
};

/** Every catalogue picture's markup, keyed by its public path (such as `/images/products/x.svg`). */
export function drawCataloguePictures(): Map<string, string> {
  const wanted = wantedPictures();
  const unknown = wanted.filter((picture) => !scenes[picture.src]);
  const unused = Object.keys(scenes).filter(
    (src) => !wanted.some((picture) => picture.src === src),
  );
  if (unknown.length > 0 || unused.length > 0) {
    throw new Error(
      `Scenes and content disagree.\nNo scene for: ${unknown.map((p) => p.src).join(', ') || '-'}\nNo picture for: ${unused.join(', ') || '-'}`,
    );
  }
  const pictures = new Map<string, string>();
  for (const picture of wanted) {
    const scene = scenes[picture.src];
    if (!scene) continue;
    pictures.set(
      picture.src,
      scene(new Drawing(picture.width, picture.height, picture.src), picture.name),
    );
  }
  return pictures;
}
