/**
 * Cuts the spec sheet PDFs' Arabic faces (decision 029): static instances of Noto Sans Arabic at
 * 400 and 600 and of Noto Naskh Arabic at 600, kept to the characters of modern standard Arabic
 * that the web file keeps (scripts/font-faces.ts), as WOFF, which pdfkit embeds and subsets by the
 * glyphs a sheet draws. The variable files are pinned to one weight each: pdfkit embeds a
 * variable font's default instance only. The Latin and Cyrillic PDF faces are Fontsource's static
 * WOFF files, copied as they are. Writes app/fonts/pdf/; run `npx tsx scripts/make-pdf-fonts.ts`
 * and commit the files.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { charactersOf, modernStandardArabic } from './font-faces';

const folder = 'app/fonts/pdf';
const characters = charactersOf(modernStandardArabic);

/** Each variable family's Arabic file in node_modules, by its name in app/fonts/pdf/. */
const sources = {
  'noto-sans-arabic':
    '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  'noto-naskh-arabic':
    '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2',
} as const;

const cuts = [
  { family: 'noto-sans-arabic', weight: 400 },
  { family: 'noto-sans-arabic', weight: 600 },
  { family: 'noto-naskh-arabic', weight: 600 },
] as const;

for (const { family, weight } of cuts) {
  const original = readFileSync(join('node_modules', sources[family]));
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
