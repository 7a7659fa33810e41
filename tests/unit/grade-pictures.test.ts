// The grade and product pictures inform: each grade's tray shows its own leaf, each product its
// own scene, and the committed files are exactly what scripts/make-catalogue-images.ts draws.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gradeImageCaption } from '~/content/grade-particles';
import { teaGrades } from '~/content/tea-grades';
import { fallbackPictureUrl, pictureNameAt } from '~/features/pictures/picture-entry';
import { sampleProducts } from '../../db/sample-products';
import { drawCataloguePictures } from '../../scripts/images/catalogue-pictures';
import { drawingAt } from '../../scripts/pictures/sources';

const committed = (src: string) => fs.readFileSync(drawingAt(src), 'utf8');

/** What a picture draws, whatever its colours: a recoloured copy has the same fingerprint. */
function shapeFingerprint(svg: string): string {
  return createHash('sha256')
    .update(svg.replace(/#[0-9a-f]{3,8}\b/gi, ''))
    .digest('hex');
}

function expectAllDifferent(pictures: readonly string[]): void {
  expect(new Set(pictures).size, 'distinct files').toBe(pictures.length);
  const fingerprints = pictures.map((src) => shapeFingerprint(committed(src)));
  expect(new Set(fingerprints).size, 'distinct drawings').toBe(pictures.length);
}

describe('grade pictures', () => {
  const gradeImages = teaGrades.map((grade) => grade.image);

  it('gives every grade a picture file and a caption of its own', () => {
    for (const grade of teaGrades) {
      expect(fs.existsSync(drawingAt(grade.image)), grade.image).toBe(true);
      expect(gradeImageCaption(grade).trim().length, grade.name).toBeGreaterThan(10);
    }
    expect(new Set(teaGrades.map(gradeImageCaption)).size).toBe(teaGrades.length);
  });

  it('draws each of the 16 grades differently, not one dish recoloured', () => {
    expect(gradeImages).toHaveLength(16);
    expectAllDifferent(gradeImages);
  });

  it('keeps each grade picture under 12 KB, and under 4 KB gzipped', () => {
    for (const src of gradeImages) {
      const svg = committed(src);
      expect(Buffer.byteLength(svg), src).toBeLessThan(12 * 1024);
      expect(gzipSync(svg).byteLength, src).toBeLessThan(4 * 1024);
    }
  });
});

describe('product pictures', () => {
  it('gives each of the 8 sample products a picture of its own', () => {
    const productImages = sampleProducts.map((product) => product.imageUrl);
    expect(productImages).toHaveLength(8);
    expectAllDifferent(productImages);
  });
});

describe('the catalogue picture script', () => {
  it('draws exactly the committed files, the same way every time', () => {
    const pictures = drawCataloguePictures();
    for (const src of [
      ...teaGrades.map((grade) => grade.image),
      ...sampleProducts.map((product) => product.imageUrl),
    ]) {
      expect(pictures.has(pictureNameAt(src) ?? src), src).toBe(true);
    }
    for (const [name, svg] of pictures) {
      expect(svg, `${name} differs from a fresh drawing: run npm run images:catalogue`).toBe(
        committed(fallbackPictureUrl(name)),
      );
    }
    expect(drawCataloguePictures()).toEqual(pictures);
  });
});
