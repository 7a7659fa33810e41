/**
 * Cuts the site's heading font files from the Fontsource packages (scripts/font-faces.ts names
 * them): Playfair Display 600 in a Latin core, a Latin rest and a Cyrillic file, and for Arabic
 * pages Noto Naskh Arabic 600, kept to the characters of modern standard Arabic. The Latin and
 * Cyrillic files keep only the OpenType features browsers apply by themselves (font-faces.ts).
 * Writes app/fonts/ with the Arabic face's licence; run `npm run fonts` after changing a face or
 * its weight, and commit the files.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { charactersOf, fontFaces } from './font-faces';

const folder = 'app/fonts';
mkdirSync(folder, { recursive: true });
for (const face of fontFaces) {
  const original = readFileSync(join('node_modules', face.source));
  const subset = await subsetFont(original, charactersOf(face.ranges), {
    targetFormat: 'woff2',
    variationAxes: face.weight === undefined ? undefined : { wght: face.weight },
    keepFeatures: face.features,
  });
  writeFileSync(join(folder, face.output), subset);
  console.log(
    `${join(folder, face.output)}: ${subset.byteLength} bytes (was ${original.byteLength})`,
  );
}

// Playfair's licence is in app/fonts/pdf/, beside the spec sheets' copy.
copyFileSync(
  'node_modules/@fontsource-variable/noto-naskh-arabic/LICENSE',
  join(folder, 'LICENSE-noto-naskh-arabic.txt'),
);
