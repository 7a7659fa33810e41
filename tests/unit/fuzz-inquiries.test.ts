// Thousands of generated bad bodies against both POST endpoints and the form actions:
// each is answered with the 4xx its kind calls for, never a 5xx or a throw, and no row is
// stored. In-process for numbers; a smaller run over HTTP against a real server is
// tests/integration/fuzz-inquiries-http.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { action as aboutPageAction } from '~/routes/($lang).about';
import { action as contactApiAction } from '~/routes/api.contact';
import { action as subscribeApiAction } from '~/routes/api.subscribe';
import { action as requestApiAction } from '~/routes/api.requests';
import { action as contactPageAction } from '~/routes/($lang).contact';
import { action as requestPageAction } from '~/routes/($lang).request';
import { badBody, type BadBody, type InquiryForm } from '../support/bad-bodies';
import { postRaw } from './request-helpers';

const storedRows = () =>
  getDatabase()
    .$client.prepare(
      `select (select count(*) from contact_messages) + (select count(*) from subscriptions)
         + (select count(*) from buyer_requests) as total`,
    )
    .pluck()
    .get() as number;

/** The status an action answered: a Response's, or that of the data a page re-renders with. */
function statusOf(answer: Response | { init: ResponseInit | null }): number | undefined {
  return answer instanceof Response ? answer.status : (answer.init?.status ?? undefined);
}

const inProcessRuns = 1_000;

describe.each([
  { path: '/api/contact', form: 'contact', action: contactApiAction },
  { path: '/api/subscribe', form: 'newsletter', action: subscribeApiAction },
  { path: '/contact', form: 'contact', action: contactPageAction },
  { path: '/about', form: 'newsletter', action: aboutPageAction },
  { path: '/api/requests', form: 'request', action: requestApiAction },
  { path: '/request', form: 'request', action: requestPageAction },
] as const)('POST $path in-process', ({ path, form, action }) => {
  it(`answers ${inProcessRuns} bad bodies with their 4xx and stores nothing`, async () => {
    const rowsBefore = storedRows();
    await fc.assert(
      fc.asyncProperty(badBody(form as InquiryForm), async (body: BadBody) => {
        const answer = await postRaw(action, path, body.bytes, body.contentType);
        expect(statusOf(answer), body.kind).toBe(body.status);
        expect(storedRows(), body.kind).toBe(rowsBefore);
      }),
      { numRuns: inProcessRuns },
    );
  }, 120_000);
});

