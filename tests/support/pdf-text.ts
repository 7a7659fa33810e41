import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContents {
  pageCount: number;
  /** Width and height of the first page, in points (A4 is 595 × 842). */
  firstPageSize: [number, number];
  /**
   * Every page's text: pieces that continue a word (the next begins where the last ended, on its
   * line, as the letters after a ligature's glyph do) joined as they are, the others by a space.
   */
  text: string;
  /** The first page's pieces of text, each with the height of its baseline above the page's foot. */
  firstPageItems: { text: string; y: number }[];
  /** The colours the first page fills shapes and text with, as #rrggbb. */
  firstPageFillColours: string[];
}

/** Reads a PDF back with pdf.js, as a reader's viewer would. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const firstPage = await document.getPage(1);
    const [, , width = 0, height = 0] = firstPage.view;
    const firstPageItems = (await firstPage.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, y: Number(item.transform[5]) }] : [],
    );
    const operators = await firstPage.getOperatorList();
    const firstPageFillColours = [
      ...new Set(
        operators.fnArray.flatMap((operator, index) =>
          operator === OPS.setFillRGBColor ? [String(operators.argsArray[index]?.[0])] : [],
        ),
      ),
    ];
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(joinPieces(content.items.filter((item) => 'str' in item)));
    }
    return {
      pageCount: document.numPages,
      firstPageSize: [width, height],
      text: pages.join('\n'),
      firstPageItems,
      firstPageFillColours,
    };
  } finally {
    await document.destroy();
  }
}

type TextPiece = { str: string; transform: number[]; width: number };

/** How far apart, in points, two pieces on one baseline may be and still be one word. */
const sameWordGap = 0.5;

function joinPieces(pieces: readonly TextPiece[]): string {
  return pieces
    .map((piece, index) => {
      const previous = pieces[index - 1];
      if (!previous) return piece.str;
      const [x = 0, y = 0] = piece.transform.slice(4);
      const [previousX = 0, previousY = 0] = previous.transform.slice(4);
      const continuesWord =
        y === previousY &&
        Math.abs(x - (previousX + previous.width)) <= sameWordGap &&
        /\S$/.test(previous.str) &&
        /^\S/.test(piece.str);
      return continuesWord ? piece.str : ` ${piece.str}`;
    })
    .join('');
}

/** Text with all white space dropped, so a value wrapped over lines still matches. */
export function withoutSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * The fonts a PDF embeds, by their PostScript names: a subset font's `/BaseFont` is its name
 * after a six-letter tag (`/CZZZZZ+Inter-Regular`), and only an embedded font has a font file.
 */
export function embeddedFontNames(bytes: Uint8Array): string[] {
  const source = Buffer.from(bytes).toString('latin1');
  const names = [...source.matchAll(/\/BaseFont \/([A-Z]{6}\+)?([\w-]+)/g)].map(
    (match) => `${match[1] ? 'embedded' : 'not embedded'} ${match[2]}`,
  );
  return [...new Set(names)].sort();
}
