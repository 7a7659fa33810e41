import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContents {
  pageCount: number;
  /** Width and height of the first page, in points (A4 is 595 × 842). */
  firstPageSize: [number, number];
  /** Every page's text, the items joined by spaces. */
  text: string;
}

/** Reads a PDF back with pdf.js, as a reader's viewer would. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const [, , width = 0, height = 0] = (await document.getPage(1)).view;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { pageCount: document.numPages, firstPageSize: [width, height], text: pages.join('\n') };
  } finally {
    await document.destroy();
  }
}

/** Text with all white space dropped, so a value wrapped over lines still matches. */
export function withoutSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}
