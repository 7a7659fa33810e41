import { describe, expect, it } from 'vitest';
import {
  contactSchema,
  newsletterSchema,
  normalizeText,
  validationMessages,
  visibleLength,
} from '~/features/inquiries/schemas';

const valid = {
  name: 'Ann Perera',
  email: 'ann@example.com',
  subject: 'wholesale',
  message: 'We need 2 tonnes of BOP.',
};

function errorsOf(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('contact schema', () => {
  it('accepts a valid message, trimmed and with LF line endings', () => {
    const result = contactSchema.parse({
      ...valid,
      name: '  Ann Perera ',
      message: ' Line one\r\nLine two\r ',
    });
    expect(result.name).toBe('Ann Perera');
    expect(result.message).toBe('Line one\nLine two');
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', '   A   ', 'Name must be at least 2 characters'],
    ['name', undefined, 'Name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', 5, 'Please enter a valid email address'],
    ['subject', '', 'Please select a subject'],
    ['subject', 'spam', 'Please select a subject'],
    ['message', 'too short', 'Message must be at least 10 characters'],
  ])('refuses %s = %j with the spec message', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field as keyof typeof valid]).toEqual([message]);
  });

  it('accepts each of the four subjects', () => {
    for (const subject of ['product', 'wholesale', 'private', 'other']) {
      expect(contactSchema.safeParse({ ...valid, subject }).success).toBe(true);
    }
  });

  it("enforces the upper limits of docs/architecture.md 'Field limits'", () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(101) }).name).toEqual([
      'Name must be at most 100 characters',
    ]);
    expect(contactSchema.safeParse({ ...valid, name: 'x'.repeat(100) }).success).toBe(true);
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) }).message).toEqual([
      'Message must be at most 5,000 characters',
    ]);
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toBeDefined();
  });

  it('refuses control characters other than tab and newline', () => {
    expect(errorsOf({ ...valid, message: 'Hello\u0000there friend' }).message).toBeDefined();
    expect(errorsOf({ ...valid, name: 'Ann\u001bPerera' }).name).toBeDefined();
    expect(
      contactSchema.safeParse({ ...valid, message: 'Tab\there\nand a new line' }).success,
    ).toBe(true);
  });

  it('refuses arrays and objects in place of text', () => {
    expect(errorsOf({ ...valid, name: ['Ann', 'Bob'] }).name).toBeDefined();
    expect(errorsOf({ ...valid, message: { text: 'hello there' } }).message).toBeDefined();
  });
});

