import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { brandMark } from '~/components/ui/brand-mark-shapes';
import { site } from '~/config/site';
// The site's own faces, embedded (subset) in every PDF: static WOFF cuts from Fontsource, under
// the SIL Open Font License (app/fonts/pdf/LICENSE-*.txt); the Arabic ones are cut by
// scripts/make-pdf-fonts.ts. Inlined into the server build, so the renderer reads no file at run
// time, wherever the build is served from.
import interCyrillicRegularFont from '~/fonts/pdf/inter-cyrillic-400-normal.woff?inline';
import interCyrillicSemiboldFont from '~/fonts/pdf/inter-cyrillic-600-normal.woff?inline';
import interRegularFont from '~/fonts/pdf/inter-latin-400-normal.woff?inline';
import interSemiboldFont from '~/fonts/pdf/inter-latin-600-normal.woff?inline';
import notoNaskhArabicFont from '~/fonts/pdf/noto-naskh-arabic-600-normal.woff?inline';
import notoSansArabicRegularFont from '~/fonts/pdf/noto-sans-arabic-400-normal.woff?inline';
import notoSansArabicSemiboldFont from '~/fonts/pdf/noto-sans-arabic-600-normal.woff?inline';
import playfairDisplayCyrillicFont from '~/fonts/pdf/playfair-display-cyrillic-600-normal.woff?inline';
import playfairDisplayFont from '~/fonts/pdf/playfair-display-latin-600-normal.woff?inline';
import {
  defaultLanguage,
  isLanguage,
  languages,
  localizedPath,
  pathWithoutLanguage,
  type Language,
} from '~/i18n/languages';
import { hasTwin } from '~/i18n/translated-pages';
import { translationsFor } from '~/i18n/translations.server';
import { addTranslations, translatorFor } from '~/i18n/translator';
import { pdfIn } from './pdf-address';
import type { SpecSheet, SpecSheetSection } from './spec-sheet';

/**
 * The spec sheet as a one-page A4 PDF, drawn by pdfkit from the same `SpecSheet` the page shows
 * (decision 013), in the site's faces with the company's mark (decision 026), in the sheet's
 * language (decision 029). The sections are split between the columns where the two are closest
 * in height, the type is scaled so that the taller column ends at the footer, and the shorter
 * column's sections are spaced to end there too: a short sheet fills the page instead of leaving
 * its lower third empty, a long one still fits. An Arabic sheet is the same page mirrored: the
 * mark and the first column on the right, each line set right to left from the right edge of its
 * box. tests/unit/spec-sheets.test.ts reads every field back, the fonts, the mark and how far
 * down the page the content reaches; tests/integration/spec-sheet-pdf-rendered.test.ts looks at
 * the page as poppler renders it.
 */

const page = { width: 595.28, height: 841.89, margin: 36 };
const contentWidth = page.width - 2 * page.margin;
const columnGap = 18;
const columnWidth = (contentWidth - columnGap) / 2;
const colours = { heading: '#14291c', text: '#1c1a17', rule: '#8a4519' } as const;
const logoSize = 40;
/** Between the taller column and the footer. */
const footerGap = 12;

/** Type sizes and gaps at scale 1; `fitScale` finds the scale that fills the page. */
const base = {
  brand: 9,
  name: 22,
  kind: 11,
  summary: 8.5,
  heading: 11,
  entry: 8,
  entryGap: 3,
  sectionGap: 10,
  labelWidth: 88,
} as const;

type Scaled = { [key in keyof typeof base]: number };

const scaled = (scale: number): Scaled =>
  Object.fromEntries(Object.entries(base).map(([key, value]) => [key, value * scale])) as Scaled;

/** The smallest and largest scales tried: never smaller than a readable 6.4 pt entry. */
const scales = { least: 0.8, most: 1.8 } as const;

type Document = InstanceType<typeof PDFDocument>;

/** The bytes of a font the build inlined as a `data:` URL; decoded once, for every render. */
function fontBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** What a text is set in: the body, its labels, and the headings. */
type Role = 'regular' | 'bold' | 'display';
type Script = 'latin' | 'cyrillic' | 'arabic';

