// What a visitor typed, as it may stand in an e-mail header (app/features/outbox/header-text.server.ts):
// named cases, then generated text full of the characters and fragments that do harm there.
// A real message through a real SMTP server, read by mailparser, is
// tests/integration/mail-headers.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerText } from '~/features/outbox/header-text.server';

/** `text` as an RFC 2047 encoded word, the way a mail program would decode it. */
const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

// Controls (C0, DEL, C1), line and paragraph separators, bidi controls and invisible characters.
const harmful = [
  '\u0000',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u000B',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009B',
  '\u00AD',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u2028',
  '\u2029',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u3164',
  '\uFE0F',
  '\uFEFF',
  '\uD800',
  '\uDC00',
  '\u{E0041}',
  '\u{E0100}',
];

/** Text built of letters, spaces, '=' and '?', encoded words and every harmful character. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.constantFrom(...harmful, '=', '?', '=?', '?=', ' ', 'Bcc: x@example.com'),
      fc.string({ maxLength: 6 }).map(encodedWord),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

const bidiAndLineBreaks = /[\r\n\u0085\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const controls = /\p{Cc}/u;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('headerText', () => {
  it.each([
    [
      'an encoded word decoding to a right-to-left override',
      `Omar ${encodedWord('\u202Eexe.pdf')}`,
    ],
    ['an encoded word decoding to CRLF and Bcc', `Omar${encodedWord('\r\nBcc: all@example.com')}`],
  ])('leaves %s as literal text no mail program decodes', (_case, name) => {
    const text = headerText(name);
    expect(text).not.toContain('=?');
    expect(text).toBe(name.replaceAll('=?', '= ?'));
  });

  it.each([
    ['Omar\r\nBcc: all@example.com', 'Omar Bcc: all@example.com'],
    ['Omar\nBcc: all@example.com', 'Omar Bcc: all@example.com'],
    ['\u202Efdp.exe', 'fdp.exe'],
    ['Anna\u2066 Schmidt\u2069', 'Anna Schmidt'],
    ['in\u200Bvisible\u00ADtext\uFEFF', 'invisibletext'],
    ['bell\u0007 escape\u001B[31m del\u007F c1\u009B', 'bell escape[31m del c1'],
    ['  tabs\tand   spaces\u00A0\u3000here  ', 'tabs and spaces here'],
    ['half \uD800 pair', 'half \uFFFD pair'],
    ['a==??b', 'a== ??b'],
    ['tag\u{E0041}\u{E0042} smuggled', 'tag smuggled'],
  ])('makes %j plain: %j', (value, plain) => {
    expect(headerText(value)).toBe(plain);
  });

  it.each([
    'Omar Haddad',
    'Gulf Tea Trading LLC',
    'Quote request from Анна Шмидт, Teehaus Nord GmbH: Uva BOP (request #12)',
    'ශ්‍රී ලංකා තේ',
    'مهرداد می‌خواهد',
    'O’Brien & Søn (2.5 t)',
    'Team 👩‍💻',
    'mail=me?please',
  ])('keeps plain text as it is: %s', (value) => {
    expect(headerText(value)).toBe(value);
  });

  it('never lets through a control, bidi or line-break character, an encoded word or half a pair', () => {
    fc.assert(
      fc.property(hostileText, (value) => {
        const text = headerText(value);
        expect(text).not.toMatch(controls);
        expect(text).not.toMatch(bidiAndLineBreaks);
        expect(text).not.toMatch(loneSurrogate);
        expect(text).not.toContain('=?');
        expect(text).toBe(text.trim());
        expect(text).not.toContain('  ');
      }),
      { numRuns: 2_000 },
    );
  });

  it('leaves its own output as it is', () => {
    fc.assert(
      fc.property(hostileText, (value) => {
        const text = headerText(value);
        expect(headerText(text)).toBe(text);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps every visible character, in order', () => {
    fc.assert(
      fc.property(hostileText, (value) => {
        const visible = (text: string) =>
          text.replace(/[^\p{L}\p{N}\p{P}\p{S}]|\p{Default_Ignorable_Code_Point}/gu, '');
        const wellFormed = value.replace(new RegExp(loneSurrogate, 'g'), '\uFFFD');
        expect(visible(headerText(value))).toBe(visible(wellFormed));
      }),
      { numRuns: 2_000 },
    );
  });
});
