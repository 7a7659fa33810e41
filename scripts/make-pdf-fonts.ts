/**
 * Cuts the spec sheet PDFs' Arabic faces (decision 029): static instances of Noto Sans Arabic at
 * 400 and 600 and of Noto Naskh Arabic at 600, kept to the characters of modern standard Arabic
 * that the web files keep (scripts/font-faces.ts), as WOFF, which pdfkit embeds and subsets by the
 * glyphs a sheet draws. The variable files are pinned to one weight each: pdfkit embeds a
 * variable font's default instance only. The Latin and Cyrillic PDF faces are Fontsource's static
 * WOFF files, copied as they are. Writes app/fonts/pdf/; run `npx tsx scripts/make-pdf-fonts.ts`
 * and commit the files.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { charactersOf, fontFaces } from './font-faces';

const folder = 'app/fonts/pdf';
const arabic = fontFaces.find((face) => face.output === 'noto-sans-arabic-400-600.woff2');
if (!arabic) throw new Error('No Arabic face in scripts/font-faces.ts');
const characters = charactersOf(arabic.ranges);

const cuts = [
  { family: 'noto-sans-arabic', weight: 400 },
  { family: 'noto-sans-arabic', weight: 600 },
  { family: 'noto-naskh-arabic', weight: 600 },
] as const;

for (const { family, weight } of cuts) {
  const source = join(
    'node_modules/@fontsource-variable',
    family,
    'files',
    `${family}-arabic-wght-normal.woff2`,
  );
  const original = readFileSync(source);
  const cut = await subsetFont(original, characters, {
    targetFormat: 'woff',
    variationAxes: { wght: weight },
  });
  const output = join(folder, `${family}-${weight}-normal.woff`);
  writeFileSync(output, cut);
  console.log(`${output}: ${cut.byteLength} bytes (was ${original.byteLength})`);
}

for (const name of ['noto-sans-arabic', 'noto-naskh-arabic']) {
  copyFileSync(
    join('node_modules/@fontsource-variable', name, 'LICENSE'),
    join(folder, `LICENSE-${name}.txt`),
  );
}