/**
 * Each role's face in each script, by the name it is registered under. Inter and Playfair
 * Display come from Fontsource cut by script, so a Russian line takes its Cyrillic letters from
 * one file and its Latin codes and figures from the other. Arabic is set in Noto Sans Arabic
 * (Noto Naskh Arabic for the headings), as on the site (decision 028). No name is a face's
 * PostScript name: pdfkit files each face it opens under that name too, so a Cyrillic Inter
 * SemiBold registered as `Inter-SemiBold` would have replaced the Latin one.
 */
const faces: Record<Role, Record<Script, string>> = {
  regular: { latin: 'Inter 400', cyrillic: 'Inter 400 Cyrillic', arabic: 'Noto Sans Arabic 400' },
  bold: { latin: 'Inter 600', cyrillic: 'Inter 600 Cyrillic', arabic: 'Noto Sans Arabic 600' },
  display: {
    latin: 'Playfair Display 600',
    cyrillic: 'Playfair Display 600 Cyrillic',
    arabic: 'Noto Naskh Arabic 600',
  },
};

const fontFiles: Record<Role, Record<Script, Buffer>> = {
  regular: {
    latin: fontBytes(interRegularFont),
    cyrillic: fontBytes(interCyrillicRegularFont),
    arabic: fontBytes(notoSansArabicRegularFont),
  },
  bold: {
    latin: fontBytes(interSemiboldFont),
    cyrillic: fontBytes(interCyrillicSemiboldFont),
    arabic: fontBytes(notoSansArabicSemiboldFont),
  },
  display: {
    latin: fontBytes(playfairDisplayFont),
    cyrillic: fontBytes(playfairDisplayCyrillicFont),
    arabic: fontBytes(notoNaskhArabicFont),
  },
};

/** The scripts whose faces a language's sheet may need, Latin always (codes, figures, the brand). */
const scriptsOf: Record<Language, readonly Script[]> = {
  en: ['latin'],
  ru: ['latin', 'cyrillic'],
  ar: ['latin', 'arabic'],
};

/**
 * How the text is set. English keeps pdfkit's own line breaking (decision 026); Russian and
 * Arabic go through `ScriptSetter`, which picks a face per character and, for Arabic, lays each
 * line out right to left.
 */
interface Setter {
  /** Which side the sheet starts from: a right-to-left sheet mirrors every box. */
  direction: 'ltr' | 'rtl';
  /** The height of `text` set in a box `width` wide. */
  height(text: string, role: Role, size: number, width: number): number;
  /** Sets `text` in the box at (x, y), `width` wide, from its start side or centred. */
  draw(
    text: string,
    role: Role,
    size: number,
    box: { x: number; y: number; width: number },
    align?: 'start' | 'center',
  ): void;
  /** The width of `text` on one line. */
  width(text: string, role: Role, size: number): number;
  /** The height of one line. */
  lineHeight(role: Role, size: number): number;
}

/** pdfkit's own text, as the English sheet has always been set. */
function pdfkitSetter(document: Document): Setter {
  const inFace = (role: Role, size: number) => document.font(faces[role].latin).fontSize(size);
  return {
    direction: 'ltr',
    height: (text, role, size, width) => inFace(role, size).heightOfString(text, { width }),
    draw(text, role, size, box, align = 'start') {
      inFace(role, size).text(
        text,
        box.x,
        box.y,
        align === 'center'
          ? { width: box.width, align: 'center', lineBreak: false }
          : { width: box.width },
      );
    },
    width: (text, role, size) => inFace(role, size).widthOfString(text),
    lineHeight: (role, size) => inFace(role, size).currentLineHeight(),
  };
}

const bidi = bidiFactory();

/** The script whose face draws a character; anything neither Cyrillic nor Arabic is Latin. */
function scriptOf(character: string): Script {
  const code = character.charCodeAt(0);
  if ((code >= 0x0400 && code <= 0x04ff) || code === 0x2116) return 'cyrillic';
  if (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  ) {
    return 'arabic';
  }
  return 'latin';
}

/** Direction marks and isolates: they steer the bidi algorithm and are not drawn. */
const invisible = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;
/** Letters fontkit shapes as Arabic, and then lays out right to left by itself. */
const arabicLetters = /\p{Script=Arabic}/u;

