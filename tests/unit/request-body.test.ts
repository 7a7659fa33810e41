import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BadRequestError, readSubmittedBody, topLevelJsonKeys } from '~/http/request-body.server';

function jsonRequest(body: string): Request {
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
}

async function refusal(body: string): Promise<BadRequestError> {
  const error: unknown = await readSubmittedBody(jsonRequest(body)).catch((thrown) => thrown);
  if (!(error instanceof BadRequestError)) throw new Error(`not refused: ${body}`);
  return error;
}

describe('duplicate JSON keys', () => {
  it('refuses a field sent twice, which JSON.parse would quietly resolve to the last', async () => {
    const error = await refusal('{"email":"a@b.co","email":"c@d.co"}');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Field "email" was sent more than once.');
  });

  it('sees through escapes: "\\u0065mail" is "email"', async () => {
    const error = await refusal('{"email":"a@b.co", "\\u0065mail":"c@d.co"}');
    expect(error.message).toBe('Field "email" was sent more than once.');
  });

  it('allows the same name at different depths and in string values', async () => {
    const body = await readSubmittedBody(
      jsonRequest('{"name":{"name":1,"name":2},"message":"\\"name\\":\\"x\\", name","x":["name"]}'),
    );
    expect(body.format).toBe('json');
    expect(Object.keys(body.fields)).toEqual(['name', 'message', 'x']);
  });

  it('still refuses prototype keys, at any position', async () => {
    for (const text of ['{"__proto__":{}}', '{"name":"Ann","constructor":1}']) {
      expect((await refusal(text)).message).toMatch(/^Field name ".+" is not allowed\.$/);
    }
  });
});

describe('topLevelJsonKeys', () => {
  // Shallow values keep generation quick; nesting is what the scan must step over.
  const jsonValue = fc.jsonValue({ maxDepth: 2, depthSize: 'xsmall' });
  const spacing = fc.constantFrom('', ' ', '\n', '\t ', '\r\n  ');

  it('lists the members of any object text in order, repeats included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: 'binary' }), jsonValue, spacing), { maxLength: 8 }),
        (members) => {
          const text = `{${members
            .map(
              ([key, value, space]) =>
                `${space}${JSON.stringify(key)}${space}:${space}${JSON.stringify(value)}${space}`,
            )
            .join(',')}}`;
          expect(topLevelJsonKeys(text)).toEqual(members.map(([key]) => key));
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('other refusals', () => {
  it.each([
    ['malformed JSON', '{"name": ', 'Malformed JSON in request body.'],
    ['a JSON array', '[{"name":"Ann"}]', 'Request body must be a JSON object.'],
    ['null', 'null', 'Request body must be a JSON object.'],
  ])('refuses %s with 400', async (_label, text, message) => {
    const error = await refusal(text);
    expect([error.status, error.message]).toEqual([400, message]);
  });

  it('refuses a repeated form field', async () => {
    const error: unknown = await readSubmittedBody(
      new Request('http://localhost/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.co&email=c%40d.co',
      }),
    ).catch((thrown) => thrown);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toBe('Field "email" was sent more than once.');
  });
});

describe('form-encoded bodies, decoded strictly', () => {
  function formRequest(body: string): Request {
    return new Request('http://localhost/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  async function formFields(body: string): Promise<[string, string][]> {
    const submitted = await readSubmittedBody(formRequest(body));
    if (submitted.format !== 'form') throw new Error('not read as a form');
    expect(submitted.fields).toBeInstanceOf(URLSearchParams);
    return [...submitted.fields];
  }

  async function formRefusal(body: string): Promise<[number, string]> {
    const error: unknown = await readSubmittedBody(formRequest(body)).catch((thrown) => thrown);
    if (!(error instanceof BadRequestError)) throw new Error(`not refused: ${body}`);
    return [error.status, error.message];
  }

  it.each([
    ['Latin-1, not UTF-8', 'name=J%F6rg'],
    ['a lead byte without its tail', 'name=%C3'],
    ['a lead byte before a non-continuation', 'name=%C3%28'],
    ['a stray continuation byte', 'name=%80abc'],
    ['an overlong slash', 'name=%C0%AF'],
    ['an encoded surrogate (CESU-8)', 'name=%ED%A0%80'],
    ['a code point past U+10FFFF', 'name=%F4%90%80%80'],
    ['a bad byte in a field name', 'na%FFme=Ann'],
    ['a bad byte after good fields', 'email=a%40b.co&message=%E0%B6'],
  ])('refuses %s with 400, as it does raw invalid UTF-8', async (_label, body) => {
    expect(await formRefusal(body)).toEqual([400, 'Request body is not valid UTF-8.']);
  });

  it.each([
    ['%zz', 'name=%zz'],
    ['a trailing %', 'name=Ann%'],
    ['a % with one digit', 'name=Ann%4'],
    ['a % in a field name', '%=Ann'],
  ])('refuses the malformed escape %s with 400', async (_label, body) => {
    expect(await formRefusal(body)).toEqual([400, 'Request body has a malformed %-escape.']);
  });

  it('decodes valid multibyte UTF-8, raw or %-encoded, and + as a space', async () => {
    expect(
      await formFields('name=%E0%B6%9A%E0%B7%8F+Perera&city=%F0%A0%80%80&note=කා+ok&plus=1%2B1'),
    ).toEqual([
      ['name', 'කා Perera'],
      ['city', '𠀀'],
      ['note', 'කා ok'],
      ['plus', '1+1'],
    ]);
  });

  it('splits as browsers do: empty pairs skipped, a value may hold =, a bare name is empty', async () => {
    expect(await formFields('&a=1=2&&b&c=&')).toEqual([
      ['a', '1=2'],
      ['b', ''],
      ['c', ''],
    ]);
    expect(await formFields('')).toEqual([]);
  });

  it('still refuses a field sent twice, however it is spelled', async () => {
    for (const body of ['email=a%40b.co&email=c%40d.co', 'email=a%40b.co&%65mail=c%40d.co']) {
      expect(await formRefusal(body)).toEqual([400, 'Field "email" was sent more than once.']);
    }
  });

  it('still refuses prototype keys, %-encoded or not', async () => {
    for (const body of ['__proto__=x', 'name=Ann&%5F%5Fproto%5F%5F=x', 'constructor=1']) {
      expect((await formRefusal(body))[1]).toMatch(/^Field name ".+" is not allowed\.$/);
    }
  });

  it('reads any well-formed form body as URLSearchParams would', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(text, text), {
          selector: ([name]) => name,
          maxLength: 6,
        }),
        async (pairs) => {
          fc.pre(
            pairs.every(([name]) => !['__proto__', 'constructor', 'prototype'].includes(name)),
          );
          const body = new URLSearchParams(pairs).toString();
          expect(await formFields(body)).toEqual([...new URLSearchParams(body)]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
