// The spec sheet PDFs as a reader sees them (issue 22): each grade's and a product's, fetched from
// the production server and rasterised by poppler (pdftoppm, pdffonts, pdfinfo: `apt-get install
// -y poppler-utils`), a renderer other than the pdf.js that tests/unit/spec-sheets.test.ts reads
// them with. The unit test checks the text and the drawing operators; this one checks the pixels:
// one page, the company's mark at the top, and both columns used down to the footer. The Arabic
// and Russian PDFs (issue 23): one page, subset faces, their words as poppler extracts them, and
// the Arabic page set from the right.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { teaGrades } from '~/content/tea-grades';
import { readGradeSpecSheet, readProductSpecSheet } from '~/features/spec-sheets/sheets.server';
import { sendRequest } from '../support/http-request';
import { sharesOneServer } from '../support/server-hooks';

const server = sharesOneServer();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-sheet-pdf-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A4's width in points, and the sheet's margin (app/features/spec-sheets/pdf.server.ts). */
const a4 = { width: 595.28, margin: 36 };
/** Pixels per inch of the greyscale raster: enough to tell a line of text from a blank row. */
const resolution = 30;
/** Darker than this (0 black, 255 white) is ink; lighter is paper or anti-aliasing. */
const inkBelow = 160;

const addresses = [
  ...teaGrades.map((grade) => `/tea-grades/${grade.slug}/spec-sheet.pdf`),
  '/products/1/spec-sheet.pdf',
];

type Raster = { pixels: Buffer; width: number; height: number };

async function download(address: string): Promise<string> {
  const answer = await sendRequest(server().url, address);
  expect(answer.status, address).toBe(200);
  expect(answer.headers['content-type'], address).toBe('application/pdf');
  const file = path.join(folder, `${address.replaceAll('/', '_')}`);
  fs.writeFileSync(file, answer.body);
  return file;
}

function poppler(command: string, ...args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8' });
}

