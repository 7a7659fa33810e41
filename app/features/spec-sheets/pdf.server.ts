import PDFDocument from 'pdfkit';
import { brandMark } from '~/components/ui/brand-mark-shapes';
import { site } from '~/config/site';
import { shipmentDocuments } from '~/content/spec-sheets/quality-standards';
// The site's own faces, embedded (subset) in every PDF: static WOFF cuts from Fontsource, under
// the SIL Open Font License (app/fonts/pdf/LICENSE-*.txt). Inlined into the server build, so the
// renderer reads no file at run time, wherever the build is served from.
import interRegularFont from '~/fonts/pdf/inter-latin-400-normal.woff?inline';
import interSemiboldFont from '~/fonts/pdf/inter-latin-600-normal.woff?inline';
import playfairDisplayFont from '~/fonts/pdf/playfair-display-latin-600-normal.woff?inline';
import type { SpecSheet, SpecSheetSection } from './spec-sheet';

/**
 * The spec sheet as a one-page A4 PDF, drawn by pdfkit from the same `SpecSheet` the page shows
 * (decision 013), in the site's faces with the company's mark (decision 026). The sections are
 * split between the columns where the two are closest in height, the type is scaled so that the
 * taller column ends at the footer, and the shorter column's sections are spaced to end there
 * too: a short sheet fills the page instead of leaving its lower third empty, a long one still
 * fits. tests/unit/spec-sheets.test.ts reads every field back, the fonts, the mark and how far
 * down the page the content reaches; tests/integration/spec-sheet-pdf-rendered.test.ts looks at
 * the page as poppler renders it.
 */

const page = { width: 595.28, height: 841.89, margin: 36 };
const contentWidth = page.width - 2 * page.margin;
const columnGap = 18;
const columnWidth = (contentWidth - columnGap) / 2;
const colours = { heading: '#14291c', text: '#1c1a17', rule: '#8a4519' } as const;
const fonts = { regular: 'Inter', bold: 'Inter-SemiBold', display: 'PlayfairDisplay' } as const;
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

const fontFiles = {
  [fonts.regular]: fontBytes(interRegularFont),
  [fonts.bold]: fontBytes(interSemiboldFont),
  [fonts.display]: fontBytes(playfairDisplayFont),
};

/**
 * Lays one section out at (x, y) and returns the y below it. `draw` false only measures, with
 * the same fonts and sizes, so the scale can be found before anything is drawn.
 */
function layOutSection(
  document: Document,
  section: SpecSheetSection,
  x: number,
  top: number,
  size: Scaled,
  draw: boolean,
): number {
  let y = top;
  document.font(fonts.display).fontSize(size.heading).fillColor(colours.heading);
  const headingHeight = document.heightOfString(section.title, { width: columnWidth });
  if (draw) document.text(section.title, x, y, { width: columnWidth });
  y += headingHeight + 1;
  if (draw)
    document
      .moveTo(x, y)
      .lineTo(x + columnWidth, y)
      .lineWidth(0.6)
      .strokeColor(colours.rule)
      .stroke();
  y += 3 + size.entryGap;
  document.fontSize(size.entry).fillColor(colours.text);
  const valueWidth = columnWidth - size.labelWidth - 6;
  for (const entry of section.entries) {
    document.font(fonts.bold);
    const labelHeight = document.heightOfString(entry.label, { width: size.labelWidth });
    if (draw) document.text(entry.label, x, y, { width: size.labelWidth });
    document.font(fonts.regular);
    const valueHeight = document.heightOfString(entry.value, { width: valueWidth });
    if (draw) document.text(entry.value, x + size.labelWidth + 6, y, { width: valueWidth });
    y += Math.max(labelHeight, valueHeight) + size.entryGap;
  }
  if (section.note) {
    document.font(fonts.regular);
    const noteHeight = document.heightOfString(section.note, { width: columnWidth });
    if (draw) document.text(section.note, x, y, { width: columnWidth });
    y += noteHeight + size.entryGap;
  }
  return y + size.sectionGap;
}

/** Where the columns split: the first `breakAt` sections go left, the rest right. */
type Columns = { breakAt: number };

/** Lays out a column of sections from `top`, `extraGap` added between them; returns its bottom. */
function layOutColumn(
  document: Document,
  sections: readonly SpecSheetSection[],
  x: number,
  top: number,
  size: Scaled,
  draw: boolean,
  extraGap = 0,
): number {
  let y = top;
  for (const section of sections) {
    y = layOutSection(document, section, x, y, size, draw) + extraGap;
  }
  // The last section's gap is no content.
  return y - size.sectionGap - extraGap;
}

/**
 * Lays out the header and both columns; returns the y below the taller column. Drawn, the
 * shorter column's sections are spaced out evenly so that it ends level with the taller one:
 * the page is used to the footer on both sides, with no blank corner above it.
 */
