// The spec sheet PDFs as a reader sees them (issue 22): each grade's and a product's, fetched from
// the production server and rasterised by poppler (pdftoppm, pdffonts, pdfinfo: `apt-get install
// -y poppler-utils`), a renderer other than the pdf.js that tests/unit/spec-sheets.test.ts reads
// them with. The unit test checks the text and the drawing operators; this one checks the pixels:
// one page, the company's mark at the top, and both columns used down to the footer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { teaGrades } from '~/content/tea-grades';
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