/** The first page as one byte of grey per pixel. */
async function rasterise(file: string): Promise<Raster> {
  const png = execFileSync('pdftoppm', [
    '-gray',
    '-png',
    '-singlefile',
    '-r',
    String(resolution),
    file,
  ]);
  const { data, info } = await sharp(png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

const pixelsPerPoint = resolution / 72;

/** Whether row `y` has ink between the columns `from` and `to` (pixels, `to` excluded). */
function rowHasInk(raster: Raster, y: number, from: number, to: number): boolean {
  for (let x = from; x < to; x += 1) {
    if ((raster.pixels[y * raster.width + x] ?? 255) < inkBelow) return true;
  }
  return false;
}

/** The share of the pixels in a box (in points) that are ink. */
function inkShare(raster: Raster, box: { x: number; y: number; size: number }): number {
  const [x0, y0, side] = [box.x, box.y, box.size].map((points) =>
    Math.round(points * pixelsPerPoint),
  ) as [number, number, number];
  let ink = 0;
  for (let y = y0; y < y0 + side; y += 1) {
    for (let x = x0; x < x0 + side; x += 1) {
      if ((raster.pixels[y * raster.width + x] ?? 255) < inkBelow) ink += 1;
    }
  }
  return ink / (side * side);
}

/**
 * The footer's top row and, for each half of the page, the lowest row of ink above the footer:
 * the footer is the last band of ink, whatever the columns above it hold.
 */
function lowestContent(raster: Raster): { footerTop: number; left: number; right: number } {
  const { width, height } = raster;
  let y = height - 1;
  while (y > 0 && !rowHasInk(raster, y, 0, width)) y -= 1;
  while (y > 0 && rowHasInk(raster, y, 0, width)) y -= 1;
  const footerTop = y + 1;
  const lowestIn = (from: number, to: number): number => {
    let row = footerTop - 1;
    while (row > 0 && !rowHasInk(raster, row, from, to)) row -= 1;
    return row;
  };
  const middle = Math.floor(width / 2);
  return { footerTop, left: lowestIn(0, middle), right: lowestIn(middle, width) };
}

describe.each(addresses)('%s, rendered by poppler', (address) => {
  let file: string;
  it('is one A4 page', async () => {
    file = await download(address);
    const info = poppler('pdfinfo', file);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
  });

  it('embeds the site’s faces, Inter and Playfair Display, and no other', () => {
    // pdffonts: two header lines, then one per font: name, type, encoding, emb, sub, uni, …
    const fonts = poppler('pdffonts', file)
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => {
        const [name = '', ...rest] = line.trim().split(/\s+/);
        const [embedded] = rest.slice(-5);
        return { face: name.replace(/^[A-Z]{6}\+/, ''), embedded };
      });
    expect(fonts.map((font) => font.face).sort()).toEqual([
      'Inter-Regular',
      'Inter-SemiBold',
      'PlayfairDisplay-SemiBold',
    ]);
    for (const font of fonts) expect(font.embedded, font.face).toBe('yes');
  });

  it('carries the company’s mark in its top corner, and fills both columns to the footer', async () => {
    const raster = await rasterise(file);
    // pdftoppm rounds a part pixel up.
    expect(raster.width).toBe(Math.ceil(a4.width * pixelsPerPoint));
    // The mark is a 40 pt dark disc at the top margin: most of the square inside it is ink.
    expect(inkShare(raster, { x: a4.margin + 4, y: a4.margin + 4, size: 32 })).toBeGreaterThan(0.6);
    const { footerTop, left, right } = lowestContent(raster);
    // The footer sits on the bottom margin, and each column's last line is in the bottom fifth
    // of the page, just above the footer: no blank lower third on either side.
    expect(footerTop / raster.height).toBeGreaterThan(0.9);
    expect(left / raster.height, 'left column').toBeGreaterThan(0.8);
    expect(right / raster.height, 'right column').toBeGreaterThan(0.8);
  });
});

/**
 * Rows of ink that start on the left margin, and rows that end on the right one: the text of a
 * left-to-right sheet starts on its left margin, an Arabic sheet's ends on its right margin.
 * Rules (a row more than a third ink) are neither.
 */
function rowsOnMargins(raster: Raster): { left: number; right: number } {
  const margin = a4.margin * pixelsPerPoint;
  let left = 0;
  let right = 0;
  for (let y = 0; y < raster.height; y += 1) {
    let first = -1;
    let last = -1;
    let ink = 0;
    for (let x = 0; x < raster.width; x += 1) {
      if ((raster.pixels[y * raster.width + x] ?? 255) < inkBelow) {
        if (first < 0) first = x;
        last = x;
        ink += 1;
      }
    }
    if (first < 0 || ink > raster.width / 3) continue;
    if (first <= margin + 2) left += 1;
    if (last >= raster.width - margin - 3) right += 1;
  }
  return { left, right };
}

/** The words of Arabic script in a text, in the order written. */
function arabicWords(text: string): string[] {
  return text.match(/\p{Script=Arabic}+/gu) ?? [];
}

describe.each([
  { language: 'ar', subject: 'grade', address: '/ar/tea-grades/opa/spec-sheet.pdf' },
  { language: 'ar', subject: 'product', address: '/ar/products/1/spec-sheet.pdf' },
  { language: 'ru', subject: 'grade', address: '/ru/tea-grades/opa/spec-sheet.pdf' },
  { language: 'ru', subject: 'product', address: '/ru/products/1/spec-sheet.pdf' },
] as const)('$address, in its language', ({ language, subject, address }) => {
  let file: string;
  const sheet =
    subject === 'grade'
      ? readGradeSpecSheet('opa', new Date(), language)
      : readProductSpecSheet('1', new Date(), language);

  it('is one A4 page named and titled in its language', async () => {
    const answer = await sendRequest(server().url, address);
    expect(answer.status, address).toBe(200);
    expect(answer.headers['content-language']).toBe(language);
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="lanka-hills-tea-spec-sheet-[a-z0-9-]+-${language}\\.pdf"$`,
      ),
    );
    file = path.join(folder, address.replaceAll('/', '_'));
    fs.writeFileSync(file, answer.body);
    const info = poppler('pdfinfo', file);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    const title = { ar: `ورقة مواصفات ${sheet?.name}`, ru: `Спецификация ${sheet?.name}` };
    expect(info).toMatch(new RegExp(`^Title:\\s+${title[language]}$`, 'm'));
  });

  it('embeds only subsets of its faces', () => {
    const rows = poppler('pdffonts', file).trim().split('\n').slice(2);
    const faces = new Set<string>();
    for (const row of rows) {
      const [name = '', ...rest] = row.trim().split(/\s+/);
      const [embedded, subset] = rest.slice(-5);
      expect([embedded, subset], name).toEqual(['yes', 'yes']);
      faces.add(name.replace(/^[A-Z]{6}\+/, ''));
    }
    expect([...faces].sort()).toEqual(
      language === 'ar'
        ? [
            'Inter-Regular',
            'Inter-SemiBold',
            'NotoNaskhArabic-Regular',
            'NotoSansArabic-Regular',
            'PlayfairDisplay-SemiBold',
          ]
        : ['Inter-Regular', 'Inter-SemiBold', 'PlayfairDisplay-SemiBold'],
    );
  });

  it('has its words, as written, and its Latin codes intact', () => {
    if (!sheet) throw new Error(`No sheet at ${address}`);
    const text = poppler('pdftotext', file, '-');
    for (const code of [
      'ISO 22000:2018',
      'SLSI/FSMS/22000/0417',
      'HACCP',
      'info@lankahillstea.lk',
    ]) {
      expect(text, code).toContain(code);
    }
    if (language === 'ru') {
      for (const line of [sheet.kind, ...sheet.sections.map((section) => section.title)]) {
        expect(text, line).toContain(line);
      }
      expect(text).toContain('СПЕЦИФИКАЦИЯ');
      return;
    }
    // Arabic: each word in the order of its letters (a word drawn backwards reads reversed), and
    // the kind and the headings of Arabic words alone in the order of their words.
    const written = arabicWords(text).join(' ');
    for (const field of [sheet.kind, sheet.summary, ...sheet.sections.map((s) => s.title)]) {
      for (const word of arabicWords(field)) expect(text, `${word} in ${field}`).toContain(word);
    }
    for (const line of [sheet.kind, ...sheet.sections.map((section) => section.title)]) {
      if (/[A-Za-z0-9]/.test(line)) continue;
      expect(written, line).toContain(arabicWords(line).join(' '));
    }
  });

  it('starts each line on its side: the mark and the text on the right in Arabic', async () => {
    const raster = await rasterise(file);
    const { left, right } = rowsOnMargins(raster);
    const markX = language === 'ar' ? a4.width - a4.margin - 36 : a4.margin + 4;
    expect(inkShare(raster, { x: markX, y: a4.margin + 4, size: 32 })).toBeGreaterThan(0.6);
    if (language === 'ar') {
      expect(right, 'rows ending on the right margin').toBeGreaterThan(20);
      expect(left, 'rows starting on the left margin').toBeLessThan(5);
    } else {
      expect(left, 'rows starting on the left margin').toBeGreaterThan(40);
      expect(right, 'rows ending on the right margin').toBeLessThan(5);
    }
  });
});
