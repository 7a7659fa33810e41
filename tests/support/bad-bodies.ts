// Generators (fast-check) of request bodies the POST endpoints must refuse: each one is
// bad in a known way, so the answer it must get is known too. Used in-process and over HTTP.
import fc from 'fast-check';
import { contactSubjects } from '../../app/config/contact-subjects';
import { requestFieldLimits } from '../../app/features/inquiries/buyer-request-schema';
import { fieldLimits } from '../../app/features/inquiries/fields';
import { maxBodyBytes } from '../../app/http/request-body.server';

export type BadBody = {
  kind: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** What the server must answer: 400 bad content, 413 too large, 415 wrong type. */
  status: 400 | 413 | 415;
};

export type InquiryForm = 'contact' | 'newsletter' | 'request';

const validFields: Record<InquiryForm, Record<string, string>> = {
  contact: {
    name: 'Dilani Jayasuriya',
    email: 'dilani@example.com',
    subject: 'private',
    message: 'We would like our own label on 10,000 boxes of Ceylon black tea.',
  },
  newsletter: { email: 'dilani@example.com' },
  request: {
    kind: 'quote',
    tea: 'grade:bop',
    quantity: '2.5',
    unit: 'tonnes',
    packing: 'tea-bags',
    incoterm: 'cif',
    destinationPort: 'Durban',
    destinationCountry: 'ZA',
    company: 'Cape Tea Importers',
    name: 'Dilani Jayasuriya',
    email: 'dilani@example.com',
    message: 'A quote for monthly shipments of tea bags, please.',
  },
};

const json = 'application/json';
const form = 'application/x-www-form-urlencoded';
const encode = (text: string) => new TextEncoder().encode(text);

/** Leaves the field out altogether. */
const missing = Symbol('missing');

// Control characters other than tab and line breaks, which the schema refuses inside text.
const forbiddenControlCharacter = fc
  .integer({ min: 0, max: 0x9f })
  .filter((code) => (code < 0x20 && ![0x09, 0x0a, 0x0d].includes(code)) || code >= 0x7f)
  .map((code) => String.fromCharCode(code));

/** A valid value with a forbidden control character inside (not at an end, where trim would drop \v or \f). */
const withControlCharacter = (value: string) =>
  fc
    .tuple(fc.integer({ min: 1, max: value.length - 1 }), forbiddenControlCharacter)
    .map(([at, character]) => `${value.slice(0, at)}${character}${value.slice(at)}`);

const longerThan = (limit: number, make: (length: number) => string) =>
  fc.integer({ min: limit + 1, max: limit + 400 }).map(make);

const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** Ways to make each field invalid as text; `typed` adds the values only JSON can carry. */
function fieldCorruptions(
  formName: InquiryForm,
  typed: boolean,
): Record<string, fc.Arbitrary<unknown>> {
  const valid = validFields[formName];
  const text = (...options: fc.Arbitrary<unknown>[]) =>
    fc.oneof(fc.constant(missing), ...options, ...(typed ? [notAString] : []));
  const email = text(
    fc.string().filter((value) => !value.includes('@')),
    longerThan(fieldLimits.emailMax, (length) => `${'a'.repeat(length - 12)}@example.com`),
    withControlCharacter(valid.email ?? ''),
  );
  if (formName === 'newsletter') return { email };
  const name = text(
    fc.string({ maxLength: fieldLimits.nameMin - 1 }),
    longerThan(fieldLimits.nameMax, (length) => 'N'.repeat(length)),
    withControlCharacter(valid.name ?? ''),
  );
  const message = text(
    fc.string({ maxLength: fieldLimits.messageMin - 1 }),
    longerThan(fieldLimits.messageMax, (length) => 'm'.repeat(length)),
    withControlCharacter(valid.message ?? ''),
  );
  if (formName === 'request') {
    const notOneOf = (values: readonly string[]) =>
      text(fc.string().filter((value) => !values.includes(value)));
    return {
      kind: notOneOf(['quote', 'samples']),
      // A tea not on offer: no generated string is one of the select's values.
      tea: text(fc.string().filter((value) => !/^(product|grade|collection):/.test(value))),
      // Numbers are quantities too, so only what is not a positive one up to the limit.
      quantity: fc.oneof(
        fc.constant(missing),
        fc.string().filter((value) => !/^\s*\d{1,9}(\.\d{1,3})?\s*$/.test(value)),
        fc.constantFrom('0', '-1', String(requestFieldLimits.quantityMax + 1)),
        ...(typed ? [fc.constantFrom(0, -2.5, true, null), fc.array(fc.integer())] : []),
      ),
      unit: notOneOf(['kg', 'tonnes']),
      packing: notOneOf(['paper-sacks', 'chests', 'tea-bags', 'retail-packs']),
      incoterm: notOneOf(['fob-colombo', 'cfr', 'cif']),
      destinationCountry: text(fc.string().filter((value) => !/^[A-Z]{2}$/.test(value))),
      destinationPort: text(
        fc.string({ maxLength: requestFieldLimits.portMin - 1 }),
        longerThan(requestFieldLimits.portMax, (length) => 'P'.repeat(length)),
        withControlCharacter(valid.destinationPort ?? ''),
      ),
      company: text(
        fc.string({ maxLength: requestFieldLimits.companyMin - 1 }),
        longerThan(requestFieldLimits.companyMax, (length) => 'C'.repeat(length)),
        withControlCharacter(valid.company ?? ''),
      ),
      name,
      email,
      message,
    };
  }
  return {
    name,
    email,
    subject: text(
      fc.string().filter((value) => !(contactSubjects as readonly string[]).includes(value)),
    ),
    message,
  };
}

