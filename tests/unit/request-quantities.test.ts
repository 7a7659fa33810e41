// The numbers of a quote or sample request (app/features/inquiries/buyer-request-schema.ts): the
// one schema read as the page's action reads a form without script (Conform's parseWithZod over
// the form's text) and as POST /api/requests reads JSON, with the same verdicts; and the amount
// as stored and e-mailed. The same inputs over HTTP on a real server, and the e-mail as a mail
// program reads it, are tests/integration/request-quantities.test.ts.
import { parseWithZod } from '@conform-to/zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import {
  buyerRequestSchema,
  requestValidationMessages as messages,
} from '~/features/inquiries/buyer-request-schema';
import { saveBuyerRequest } from '~/features/inquiries/store.server';
import { teaValues } from '~/features/inquiries/tea-choices';
import { listTeaChoices } from '~/features/inquiries/tea-choices.server';
import { sampleQuoteRequest } from '../support/sample-inquiries';

const schema = () => buyerRequestSchema(teaValues(listTeaChoices()));
const quote = sampleQuoteRequest();
const samples = { ...quote, kind: 'samples', quantity: '', sampleCount: '3' };

type Verdict = { value: number } | { error: string };
type NumberField = 'quantity' | 'sampleCount';

/** What the page's action makes of the form's fields: Conform reading the form data. */
function formVerdict(fields: Record<string, string>, field: NumberField): Verdict {
  const submission = parseWithZod(new URLSearchParams(fields), { schema: schema() });
  if (submission.status === 'success') {
    return { value: (submission.value as Record<string, unknown>)[field] as number };
  }
  return { error: submission.error?.[field]?.join(' ') ?? 'another field failed' };
}

/** What POST /api/requests makes of the same fields in JSON. */
function apiVerdict(fields: Record<string, unknown>, field: NumberField): Verdict {
  const result = schema().safeParse(JSON.parse(JSON.stringify(fields)));
  if (result.success) return { value: (result.data as Record<string, unknown>)[field] as number };
  return {
    error: result.error.flatten().fieldErrors[field]?.join(' ') ?? 'another field failed',
  };
}

