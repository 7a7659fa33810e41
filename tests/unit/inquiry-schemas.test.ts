import { describe, expect, it } from 'vitest';
import { contactSchema, newsletterSchema, normalizeText } from '~/lib/inquiry-schemas';

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

  it('enforces the upper limits of DESIGN.md', () => {
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

describe('newsletter schema', () => {
  it('trims and lower-cases the address', () => {
    expect(newsletterSchema.parse({ email: '  Ann.Perera@Example.COM ' }).email).toBe(
      'ann.perera@example.com',
    );
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