/**
 * Line metrics as shares of the type size: where the baseline sits below a line's top, and the
 * line's height. Latin and Cyrillic lines keep pdfkit's (the Latin face's ascender and line
 * height, as the English sheet is set); an Arabic line is taller, for the letters that reach
 * above the capitals and the tails of yeh, noon and meem below the baseline.
 */
const metrics: Record<'ltr' | 'rtl', Record<Role, { baseline: number; height: number }>> = {
  ltr: {
    regular: { baseline: 1984 / 2048, height: (1984 + 494) / 2048 },
    bold: { baseline: 1984 / 2048, height: (1984 + 494) / 2048 },
    display: { baseline: 1.082, height: 1.082 + 0.251 },
  },
  rtl: {
    regular: { baseline: 1.05, height: 1.6 },
    bold: { baseline: 1.05, height: 1.6 },
    display: { baseline: 1.15, height: 1.75 },
  },
};

/** A run of one face and one direction within a line, in the order pdfkit is to be given it. */
interface Piece {
  font: string;
  text: string;
  width: number;
}

/** One line: its pieces left to right (a `null` is a space), its width and its logical text. */
interface Line {
  pieces: readonly (Piece | null)[];
  width: number;
  /** A right-to-left line's text as drawn, left to right, for text extraction (see `draw`). */
  actualText?: string;
}

/**
 * Sets text with a face chosen per character and, right to left, in the order the Unicode
 * bidirectional algorithm (bidi-js) gives: the paragraph's embedding levels are resolved once;
 * it is broken into lines at spaces by measured width; each line's characters are put in visual
 * order, cut into runs of one face and direction, and drawn from the box's start side. fontkit
 * shapes each Arabic run (joined letters) and draws it right to left itself; a right-to-left run
 * with no Arabic letter (a full stop, a bracket) is reversed here. Each right-to-left line is
 * marked with its text (ActualText): Noto draws dotted letters as a body shared by several
 * letters and separate dots, so a glyph alone cannot say which letter it is. poppler spreads a
 * line's ActualText over the line's box left to right and then reorders it right to left, as it
 * does drawn glyphs, so the text given is the line as drawn (visual order); `pdftotext` then
 * gives the words in the order they are written (decision 029).
 */