describe('a quantity', () => {
  it.each<[string, Verdict]>([
    ['2.5', { value: 2.5 }],
    ['500', { value: 500 }],
    [' 12 ', { value: 12 }],
    ['2.50', { value: 2.5 }],
    ['0.3', { value: 0.3 }],
    ['007', { value: 7 }],
    ['0.001', { value: 0.001 }],
    ['1000000', { value: 1_000_000 }],
    ['1000000.000', { value: 1_000_000 }],
    ['1e3', { error: messages.quantityFormat }],
    ['1E3', { error: messages.quantityFormat }],
    ['0x10', { error: messages.quantityFormat }],
    ['0b11', { error: messages.quantityFormat }],
    ['1e-300', { error: messages.quantityFormat }],
    ['1,000', { error: messages.quantityFormat }],
    ['1 000', { error: messages.quantityFormat }],
    ['2,5', { error: messages.quantityFormat }],
    ['.5', { error: messages.quantityFormat }],
    ['5.', { error: messages.quantityFormat }],
    ['1.2.3', { error: messages.quantityFormat }],
    ['+5', { error: messages.quantityFormat }],
    ['Infinity', { error: messages.quantityFormat }],
    ['NaN', { error: messages.quantityFormat }],
    ['５', { error: messages.quantityFormat }],
    ['2.5 t', { error: messages.quantityFormat }],
    ['0.0001', { error: messages.quantityPrecision }],
    ['0.30000000000000004', { error: messages.quantityPrecision }],
    ['-1', { error: messages.quantity }],
    ['-0.5', { error: messages.quantity }],
    ['0', { error: messages.quantity }],
    ['0.000', { error: messages.quantity }],
    ['', { error: messages.quantity }],
    ['   ', { error: messages.quantity }],
    ['1000000.001', { error: messages.quantityTooLarge }],
    ['99999999999999999999999', { error: messages.quantityTooLarge }],
  ])('%j: the form and the API both give %j', (quantity, verdict) => {
    const fields = { ...quote, quantity };
    expect(formVerdict(fields, 'quantity')).toEqual(verdict);
    expect(apiVerdict(fields, 'quantity')).toEqual(verdict);
  });

  it.each<[number, Verdict]>([
    [2.5, { value: 2.5 }],
    [500, { value: 500 }],
    [0.001, { value: 0.001 }],
    // JSON.parse reads 1e3 as the number 1000, which it is: nothing of the '1e' is left to refuse.
    [1e3, { value: 1000 }],
    [1e-300, { error: messages.quantityFormat }],
    [1e21, { error: messages.quantityFormat }],
    [0.0001, { error: messages.quantityPrecision }],
    [0.1 + 0.2, { error: messages.quantityPrecision }],
    [0, { error: messages.quantity }],
    [-2.5, { error: messages.quantity }],
    [1_000_000.5, { error: messages.quantityTooLarge }],
  ])('as a JSON number, %j gives %j', (quantity, verdict) => {
    expect(apiVerdict({ ...quote, quantity }, 'quantity')).toEqual(verdict);
  });

  it.each([[true], [null], [[2.5]], [{ value: 2.5 }]])(
    'as JSON %j, is refused with the message to enter one',
    (quantity) => {
      expect(apiVerdict({ ...quote, quantity }, 'quantity')).toEqual({ error: messages.quantity });
    },
  );

  it('reads its own output again, as the script posts what it checked', () => {
    for (const quantity of ['0.001', '2.5', '123456.789', '1000000']) {
      const once = schema().parse({ ...quote, quantity });
      expect(schema().parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
    }
  });
});

describe('a number of samples', () => {
  it.each<[string, Verdict]>([
    ['3', { value: 3 }],
    [' 10 ', { value: 10 }],
    ['01', { value: 1 }],
    ['1e1', { error: messages.sampleCount }],
    ['0x5', { error: messages.sampleCount }],
    ['3.0', { error: messages.sampleCount }],
    ['2.5', { error: messages.sampleCount }],
    ['.5', { error: messages.sampleCount }],
    ['Infinity', { error: messages.sampleCount }],
    ['-1', { error: messages.sampleCount }],
    ['0', { error: messages.sampleCount }],
    ['11', { error: messages.sampleCount }],
    ['', { error: messages.sampleCount }],
  ])('%j: the form and the API both give %j', (sampleCount, verdict) => {
    const fields = { ...samples, sampleCount };
    expect(formVerdict(fields, 'sampleCount')).toEqual(verdict);
    expect(apiVerdict(fields, 'sampleCount')).toEqual(verdict);
  });
});

describe('the amount as stored and e-mailed', () => {
  const sqlite = () => getDatabase().$client;
  beforeEach(() => {
    sqlite().exec('delete from outbox; delete from buyer_requests;');
  });

  it.each([
    ['2.50', 'tonnes', 2.5, '2.5 tonnes'],
    ['500', 'kg', 500, '500 kg'],
    ['0.3', 'kg', 0.3, '0.3 kg'],
    [' 0.001 ', 'tonnes', 0.001, '0.001 tonnes'],
    ['123456.789', 'kg', 123456.789, '123456.789 kg'],
    ['1000000', 'kg', 1_000_000, '1000000 kg'],
  ])('%j %s is stored as %j and e-mailed as %j', async (quantity, unit, stored, text) => {
    const { id } = await saveBuyerRequest(schema().parse({ ...quote, quantity, unit }));
    expect(
      sqlite().prepare('select quantity, unit from buyer_requests where id = ?').get(id),
    ).toEqual({ quantity: stored, unit });
    const body = sqlite()
      .prepare('select body from outbox where buyer_request_id = ?')
      .pluck()
      .get(id) as string;
    expect(body.split('\n')).toContain(`Amount:    ${text}`);
  });
});
