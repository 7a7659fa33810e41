/**
 * Cuts the site's two font files from the Fontsource packages: Inter (variable, pinned to the
 * 400-600 weights the site uses) and Playfair Display 600, each kept to Fontsource's Latin
 * range and the default OpenType features (the site asks for no others). About 28 and 21 KB
 * instead of 48 and 23. Writes app/fonts/; run `npm run fonts` after changing a face or its
 * weights, and commit the files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/** Fontsource's 'latin' subset: Basic Latin, Latin-1, general punctuation and a few signs. */
const latinRanges: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const latinText = latinRanges
  .flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  )
  .join('');

const faces = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'inter-latin-400-600.woff2',
    variationAxes: { wght: { min: 400, max: 600 } },
  },
  {
    source: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
    output: 'playfair-display-latin-600.woff2',
    variationAxes: undefined,
  },
];

const folder = 'app/fonts';
mkdirSync(folder, { recursive: true });
for (const face of faces) {
  const original = readFileSync(join('node_modules', face.source));
  const subset = await subsetFont(original, latinText, {
    targetFormat: 'woff2',
    variationAxes: face.variationAxes,
  });
  writeFileSync(join(folder, face.output), subset);
  console.log(
    `${join(folder, face.output)}: ${subset.byteLength} bytes (was ${original.byteLength})`,
  );
}