function scriptSetter(document: Document, direction: 'ltr' | 'rtl'): Setter {
  const widthIn = (font: string, size: number, text: string) =>
    document.font(font).fontSize(size).widthOfString(text);
  // fontkit fails on a vowel mark its face has no anchor for on the letter before it (Noto Sans
  // Arabic's tanween on feh, `صافٍ`): such a word is drawn without its vowel marks, which
  // Arabic prose mostly leaves out anyway; the line's ActualText keeps them.
  const drawable = new Map<string, string>();
  const shapeable = (font: string, size: number, text: string): string => {
    const key = `${font} ${text}`;
    let result = drawable.get(key);
    if (result === undefined) {
      try {
        widthIn(font, size, text);
        result = text;
      } catch {
        result = text.replace(/[\u064b-\u0652]/g, '');
      }
      drawable.set(key, result);
    }
    return result;
  };
  const measure = (font: string, size: number, text: string) =>
    widthIn(font, size, shapeable(font, size, text));

  function lines(text: string, role: Role, size: number, width: number): Line[] {
    // A paragraph with no Arabic letter (a phone number, an address, an e-mail) reads left to
    // right even on an Arabic sheet, though it stands at the sheet's right edge.
    const base = direction === 'rtl' && arabicLetters.test(text) ? 'rtl' : 'ltr';
    const levels = bidi.getEmbeddingLevels(text, base);
    const space = measure(faces[role].latin, size, ' ');
    const fontAt = (index: number) => faces[role][scriptOf(text[index] ?? ' ')];
    const pieceWidth = (start: number, end: number) => {
      let total = 0;
      let from = start;
      for (let index = start + 1; index <= end; index += 1) {
        if (index === end || fontAt(index) !== fontAt(from)) {
          const part = text.slice(from, index).replace(new RegExp(invisible, 'g'), '');
          if (part) total += measure(fontAt(from), size, part);
          from = index;
        }
      }
      return total;
    };
    // Greedy filling by words; a word wider than the box has a line of its own.
    const words = [...text.matchAll(/[^ \n]+/g)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      width: pieceWidth(match.index, match.index + match[0].length),
    }));
    const ranges: { start: number; end: number }[] = [];
    let lineWidth = 0;
    for (const word of words) {
      const last = ranges.at(-1);
      if (last && lineWidth + space + word.width <= width + 0.01) {
        last.end = word.end;
        lineWidth += space + word.width;
      } else {
        ranges.push({ start: word.start, end: word.end });
        lineWidth = word.width;
      }
    }
    return ranges.map(({ start, end }) => {
      const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
      const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
      const pieces: (Piece | null)[] = [];
      let run: number[] = [];
      const close = () => {
        if (run.length === 0) return;
        const first = run[0] ?? 0;
        const rtl = ((levels.levels[first] ?? 0) & 1) === 1;
        const logical = [...run]
          .sort((a, b) => a - b)
          .map((index) => mirrored.get(index) ?? text[index])
          .join('');
        // fontkit reverses a run with Arabic letters; any other right-to-left run is reversed here.
        const given =
          rtl === arabicLetters.test(logical) ? logical : [...logical].reverse().join('');
        const font = fontAt(first);
        pieces.push({
          font,
          text: shapeable(font, size, given),
          width: measure(font, size, given),
        });
        run = [];
      };
      for (const index of order) {
        const character = text[index] ?? '';
        if (character === ' ' || character === '\n') {
          close();
          pieces.push(null);
          continue;
        }
        if (invisible.test(character)) continue;
        const previous = run.at(-1);
        const level = levels.levels[index];
        const step = ((level ?? 0) & 1) === 1 ? -1 : 1;
        if (
          previous !== undefined &&
          (index !== previous + step ||
            level !== levels.levels[previous] ||
            fontAt(index) !== fontAt(previous))
        ) {
          close();
        }
        run.push(index);
      }
      close();
      const total = pieces.reduce((sum, piece) => sum + (piece ? piece.width : space), 0);
      return {
        pieces,
        width: total,
        actualText:
          base === 'rtl'
            ? bidi
                .getReorderedString(text, levels, start, end - 1)
                .slice(start, end)
                .replace(new RegExp(invisible, 'g'), '')
            : undefined,
      };
    });
  }

  const lineHeight = (role: Role, size: number) => metrics[direction][role].height * size;

  return {
    direction,
    height: (text, role, size, width) =>
      lines(text, role, size, width).length * lineHeight(role, size),
    draw(text, role, size, box, align = 'start') {
      const space = measure(faces[role].latin, size, ' ');
      lines(text, role, size, align === 'center' ? Infinity : box.width).forEach((line, row) => {
        const offset = box.width - line.width;
        let x =
          align === 'center' ? box.x + offset / 2 : direction === 'rtl' ? box.x + offset : box.x;
        const baseline =
          box.y + row * lineHeight(role, size) + metrics[direction][role].baseline * size;
        if (line.actualText !== undefined) {
          document.markContent('Span', { actual: line.actualText });
        }
        for (const piece of line.pieces) {
          if (!piece) {
            x += space;
            continue;
          }
          document
            .font(piece.font)
            .fontSize(size)
            .text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
          x += piece.width;
        }
        if (line.actualText !== undefined) document.endMarkedContent();
      });
    },
    width: (text, role, size) =>
      lines(text, role, size, Infinity).reduce((widest, line) => Math.max(widest, line.width), 0),
    lineHeight,
  };
}

/** A box's x on the page: the same on a left-to-right sheet, mirrored on a right-to-left one. */
function startX(setter: Setter, x: number, width: number): number {
  return setter.direction === 'rtl' ? page.width - x - width : x;
}

/**
 * Lays one section out at (x, y) and returns the y below it. `draw` false only measures, with
 * the same fonts and sizes, so the scale can be found before anything is drawn.
 */
