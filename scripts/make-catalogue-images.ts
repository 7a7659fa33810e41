/**
 * Draws every catalogue illustration as a small SVG file under pictures/drawings: the 16 tea grades
 * as dry leaf on a taster's tray, the 8 sample products, the 5 product lines, the 7 Adra
 * collections, the 6 premium collection cards and every premium collection item that is not a
 * tea grade (grade items reuse the grade pictures).
 *
 * Run with `npm run images:catalogue`. The output is deterministic: each picture's random choices
 * (leaf scatter, layout) are seeded from its own path, so running the script again rewrites
 * identical files and a change to one scene leaves the others untouched. The scenes live in
 * scripts/images/; tests/unit/grade-pictures.test.ts checks the committed files against them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawCataloguePictures } from './images/catalogue-pictures';

const drawingsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'pictures', 'drawings');

let bytes = 0;
const pictures = drawCataloguePictures();
for (const [name, markup] of pictures) {
  const file = join(drawingsFolder, `${name}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, markup);
  bytes += markup.length;
}
console.log(`Wrote ${pictures.size} illustrations, ${Math.round(bytes / 1024)} KiB in all.`);