describe('text that is not safe to store', () => {
  // Each field, a valid value, and that value with `inserted` placed inside it.
  const textFields = [
    ['name', 'Ann Perera'],
    ['email', 'ann@example.com'],
    ['message', 'We need 2 tonnes of BOP.'],
  ] as const;
  const inside = (value: string, inserted: string) =>
    `${value.slice(0, 3)}${inserted}${value.slice(3)}`;

  describe.each(textFields)('%s', (field, value) => {
    it.each([
      ['a lone high surrogate', '\uD800'],
      ['a lone low surrogate', '\uDC00'],
      ['a pair in the wrong order', '\uDC00\uD800'],
      ['a high surrogate before another high one', '\uD83C\uD83C\uDF75'],
    ])('refuses %s with the invalid-characters message', (_label, inserted) => {
      expect(errorsOf({ ...valid, [field]: inside(value, inserted) })[field]).toEqual([
        validationMessages.invalidCharacters,
      ]);
    });

    it('refuses a lone surrogate at either end, where trimming cannot help', () => {
      for (const text of [`\uDBFF${value}`, `${value}\uD800`, `${value}\uDC00`]) {
        expect(errorsOf({ ...valid, [field]: text })[field]).toEqual([
          validationMessages.invalidCharacters,
        ]);
      }
    });

    it.each(['202A', '202B', '202C', '202D', '202E', '2066', '2067', '2068', '2069'])(
      'refuses the bidi control U+%s with the control-characters message',
      (code) => {
        const text = inside(value, String.fromCodePoint(parseInt(code, 16)));
        expect(errorsOf({ ...valid, [field]: text })[field]).toEqual([
          validationMessages.controlCharacters,
        ]);
      },
    );

    it('refuses control characters at the ends too, before trimming', () => {
      expect(errorsOf({ ...valid, [field]: `\u000B${value}\u000C` })[field]).toEqual([
        validationMessages.controlCharacters,
      ]);
    });

    it.each([
      ['only a zero-width space', '\u200B'],
      ['zero-width (non-)joiners and a word joiner', '\u200C\u200D\u2060'],
      ['a byte order mark and a soft hyphen', '\uFEFF\u00AD'],
      ['invisible characters among spaces', ' \u200B \u00A0\u3000\u200B\t'],
      ['a Hangul filler and a blank braille pattern', '\u3164\u2800'],
      ['nothing but spaces', '     '],
    ])('refuses %s with the field’s own message', (_label, text) => {
      const required = {
        name: validationMessages.name,
        email: validationMessages.email,
        message: validationMessages.message,
      }[field];
      expect(errorsOf({ ...valid, [field]: text })[field]).toEqual([required]);
    });
  });

  it.each([
    ['CRLF', '\r\n'],
    ['CR', '\r'],
    ['LF', '\n'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
  ])('refuses %s in the single-line name and email', (_label, lineBreak) => {
    expect(errorsOf({ ...valid, name: `Ann${lineBreak}Perera` }).name).toEqual([
      validationMessages.singleLine,
    ]);
    expect(errorsOf({ ...valid, name: `Ann Perera${lineBreak}` }).name).toEqual([
      validationMessages.singleLine,
    ]);
    expect(errorsOf({ ...valid, email: `ann@example.com${lineBreak}Bcc: x@y.co` }).email).toEqual([
      validationMessages.singleLine,
    ]);
  });

  it('keeps the message’s lines, as LF', () => {
    expect(
      contactSchema.parse({ ...valid, message: 'Dear team,\r\n\r\nPlease quote.\rThanks' }).message,
    ).toBe('Dear team,\n\nPlease quote.\nThanks');
  });

  it('counts visible characters for the minimum lengths', () => {
    expect(errorsOf({ ...valid, name: `a${'\u200B'.repeat(5)}` }).name).toEqual([
      validationMessages.name,
    ]);
    expect(
      errorsOf({ ...valid, message: `Hi there!${'\u200B\u00AD'.repeat(10)}` }).message,
    ).toEqual([validationMessages.message]);
    expect(errorsOf({ ...valid, name: 'x'.repeat(101).replace(/x/g, '\u200B') }).name).toEqual([
      validationMessages.name,
    ]);
    // Spaces between visible characters count, as the reader sees them.
    expect(contactSchema.safeParse({ ...valid, message: 'Hi there!!' }).success).toBe(true);
  });

  it.each([
    ['Sinhala', 'සුනිල් පෙරේරා'],
    ['Sinhala with a zero-width joiner (the rakaransaya)', 'ශ්‍රීමතී ජයසූරිය'],
    ['Tamil', 'முருகன் சிவகுமார்'],
    ['Chinese', '王伟'],
    ['Chinese outside the BMP', '𠀀𠀁'],
    ['Arabic', 'محمد الأمين'],
    ['Persian with a zero-width non-joiner', 'علی‌رضا'],
    ['Hebrew after a right-to-left mark', 'Ann \u200Fשרה'],
    ['a decomposed accent', 'Jose\u0301 Nu\u0303n\u0303ez'],
    ['Vietnamese', 'Nguyễn Thị Minh'],
    ['Devanagari', 'अनिल कुमार'],
    ['Hangul', '김민준'],
    ['an apostrophe and a hyphen', "O'Brien-Smith"],
  ])('accepts a real name in %s, stored as typed', (_label, name) => {
    const result = contactSchema.safeParse({ ...valid, name });
    expect(result.success && result.data.name).toBe(name);
  });

  it('accepts emoji, joined ones too, and marks in a message', () => {
    const message = 'Thank you 🍵🙏🏽 — our team 👩‍👩‍👧 loves Uva!\u200E';
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
  });
});

describe('visibleLength', () => {
  it.each([
    ['', 0],
    ['ab', 2],
    ['a b', 3],
    [' \u200Bab\u200B ', 2],
    ['a\u200B\u200C\u200D\u2060\uFEFF\u00AD', 1],
    ['𠀀', 1],
    ['\u200B \u200B', 0],
  ])('%j is %i', (text, length) => {
    expect(visibleLength(text)).toBe(length);
  });
});

describe('newsletter schema', () => {
  it('trims and lower-cases the address', () => {
    expect(newsletterSchema.parse({ email: '  Ann.Perera@Example.COM ' }).email).toBe(
      'ann.perera@example.com',
    );
  });

  it.each([
    ['a lone surrogate', 'ann\uD800@example.com', validationMessages.invalidCharacters],
    ['a bidi override', 'ann\u202E@example.com', validationMessages.controlCharacters],
    ['a line break', 'ann@example.com\r\n', validationMessages.singleLine],
    ['only invisible characters', '\u200B\uFEFF', validationMessages.email],
  ])('refuses an address with %s', (_label, email, message) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success ? [] : result.error.flatten().fieldErrors.email).toEqual([message]);
  });

  it('refuses an invalid address with the spec message', () => {
    const result = newsletterSchema.safeParse({ email: 'ann@' });
    expect(result.success ? [] : result.error.flatten().fieldErrors.email).toEqual([
      'Please enter a valid email address',
    ]);
  });
});

describe('normalizeText', () => {
  it('turns CRLF and CR into LF and trims', () => {
    expect(normalizeText('\r\n a\r\nb\rc \n')).toBe('a\nb\nc');
  });
});