function layOutSection(
  document: Document,
  setter: Setter,
  section: SpecSheetSection,
  x: number,
  top: number,
  size: Scaled,
  draw: boolean,
): number {
  let y = top;
  document.fillColor(colours.heading);
  const headingHeight = setter.height(section.title, 'display', size.heading, columnWidth);
  if (draw) {
    setter.draw(section.title, 'display', size.heading, {
      x: startX(setter, x, columnWidth),
      y,
      width: columnWidth,
    });
  }
  y += headingHeight + 1;
  if (draw) {
    const left = startX(setter, x, columnWidth);
    document
      .moveTo(left, y)
      .lineTo(left + columnWidth, y)
      .lineWidth(0.6)
      .strokeColor(colours.rule)
      .stroke();
  }
  y += 3 + size.entryGap;
  document.fillColor(colours.text);
  const valueWidth = columnWidth - size.labelWidth - 6;
  for (const entry of section.entries) {
    const labelHeight = setter.height(entry.label, 'bold', size.entry, size.labelWidth);
    if (draw) {
      setter.draw(entry.label, 'bold', size.entry, {
        x: startX(setter, x, size.labelWidth),
        y,
        width: size.labelWidth,
      });
    }
    const valueHeight = setter.height(entry.value, 'regular', size.entry, valueWidth);
    if (draw) {
      setter.draw(entry.value, 'regular', size.entry, {
        x: startX(setter, x + size.labelWidth + 6, valueWidth),
        y,
        width: valueWidth,
      });
    }
    y += Math.max(labelHeight, valueHeight) + size.entryGap;
  }
  if (section.note) {
    const noteHeight = setter.height(section.note, 'regular', size.entry, columnWidth);
    if (draw) {
      setter.draw(section.note, 'regular', size.entry, {
        x: startX(setter, x, columnWidth),
        y,
        width: columnWidth,
      });
    }
    y += noteHeight + size.entryGap;
  }
  return y + size.sectionGap;
}

/** Where the columns split: the first `breakAt` sections go left, the rest right. */
type Columns = { breakAt: number };

/** Lays out a column of sections from `top`, `extraGap` added between them; returns its bottom. */
function layOutColumn(
  document: Document,
  setter: Setter,
  sections: readonly SpecSheetSection[],
  x: number,
  top: number,
  size: Scaled,
  draw: boolean,
  extraGap = 0,
): number {
  let y = top;
  for (const section of sections) {
    y = layOutSection(document, setter, section, x, y, size, draw) + extraGap;
  }
  // The last section's gap is no content.
  return y - size.sectionGap - extraGap;
}

/** The words of the sheet's frame, in its language. */
interface FrameWords {
  /** `LANKA HILLS TEA  |  SPEC SHEET`. */
  eyebrow: string;
  /** `Issued 23 November 2026. Each shipment … lankahillstea.com/tea-grades/opa`. */
  footer: string;
}

/**
 * Lays out the header and both columns; returns the y below the taller column. Drawn, the
 * shorter column's sections are spaced out evenly so that it ends level with the taller one:
 * the page is used to the footer on both sides, with no blank corner above it.
 */
function layOutSheet(
  document: Document,
  setter: Setter,
  sheet: SpecSheet,
  words: FrameWords,
  size: Scaled,
  columns: Columns,
  draw: boolean,
): number {
  const top = layOutHeader(document, setter, sheet, words, size, draw);
  const sides = [
    { x: page.margin, sections: sheet.sections.slice(0, columns.breakAt) },
    { x: page.margin + columnWidth + columnGap, sections: sheet.sections.slice(columns.breakAt) },
  ];
  const bottoms = sides.map((side) =>
    layOutColumn(document, setter, side.sections, side.x, top, size, false),
  );
  const bottom = Math.max(...bottoms);
  if (draw) {
    sides.forEach((side, index) => {
      const gaps = side.sections.length - 1;
      const short = bottom - (bottoms[index] ?? bottom);
      const extraGap = gaps > 0 ? short / gaps : 0;
      layOutColumn(document, setter, side.sections, side.x, top, size, true, extraGap);
    });
  }
  return bottom;
}