/** The valid fields with one or more of them made invalid (or left out). */
function invalidFields(formName: InquiryForm, typed: boolean) {
  const corruptions = fieldCorruptions(formName, typed);
  return fc
    .uniqueArray(fc.constantFrom(...Object.keys(corruptions)), { minLength: 1 })
    .chain((names) =>
      fc.tuple(...names.map((name) => corruptions[name] as fc.Arbitrary<unknown>)).map((values) => {
        const fields: Record<string, unknown> = { ...validFields[formName] };
        names.forEach((name, index) => {
          if (values[index] === missing) delete fields[name];
          else fields[name] = values[index];
        });
        return fields;
      }),
    );
}

/** A JSON object text from members in order, so keys may repeat or be prototype keys. */
const objectText = (members: [string, unknown][]) =>
  `{${members.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;

const validMembers = (formName: InquiryForm) => Object.entries(validFields[formName]);

const insertAt = <T>(items: T[], extra: T) =>
  fc.nat(items.length).map((at) => [...items.slice(0, at), extra, ...items.slice(at)]);

// Byte sequences no UTF-8 decoder may accept: a stray continuation, an overlong slash, a
// surrogate, a code point past U+10FFFF, bytes that never occur, a lead byte without its tail.
const invalidUtf8 = fc.constantFrom(
  [0x80],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xfe],
  [0xff],
  [0xc3, 0x28],
);

const wrongContentType = fc.oneof(
  fc.constantFrom(
    '',
    'text/plain',
    'text/html; charset=utf-8',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json-patch+json',
    'application/javascript',
    'application/x-www-form-urlencoded-evil',
  ),
  fc
    .stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,24}$/)
    .filter((type) => type !== json && type !== form),
);

/** Every kind of bad body for one form's endpoint, JSON and form-encoded. */
export function badBody(formName: InquiryForm): fc.Arbitrary<BadBody> {
  const valid = validFields[formName];
  const validJson = JSON.stringify(valid);
  const bad = (kind: string, contentType: string, status: BadBody['status']) => (text: string) =>
    ({ kind, contentType, bytes: encode(text), status }) satisfies BadBody;

  return fc.oneof(
    invalidFields(formName, true).map((fields) =>
      bad('invalid JSON fields', json, 400)(JSON.stringify(fields)),
    ),
    invalidFields(formName, false).map((fields) =>
      bad(
        'invalid form fields',
        form,
        400,
      )(new URLSearchParams(fields as Record<string, string>).toString()),
    ),
    fc
      .tuple(
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .chain(([key, value]) => insertAt<[string, unknown]>(validMembers(formName), [key, value]))
      .map((members) => bad('prototype key', json, 400)(objectText(members))),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.string({ maxLength: 20 }))
      .map(([key, value]) =>
        bad(
          'prototype key',
          form,
          400,
        )(`${new URLSearchParams(valid).toString()}&${key}=${encodeURIComponent(value)}`),
      ),
    fc
      .tuple(fc.constantFrom(...Object.keys(valid)), fc.string({ maxLength: 30 }))
      .chain(([key, value]) => insertAt<[string, unknown]>(validMembers(formName), [key, value]))
      .map((members) => bad('repeated JSON key', json, 400)(objectText(members))),
    fc
      .tuple(fc.constantFrom(...Object.keys(valid)), fc.string({ maxLength: 30 }))
      .map(([key, value]) =>
        bad(
          'repeated form field',
          form,
          400,
        )(
          `${new URLSearchParams(valid).toString()}&${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
        ),
      ),
    fc
      .jsonValue({ maxDepth: 2 })
      .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
      .map((value) => bad('JSON that is not an object', json, 400)(JSON.stringify(value))),
    fc
      .oneof(
        fc.nat(validJson.length - 1).map((length) => validJson.slice(0, length)),
        fc.string().filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        }),
      )
      .map(bad('malformed JSON', json, 400)),
    fc
      .tuple(
        fc.constantFrom(json, form),
        fc.integer({ min: maxBodyBytes + 1, max: maxBodyBytes * 4 }),
      )
      .map(([contentType, size]) => {
        const padded = { ...valid, padding: 'p'.repeat(size) };
        const text =
          contentType === json ? JSON.stringify(padded) : new URLSearchParams(padded).toString();
        return bad('over 16 KiB', contentType, 413)(text);
      }),
    fc
      .tuple(fc.constantFrom(json, form), invalidUtf8, fc.nat())
      .map(([contentType, sequence, position]) => {
        const text = contentType === json ? validJson : new URLSearchParams(valid).toString();
        const bytes = encode(text);
        const at = position % (bytes.length + 1);
        return {
          kind: 'invalid UTF-8',
          contentType,
          bytes: new Uint8Array([...bytes.slice(0, at), ...sequence, ...bytes.slice(at)]),
          status: 400,
        } satisfies BadBody;
      }),
    wrongContentType.map((contentType) => bad('wrong content type', contentType, 415)(validJson)),
  );
}
