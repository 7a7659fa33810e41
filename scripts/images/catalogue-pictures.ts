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
import { pictureNameAt } from '../../app/features/pictures/picture-entry';
import { teaGrades } from '../../app/content/tea-grades';
import { sampleProducts } from '../../db/sample-products';
import { collectionScenes } from './collection-scenes';
import type { Scene } from './compositions';
import { Drawing } from './drawing';
import { gradePictureSize, gradeScenes } from './grade-trays';
import { productScenes } from './product-scenes';

/** The sizes the scenes are drawn at: cards 4:3, the product lines' panels 3:2. */
const cardDrawingSize = { width: 800, height: 600 } as const;
const lineDrawingSize = { width: 1200, height: 800 } as const;

interface Wanted {
  /** The scene's key and its random seed: the path the drawing was first served at. */
  src: string;
  /** Where it is written: its name under pictures/drawings. */
  picture: string;
  width: number;
  height: number;
  name: string;
}

/** A picture the content names by its steady address (`/images/<picture>.jpg`), drawn at `size`. */
function wanted(address: string, name: string, size: { width: number; height: number }): Wanted {
  const picture = pictureNameAt(address);
  if (!picture) throw new Error(`${address} is not a picture's address (/images/<name>.jpg)`);
  return { src: `/images/${picture}.svg`, picture, name, ...size };
}

function wantedPictures(): Wanted[] {
  const gradeImages = new Set(teaGrades.map((grade) => grade.image));
  const itemImages = premiumCollections
    .flatMap((collection) => collection.items)
    .filter((item) => !gradeImages.has(item.imageUrl))
    .map((item) => wanted(item.imageUrl, item.name, cardDrawingSize));
  return [
    ...teaGrades.map((grade) => wanted(grade.image, grade.name, gradePictureSize)),
    ...sampleProducts.map((product) => wanted(product.imageUrl, product.name, cardDrawingSize)),
    ...productLines.map((line) => wanted(line.image.src, line.tabLabel, lineDrawingSize)),
    ...adraPage.collections.map((collection) =>
      wanted(collection.image.src, collection.title, cardDrawingSize),
    ),
    ...premiumCollections.map((collection) =>
      wanted(collection.image.src, collection.title, cardDrawingSize),
    ),
    ...itemImages,
  ];
}

const scenes: Readonly<Record<string, Scene>> = {
  ...gradeScenes(),
  ...productScenes,
  ...collectionScenes,
};

/** Every catalogue picture's markup, keyed by its name (such as `products/earl-grey-ceylon`). */
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
      picture.picture,
      scene(new Drawing(picture.width, picture.height, picture.src), picture.name),
    );
  }
  return pictures;
}