function layOutSheet(
  document: Document,
  sheet: SpecSheet,
  size: Scaled,
  columns: Columns,
  draw: boolean,
): number {
  const top = layOutHeader(document, sheet, size, draw);
  const sides = [
    { x: page.margin, sections: sheet.sections.slice(0, columns.breakAt) },
    { x: page.margin + columnWidth + columnGap, sections: sheet.sections.slice(columns.breakAt) },
  ];
  const bottoms = sides.map((side) =>
    layOutColumn(document, side.sections, side.x, top, size, false),
  );
  const bottom = Math.max(...bottoms);
  if (draw) {
    sides.forEach((side, index) => {
      const gaps = side.sections.length - 1;
      const short = bottom - (bottoms[index] ?? bottom);
      const extraGap = gaps > 0 ? short / gaps : 0;
      layOutColumn(document, side.sections, side.x, top, size, true, extraGap);
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
function balancedColumns(document: Document, sheet: SpecSheet): Columns {
  const size = scaled(1);
  const heights = sheet.sections.map(
    (section) => layOutSection(document, section, 0, 0, size, false) - size.sectionGap,
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

function layOutHeader(document: Document, sheet: SpecSheet, size: Scaled, draw: boolean): number {
  const textX = page.margin + logoSize + 12;
  const textWidth = contentWidth - logoSize - 12;
  if (draw) {
    drawBrandMark(document, page.margin, page.margin, logoSize);
    document.font(fonts.bold).fontSize(size.brand).fillColor(colours.rule);
    document.text(`${site.brand.toUpperCase()}  |  SPEC SHEET`, textX, page.margin + 2, {
      width: textWidth,
    });
  }
  let y = page.margin + size.brand + 6;
  document.font(fonts.display).fontSize(size.name);
  const nameHeight = document.heightOfString(sheet.name, { width: textWidth });
  if (draw) document.fillColor(colours.heading).text(sheet.name, textX, y, { width: textWidth });
  y = Math.max(y + nameHeight, page.margin + logoSize) + 4;
  document.font(fonts.bold).fontSize(size.kind);
  const kindHeight = document.heightOfString(sheet.kind, { width: contentWidth });
  if (draw)
    document.fillColor(colours.text).text(sheet.kind, page.margin, y, { width: contentWidth });
  y += kindHeight + 4;
  document.font(fonts.regular).fontSize(size.summary);
  const summaryHeight = document.heightOfString(sheet.summary, { width: contentWidth });
  if (draw) document.text(sheet.summary, page.margin, y, { width: contentWidth });
  return y + summaryHeight + 14;
}

/**
 * The footer's text, one line on the bottom margin; returns the y of its top. A long address
 * (`/tea-grades/green-tea-fannings`) takes the type down a little rather than breaking the
 * address over two lines.
 */
function layOutFooter(document: Document, sheet: SpecSheet, draw: boolean): number {
  const text = `Issued ${sheet.issued}. ${shipmentDocuments} ${site.url.replace(/^https?:\/\//, '')}${sheet.path}`;
  document.font(fonts.regular).fontSize(base.entry).fillColor(colours.text);
  const fullWidth = document.widthOfString(text);
  document.fontSize(Math.min(base.entry, (base.entry * contentWidth) / fullWidth));
  const top = page.height - page.margin - document.currentLineHeight();
  if (draw) {
    document.text(text, page.margin, top, {
      width: contentWidth,
      align: 'center',
      lineBreak: false,
    });
  }
  return top;
}

/**
 * The largest scale at which the sheet ends above the footer, to a tenth of a point: bisection,
 * since a larger scale only ever makes the sheet taller.
 */
function fitScale(document: Document, sheet: SpecSheet, columns: Columns, bottom: number): number {
  let fits: number = scales.least;
  let overflows: number = scales.most;
  while (overflows - fits > 0.002) {
    const middle = (fits + overflows) / 2;
    if (layOutSheet(document, sheet, scaled(middle), columns, false) <= bottom) fits = middle;
    else overflows = middle;
  }
  return fits;
}

/** The sheet as PDF bytes. */
export function renderSpecSheetPdf(sheet: SpecSheet): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    // The layout keeps its own margins (`page`) and fits the page by itself; with no bottom
    // margin of its own, pdfkit never starts a second page for a line that ends on the margin.
    margins: { top: page.margin, left: page.margin, right: page.margin, bottom: 0 },
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `${sheet.name} spec sheet`,
      Author: site.legalName,
      Subject: `${sheet.kind}: specification`,
      // The issue day, not the moment: a day's renders are the same bytes, so every worker
      // process gives the same ETag and a browser's revalidation gets its 304.
      CreationDate: new Date(`${sheet.issuedOn}T00:00:00Z`),
    },
  });
  for (const [name, bytes] of Object.entries(fontFiles)) document.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const footerTop = layOutFooter(document, sheet, true);
  const columns = balancedColumns(document, sheet);
  const scale = fitScale(document, sheet, columns, footerTop - footerGap);
  layOutSheet(document, sheet, scaled(scale), columns, true);
  document.end();
  return finished;
}

/** The PDF as a download named after the sheet; cached like a page (server/http-cache.ts). */
export async function specSheetPdfResponse(sheet: SpecSheet): Promise<Response> {
  const body = await renderSpecSheetPdf(sheet);
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${sheet.pdfFileName}"`,
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
