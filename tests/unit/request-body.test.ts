import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BadRequestError, readSubmittedBody, topLevelJsonKeys } from '~/lib/request-body.server';

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