// Text as a careless or hostile client sends it: letters of several scripts and, now and
// then, a character no field may store (a lone surrogate, a bidi control, a line break in a
// single-line field) or one that shows nothing. JSON carries lone surrogates as "\ud800"
// escapes; the form encoding sends them as the bytes a sloppy encoder would (CESU-8), and may
// carry %-escapes that are not UTF-8 or not escapes at all.
const letter = fc.constantFrom(
  ...['a', 'Z', '7', ' ', '-', "'", 'é', 'e\u0301', 'ක', 'ශ්‍රී', 'த', '王', 'م', '🍵', '𠀀'],
);
const oddCharacter = fc.constantFrom(
  ...['\uD800', '\uDFFF', '\u202E', '\u2067', '\r\n', '\n', '\u2028', '\t'],
  ...['\u200B', '\u200D', '\uFEFF', '\u00AD', '\u200F', '\u3164'],
);
const fuzzedText = (characters: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc
    .array(
      fc.oneof({ weight: 30, arbitrary: characters }, { weight: 1, arbitrary: oddCharacter }),
      { minLength, maxLength },
    )
    .map((parts) => parts.join(''));
const fuzzedEmail = fuzzedText(fc.constantFrom('a', 'b', '7', '_'), 1, 12).map(
  (local) => `${local}@example.com`,
);
const notUtf8OrNotAnEscape = fc.constantFrom('%F6', '%C3', '%C3%28', '%ED%A0%80', '%zz', '%');

/** The forms whose text is fuzzed field by field; the request form shares their text fields. */
type TextFuzzedForm = Exclude<InquiryForm, 'request'>;

const fuzzedFields: Record<TextFuzzedForm, fc.Arbitrary<Record<string, string>>> = {
  contact: fc.record({
    name: fuzzedText(letter, 1, 16),
    email: fuzzedEmail,
    subject: fc.constant('wholesale'),
    message: fuzzedText(letter, 8, 40),
  }),
  newsletter: fc.record({ email: fuzzedEmail }),
};

/** Percent-encodes as a sloppy client might: a lone surrogate as its three CESU-8 bytes. */
function sloppyFormEncode(text: string): string {
  return [...text]
    .map((character) => {
      const code = character.codePointAt(0) ?? 0;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(character);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

type FuzzedBody = { contentType: string; text: string; mustRefuse: boolean };

// Encoding turns a lone surrogate into U+FFFD, so only well-formed text comes back the same.
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const isWellFormed = (text: string) => utf8Decoder.decode(new TextEncoder().encode(text)) === text;
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/;
const lineBreak = /[\r\n\u2028\u2029]/;

/** Whether no schema may take `fields` as sent, whatever else is right or wrong with them. */
const carriesUnstorableText = (fields: Record<string, string>) =>
  Object.entries(fields).some(
    ([name, value]) =>
      !isWellFormed(value) ||
      bidiControl.test(value) ||
      (name !== 'message' && lineBreak.test(value)),
  );

/** A body for `form`'s fields, form-encoded or, unless `formEncodedOnly`, JSON. */
function fuzzedBody(form: TextFuzzedForm, formEncodedOnly: boolean): fc.Arbitrary<FuzzedBody> {
  const fields = fuzzedFields[form];
  const jsonBody = fields.map((values) => ({
    contentType: 'application/json',
    text: JSON.stringify(values),
    mustRefuse: carriesUnstorableText(values),
  }));
  const formEncodedBody = fc
    .tuple(
      fields,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.tuple(fc.nat(), notUtf8OrNotAnEscape) },
      ),
    )
    .map(([values, badEscape]) => {
      let text = Object.entries(values)
        .map(([name, value]) => `${name}=${sloppyFormEncode(value)}`)
        .join('&');
      if (badEscape) {
        // At the end of a value, so what follows cannot complete it into a valid escape.
        const valueEnd = text.indexOf('&', badEscape[0] % text.length);
        const at = valueEnd === -1 ? text.length : valueEnd;
        text = `${text.slice(0, at)}${badEscape[1]}${text.slice(at)}`;
      }
      return {
        contentType: 'application/x-www-form-urlencoded',
        text,
        mustRefuse: badEscape !== null || carriesUnstorableText(values),
      };
    });
  return formEncodedOnly ? formEncodedBody : fc.oneof(jsonBody, formEncodedBody);
}

/** What the rows stored after `id` hold, as SQLite holds it: bytes, not yet decoded. */
function storedBytesAfter(table: 'contact_messages' | 'subscriptions', id: number) {
  const columns = table === 'contact_messages' ? ['name', 'email', 'message'] : ['email'];
  return getDatabase()
    .$client.prepare(
      `select ${columns.map((column) => `cast(${column} as blob) as ${column}`).join(', ')}
       from ${table} where id > ?`,
    )
    .all(id) as Record<string, Buffer>[];
}

const newestId = (table: 'contact_messages' | 'subscriptions') =>
  getDatabase()
    .$client.prepare(`select coalesce(max(id), 0) from ${table}`)
    .pluck()
    .get() as number;

const fuzzedTextRuns = 250;

describe.each([
  { path: '/api/contact', form: 'contact', action: contactApiAction, formEncodedOnly: false },
  {
    path: '/api/subscribe',
    form: 'newsletter',
    action: subscribeApiAction,
    formEncodedOnly: false,
  },
  // The page reads only what its form sends.
  { path: '/contact', form: 'contact', action: contactPageAction, formEncodedOnly: true },
] as const)('POST $path with fuzzed text', ({ path, form, action, formEncodedOnly }) => {
  it(`refuses unstorable text and stores only well-formed, visible, override-free text`, async () => {
    const table = form === 'contact' ? 'contact_messages' : 'subscriptions';
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(fuzzedBody(form, formEncodedOnly), async (body) => {
        const before = newestId(table);
        const answer = await postRaw(action, path, body.text, body.contentType);
        const status = statusOf(answer) ?? 0;
        // Taken (2xx, or the page's redirect) or refused as bad input, never anything else.
        expect(status === 400 || (status >= 200 && status < 400), `status ${status}`).toBe(true);
        if (body.mustRefuse) expect(status).toBe(400);
        if (status !== 400) taken += 1;
        for (const row of storedBytesAfter(table, before)) {
          for (const [column, bytes] of Object.entries(row)) {
            const text = utf8Decoder.decode(bytes);
            expect(text, column).not.toMatch(bidiControl);
            expect(text, column).toMatch(/[^\s\p{Default_Ignorable_Code_Point}]/u);
            if (column !== 'message') expect(text, column).not.toMatch(lineBreak);
          }
        }
      }),
      { numRuns: fuzzedTextRuns },
    );
    // Some of the fuzzed text must be taken, or the checks of what is stored check nothing.
    expect(taken).toBeGreaterThan(fuzzedTextRuns / 10);
  }, 60_000);
});
