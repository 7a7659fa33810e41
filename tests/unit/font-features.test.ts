// The Latin and Cyrillic font files keep only the OpenType features browsers apply by themselves
// (scripts/font-faces.ts). Two things hold that safe: the site asks for no other feature, and
// every text it shows is drawn from the cut files exactly as from Fontsource's: the same glyphs,
// at the same places, shaped by HarfBuzz as Chromium shapes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convert } from 'fontverter';
import * as harfbuzz from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '~/i18n/languages';
import { charactersOf, featuresBrowsersApply, fontFaces } from '../../scripts/font-faces';
import { translatedTexts } from '../support/translation-files';

/**
 * The runs of `text` a face draws: a browser sets each stretch of characters in the first face
 * whose range holds them, and shapes each stretch alone. Control characters are never drawn.
 */
function runsDrawnWith(text: string, characters: Set<string>): string[] {
  const runs = [''];
  for (const character of text) {
    if (characters.has(character) && !/\p{Cc}/u.test(character)) runs[runs.length - 1] += character;
    else runs.push('');
  }
  return runs.filter((run) => run !== '');
}

/** A font to shape with, and its glyphs' outlines, each read once: a run repeats most glyphs. */
type ShapingFont = { font: harfbuzz.Font; outline: (glyph: number) => number[] };

async function harfbuzzFont(woff2: Uint8Array, weight: number | undefined): Promise<ShapingFont> {
  const face = new harfbuzz.Face(
    new harfbuzz.Blob(new Uint8Array(await convert(woff2, 'truetype'))),
  );
  const font = new harfbuzz.Font(face);
  if (weight !== undefined) font.setVariations([new harfbuzz.Variation('wght', weight)]);
  const outlines = new Map<number, number[]>();
  const outline = (glyph: number) => {
    let coordinates = outlines.get(glyph);
    if (!coordinates) {
      coordinates = (font.glyphToPath(glyph).match(/-?[\d.]+/g) ?? []).map(Number);
      outlines.set(glyph, coordinates);
    }
    return coordinates;
  };
  return { font, outline };
}

type DrawnGlyph = { cluster: number; advance: number; offset: [number, number]; outline: number[] };

/** The glyphs HarfBuzz draws `run` with: where each goes, and its outline's coordinates. */
function shaped({ font, outline }: ShapingFont, run: string): DrawnGlyph[] {
  const buffer = new harfbuzz.Buffer();
  buffer.addText(run);
  buffer.guessSegmentProperties();
  harfbuzz.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((glyph) => ({
    cluster: glyph.cluster,
    advance: glyph.xAdvance ?? 0,
    offset: [glyph.xOffset ?? 0, glyph.yOffset ?? 0],
    outline: outline(glyph.codepoint),
  }));
}

/**
 * Whether two glyphs are drawn alike. Cutting a file re-encodes its outlines and advances, so a
 * point or an advance may move by roundings: at most two units of the em, two hundredths of a
 * pixel in 16 px text.
 */
function drawnAlike(cut: DrawnGlyph, source: DrawnGlyph): boolean {
  const near = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && a.every((value, index) => Math.abs(value - (b[index] ?? 0)) <= 2);
  return (
    cut.cluster === source.cluster &&
    near([cut.advance, ...cut.offset], [source.advance, ...source.offset]) &&
    near(cut.outline, source.outline)
  );
}

const texts = languageCodes.flatMap(translatedTexts);
const trimmedFaces = fontFaces.filter((face) => face.features === featuresBrowsersApply);

describe('font features', () => {
  it('trims the Latin and Cyrillic faces, and only them', () => {
    expect(trimmedFaces.map((face) => face.output)).toEqual(
      fontFaces.filter((face) => !face.family.includes('Arabic')).map((face) => face.output),
    );
  });

  it('asks for no OpenType feature beyond those browsers apply by themselves', () => {
    // Tailwind's utilities for numeric forms, and the CSS properties that turn features on.
    const askingForFeatures =
      /font-feature-settings|font-variant|(?<![\w-])(tabular-nums|oldstyle-nums|lining-nums|proportional-nums|diagonal-fractions|stacked-fractions|slashed-zero|ordinal)(?![\w-])/;
    const sources = readdirSync('app', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .filter((file) => askingForFeatures.test(readFileSync(join('app', file), 'utf8')));
    expect(sources).toEqual([]);
  });

  for (const face of trimmedFaces) {
    it(`draws every text of the site alike from ${face.output} and Fontsource's file`, async () => {
      const characters = new Set(charactersOf(face.ranges));
      const runs = [...new Set(texts.flatMap((text) => runsDrawnWith(text, characters)))];
      const cut = await harfbuzzFont(readFileSync(join('app/fonts', face.output)), face.weight);
      const source = await harfbuzzFont(
        readFileSync(join('node_modules', face.source)),
        face.weight,
      );
      const different = runs.filter((run) => {
        const fromCut = shaped(cut, run);
        const fromSource = shaped(source, run);
        return (
          fromCut.length !== fromSource.length ||
          fromCut.some((glyph, index) => !drawnAlike(glyph, fromSource[index]!))
        );
      });
      expect(different, face.output).toEqual([]);
    });
  }
});