/**
 * The split that leaves the taller column shortest at scale 1, in the sheet's order (the left
 * column is read first). A fixed split left the tea's own sections a third of the page short of
 * the other column on every sheet; sheets differ in which sections are long (a blend's origins,
 * a product's packing), so the split is found per sheet.
 */
function balancedColumns(document: Document, setter: Setter, sheet: SpecSheet): Columns {
  const size = scaled(1);
  const heights = sheet.sections.map(
    (section) => layOutSection(document, setter, section, 0, 0, size, false) - size.sectionGap,
  );
  const total = heights.reduce((sum, height) => sum + height, 0);
  let best: Columns & { taller: number } = { breakAt: 1, taller: Infinity };
  let left = 0;
  for (let breakAt = 1; breakAt < heights.length; breakAt += 1) {
    left += heights[breakAt - 1] ?? 0;
    const taller = Math.max(left, total - left);
    if (taller < best.taller) best = { breakAt, taller };
  }
  return { breakAt: best.breakAt };
}

/** The company's mark, drawn from the same shapes as the site's header, `size` points wide. */
function drawBrandMark(document: Document, x: number, y: number, size: number): void {
  document
    .save()
    .translate(x, y)
    .scale(size / brandMark.size);
  const { disc, leaves, vein } = brandMark;
  document.circle(disc.cx, disc.cy, disc.r).fill(disc.fill);
  for (const leaf of leaves) document.path(leaf.d).fill(leaf.fill);
  document.path(vein.d).lineWidth(vein.width).lineCap('round').stroke(vein.stroke);
  document.restore();
}

function layOutHeader(
  document: Document,
  setter: Setter,
  sheet: SpecSheet,
  words: FrameWords,
  size: Scaled,
  draw: boolean,
): number {
  const textX = page.margin + logoSize + 12;
  const textWidth = contentWidth - logoSize - 12;
  if (draw) {
    drawBrandMark(document, startX(setter, page.margin, logoSize), page.margin, logoSize);
    document.fillColor(colours.rule);
    setter.draw(words.eyebrow, 'bold', size.brand, {
      x: startX(setter, textX, textWidth),
      y: page.margin + 2,
      width: textWidth,
    });
  }
  let y = page.margin + size.brand + 6;
  const nameHeight = setter.height(sheet.name, 'display', size.name, textWidth);
  if (draw) {
    document.fillColor(colours.heading);
    setter.draw(sheet.name, 'display', size.name, {
      x: startX(setter, textX, textWidth),
      y,
      width: textWidth,
    });
  }
  y = Math.max(y + nameHeight, page.margin + logoSize) + 4;
  const kindHeight = setter.height(sheet.kind, 'bold', size.kind, contentWidth);
  if (draw) {
    document.fillColor(colours.text);
    setter.draw(sheet.kind, 'bold', size.kind, { x: page.margin, y, width: contentWidth });
  }
  y += kindHeight + 4;
  const summaryHeight = setter.height(sheet.summary, 'regular', size.summary, contentWidth);
  if (draw)
    setter.draw(sheet.summary, 'regular', size.summary, { x: page.margin, y, width: contentWidth });
  return y + summaryHeight + 14;
}

/**
 * The footer's text, one line on the bottom margin; returns the y of its top. A long address
 * (`/tea-grades/green-tea-fannings`) takes the type down a little rather than breaking the
 * address over two lines.
 */
function layOutFooter(document: Document, setter: Setter, words: FrameWords): number {
  document.fillColor(colours.text);
  const fullWidth = setter.width(words.footer, 'regular', base.entry);
  const size = Math.min(base.entry, (base.entry * contentWidth) / fullWidth);
  const top = page.height - page.margin - setter.lineHeight('regular', size);
  setter.draw(
    words.footer,
    'regular',
    size,
    { x: page.margin, y: top, width: contentWidth },
    'center',
  );
  return top;
}

/**
 * The largest scale at which the sheet ends above the footer, to a tenth of a point: bisection,
 * since a larger scale only ever makes the sheet taller.
 */
