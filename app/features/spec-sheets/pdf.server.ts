import PDFDocument from 'pdfkit';
import { site } from '~/config/site';
import { shipmentDocuments } from '~/content/spec-sheets/quality-standards';
import type { SpecSheet, SpecSheetSection } from './spec-sheet';
import { teaSectionIds } from './sections';

/**
 * The spec sheet as a one-page A4 PDF, drawn by pdfkit from the same `SpecSheet` the page shows
 * (decision 013). The PDF's standard fonts (Helvetica) need no font file and cover the sheet's
 * characters (Latin-1 with ’, – and °); tests/unit/spec-sheets.test.ts reads every field back.
 */

const page = { width: 595.28, height: 841.89, margin: 36 };
const columnGap = 18;
const columnWidth = (page.width - 2 * page.margin - columnGap) / 2;
const labelWidth = 84;
const entryGap = 2.5;
const colours = { heading: '#14291c', text: '#1c1a17', rule: '#8a4519' } as const;
const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const sizes = { brand: 9, name: 20, kind: 10, summary: 8, heading: 9.5, entry: 7.5 } as const;

/** The left column holds the tea's own sections up to the standards, which open the right. */
const leftColumnSections = new Set<string>(teaSectionIds.filter((id) => id !== 'standards'));

type Document = InstanceType<typeof PDFDocument>;

/** Draws one section at (x, y) and returns the y below it. */
function drawSection(
  document: Document,
  section: SpecSheetSection,
  x: number,
  top: number,
): number {
  let y = top;
  document.font(fonts.bold).fontSize(sizes.heading).fillColor(colours.heading);
  document.text(section.title, x, y, { width: columnWidth });
  y = document.y + 1;
  document
    .moveTo(x, y)
    .lineTo(x + columnWidth, y)
    .lineWidth(0.6)
    .strokeColor(colours.rule)
    .stroke();
  y += 3;
  document.fontSize(sizes.entry).fillColor(colours.text);
  const valueWidth = columnWidth - labelWidth - 6;
  for (const entry of section.entries) {
    document.font(fonts.bold);
    const labelHeight = document.heightOfString(entry.label, { width: labelWidth });
    document.text(entry.label, x, y, { width: labelWidth });
    document.font(fonts.regular);
    const valueHeight = document.heightOfString(entry.value, { width: valueWidth });
    document.text(entry.value, x + labelWidth + 6, y, { width: valueWidth });
    y += Math.max(labelHeight, valueHeight) + entryGap;
  }
  if (section.note) {
    document.font(fonts.regular).text(section.note, x, y, { width: columnWidth });
    y = document.y + entryGap;
  }
  return y + 8;
}

function drawHeader(document: Document, sheet: SpecSheet): number {
  const width = page.width - 2 * page.margin;
  document.font(fonts.bold).fontSize(sizes.brand).fillColor(colours.rule);
  document.text(`${site.brand.toUpperCase()}  |  SPEC SHEET`, page.margin, page.margin, { width });
  document.font(fonts.bold).fontSize(sizes.name).fillColor(colours.heading);
  document.text(sheet.name, { width });
  document.font(fonts.regular).fontSize(sizes.kind).fillColor(colours.text);
  document.text(sheet.kind, { width });
  document.moveDown(0.4).fontSize(sizes.summary).text(sheet.summary, { width });
  return document.y + 12;
}

function drawFooter(document: Document, sheet: SpecSheet): void {
  const width = page.width - 2 * page.margin;
  document.font(fonts.regular).fontSize(sizes.entry).fillColor(colours.text);
  document.text(
    `Issued ${sheet.issued}. ${shipmentDocuments} ${site.url.replace(/^https?:\/\//, '')}${sheet.path}`,
    page.margin,
    page.height - page.margin - 10,
    { width, align: 'center', lineBreak: false },
  );
}

/** The sheet as PDF bytes. */
export function renderSpecSheetPdf(sheet: SpecSheet): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: page.margin,
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
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const top = drawHeader(document, sheet);
  const columns = { left: top, right: top };
  for (const section of sheet.sections) {
    const side = leftColumnSections.has(section.id) ? 'left' : 'right';
    const x = side === 'left' ? page.margin : page.margin + columnWidth + columnGap;
    columns[side] = drawSection(document, section, x, columns[side]);
  }
  drawFooter(document, sheet);
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
