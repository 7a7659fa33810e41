// Text from visitors, shown in an operator's terminal. A terminal acts on some characters
// instead of showing them: control characters move the cursor or start escape sequences, and
// bidi controls reorder the rest of the line ('Trojan Source'). Those are shown escaped, and
// widths are measured as the terminal draws them, so columns of any script line up.
import stringWidth from 'string-width';

/**
 * DEL, the C1 controls, the bidi marks, embeddings, overrides and isolates, and the line and
 * paragraph separators: characters JSON.stringify leaves as they are.
 */
const invisibleActors =
  '\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';

/** Those, the C0 controls (tab and line breaks among them), and the backslash that escapes. */
const terminalActive = new RegExp(`[\\u0000-\\u001f\\\\${invisibleActors}]`, 'g');
const rawInJson = new RegExp(`[${invisibleActors}]`, 'g');

const namedEscapes: Readonly<Record<string, string>> = {
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\\': '\\\\',
};

const unicodeEscape = (character: string) =>
  `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` with every character a terminal would act on written as an escape: a tab as \t, a
 * right-to-left override as \u202e. A backslash is doubled, so an escape seen is always one made.
 */
export function escapeForTerminal(text: string): string {
  return text.replace(
    terminalActive,
    (character) => namedEscapes[character] ?? unicodeEscape(character),
  );
}

/** Text of several lines for the terminal: its line breaks kept, everything else escaped. */
export function escapeLinesForTerminal(text: string): string[] {
  return text.split(/\r?\n/).map(escapeForTerminal);
}

/** Columns the terminal needs for `text`: wide East Asian characters 2, combining marks 0. */
export const displayWidth = (text: string): number => stringWidth(text);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` escaped for the terminal and cut to `maxWidth` columns, the cut marked with an
 * ellipsis. The cut falls between graphemes (a letter with its marks, a whole emoji, a whole
 * escape), never inside one.
 */
export function terminalCell(text: string, maxWidth: number): string {
  const shown = escapeForTerminal(text);
  if (displayWidth(shown) <= maxWidth) return shown;
  let cut = '';
  let width = 0;
  for (const { segment } of graphemes.segment(text)) {
    const piece = escapeForTerminal(segment);
    const pieceWidth = displayWidth(piece);
    if (width + pieceWidth > maxWidth - 1) break;
    cut += piece;
    width += pieceWidth;
  }
  return `${cut}…`;
}

/** `text` followed by spaces up to `width` columns. */
export function padToWidth(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/**
 * JSON.stringify, with the invisible actors it leaves raw written as \u escapes: the same JSON
 * value, and safe to print in a terminal.
 */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(rawInJson, unicodeEscape);
}
