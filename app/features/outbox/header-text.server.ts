/**
 * Text as it may stand in an e-mail header: one line of plain text that every mail program shows
 * as it is. Visitors' names, companies and tea names reach the Subject of a notification, so a
 * name must not be able to add a header, reorder what the reader sees, hide text, or be decoded
 * into any of that (`=?UTF-8?B?...?=`, RFC 2047) by the reader's mail program.
 */
export function headerText(value: string): string {
  return value
    .replace(loneSurrogates, '\uFFFD')
    .replace(lineAndSpaceCharacters, ' ')
    .replace(invisibleCharacters, '')
    .replace(strayJoiners, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(encodedWordOpener, '= ?');
}

// Half of a surrogate pair is no character; UTF-8 cannot carry it.
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// Tab, the line breaks (CR, LF, VT, FF, NEL, U+2028/2029) and every other kind of space: a header
// is one line, and a line break in it would start a header of the visitor's making.
const lineAndSpaceCharacters = /[\t\n\v\f\r\u0085\p{Zl}\p{Zp}\p{Zs}]/gu;

// The other control characters (C0, DEL, C1) and everything that shows nothing: bidi
// embeddings, overrides, isolates and marks (U+202A-202E, U+2066-2069, U+200E/F, U+061C),
// zero-width spaces, soft hyphens, BOMs, variation selectors, Hangul fillers and tag characters
// (all Default_Ignorable), and the other format characters (Cf); the joiners are the next step's.
const invisibleCharacters = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

// The joiners U+200C/U+200D stay between letters, marks or pictographs: Sinhala, Persian and the
// Indic scripts spell words with them ('ශ්‍රී'), and emoji sequences are drawn with them.
// Anywhere else they only hide something.
const strayJoiners =
  /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;

// An encoded word starts with '=?'; with a space inside, no mail program decodes one.
const encodedWordOpener = /=\?/g;