function fitScale(
  document: Document,
  setter: Setter,
  sheet: SpecSheet,
  words: FrameWords,
  columns: Columns,
  bottom: number,
): number {
  let fits: number = scales.least;
  let overflows: number = scales.most;
  while (overflows - fits > 0.002) {
    const middle = (fits + overflows) / 2;
    if (layOutSheet(document, setter, sheet, words, scaled(middle), columns, false) <= bottom) {
      fits = middle;
    } else {
      overflows = middle;
    }
  }
  return fits;
}

/** The words around the sheet's facts, and its title and subject, in `language`. */
function frameWords(sheet: SpecSheet, language: Language) {
  addTranslations(language, translationsFor(language, ['specSheets']));
  const t = translatorFor(language, 'specSheets');
  const locale = language === 'en' ? 'en-GB' : language;
  const address = `${site.url.replace(/^https?:\/\//, '')}${localizedPath(sheet.path as `/${string}`, language)}`;
  return {
    eyebrow: `${site.brand.toUpperCase()}  |  ${t('pdf.sheet').toLocaleUpperCase(locale)}`,
    footer: `${t('page.issued', { date: sheet.issued })} ${t('page.shipmentDocuments')} ${address}`,
    title: t('links.specSheet', { name: sheet.name }),
    subject: t('pdf.subject', { kind: sheet.kind }),
    locale,
  };
}

/** The sheet as PDF bytes, in `language`, the language the sheet was built in. */
export function renderSpecSheetPdf(
  sheet: SpecSheet,
  language: Language = defaultLanguage,
): Promise<Buffer> {
  const words = frameWords(sheet, language);
  const document = new PDFDocument({
    size: 'A4',
    // The layout keeps its own margins (`page`) and fits the page by itself; with no bottom
    // margin of its own, pdfkit never starts a second page for a line that ends on the margin.
    margins: { top: page.margin, left: page.margin, right: page.margin, bottom: 0 },
    lang: words.locale,
    displayTitle: true,
    info: {
      Title: words.title,
      Author: site.legalName,
      Subject: words.subject,
      // The issue day, not the moment: a day's renders are the same bytes, so every worker
      // process gives the same ETag and a browser's revalidation gets its 304.
      CreationDate: new Date(`${sheet.issuedOn}T00:00:00Z`),
    },
  });
  for (const script of scriptsOf[language]) {
    for (const role of Object.keys(faces) as Role[]) {
      document.registerFont(faces[role][script], fontFiles[role][script]);
    }
  }
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const setter =
    language === defaultLanguage
      ? pdfkitSetter(document)
      : scriptSetter(document, languages[language].direction);
  const footerTop = layOutFooter(document, setter, words);
  const columns = balancedColumns(document, setter, sheet);
  const scale = fitScale(document, setter, sheet, words, columns, footerTop - footerGap);
  layOutSheet(document, setter, sheet, words, scaled(scale), columns, true);
  document.end();
  return finished;
}

/**
 * The language of a PDF's address (`/ar/tea-grades/opa/spec-sheet.pdf`), or undefined (404)
 * for a prefix that is no language of ours, for `/en/…`, and for a sheet whose page has no twin
 * in the language: a PDF exists in exactly the languages its page does.
 */
export function pdfLanguage(prefix: string | undefined, request: Request): Language | undefined {
  if (prefix === undefined) return defaultLanguage;
  if (!isLanguage(prefix) || prefix === defaultLanguage) return undefined;
  const pagePath = pathWithoutLanguage(new URL(request.url).pathname).replace(
    /\/spec-sheet\.pdf$/,
    '',
  );
  const sheetPath = /^\/products\/[^/]+$/.test(pagePath) ? `${pagePath}/spec-sheet` : pagePath;
  return hasTwin(sheetPath, prefix) ? prefix : undefined;
}

/**
 * The PDF as a download named after the sheet and its language; cached like a page
 * (server/http-cache.ts), whose cache key is the address, language prefix and all.
 */
export async function specSheetPdfResponse(
  sheet: SpecSheet,
  language: Language = defaultLanguage,
): Promise<Response> {
  const body = await renderSpecSheetPdf(sheet, language);
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdfIn(sheet, language).fileName}"`,
      'Content-Language': language,
    },
  });
}

/** No sheet at this address: a 404 the server's caching treats like any other. */
export function notFoundPdf(): Response {
  return new Response('No spec sheet here.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
