// Quote and sample requests on this file's own SQLite database: the one schema, the prefill of
// /request, the row and its e-mail in one transaction, POST /api/requests and the page's action.
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { adraPage } from '~/content/catalogue/adra';
import { bulkPage } from '~/content/catalogue/bulk';
import { oemPage } from '~/content/catalogue/oem';
import { privateLabelPage } from '~/content/catalogue/private-label';
import { specialPage } from '~/content/catalogue/special';
import { teaGrades } from '~/content/tea-grades';
import { buyerRequestPrefillFor, requestPath } from '~/features/inquiries/buyer-request-prefill';
import {
  buyerRequestSchema,
  requestValidationMessages,
} from '~/features/inquiries/buyer-request-schema';
import { countryCodes } from '~/content/country-codes';
import { languageCodes } from '~/i18n/languages';
import { translationFiles } from '~/i18n/translations.server';
import { saveBuyerRequest } from '~/features/inquiries/store.server';
import { validationMessages } from '~/features/inquiries/schemas';
import { teaValues } from '~/features/inquiries/tea-choices';
import { listTeaChoices } from '~/features/inquiries/tea-choices.server';
import { action as apiAction, loader as apiLoader } from '~/routes/api.requests';
import { action as pageAction } from '~/routes/($lang).request';
import { loadContextFor, postJson, postRaw } from './request-helpers';
import { sampleQuoteRequest } from '../support/sample-inquiries';

const sqlite = () => getDatabase().$client;
const count = (table: string) =>
  (sqlite().prepare(`select count(*) as total from ${table}`).get() as { total: number }).total;

const quote = sampleQuoteRequest();

const samples = {
  kind: 'samples',
  tea: 'collection:black-tea/pekoe',
  sampleCount: '4',
  packing: 'chests',
  incoterm: 'cif',
  destinationPort: 'Hamburg',
  destinationCountry: 'DE',
  company: 'Teehaus Nord GmbH',
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  message: 'Samples for our autumn blend, please.',
};

const schema = () => buyerRequestSchema(teaValues(listTeaChoices()));

beforeEach(() => {
  sqlite().exec('delete from outbox; delete from buyer_requests;');
});

describe('the request schema', () => {
  it('reads a quote, with the quantity as a number, and drops the sample fields', () => {
    const result = schema().parse({ ...quote, sampleCount: 'ignored' });
    expect(result).toMatchObject({ kind: 'quote', quantity: 2.5, unit: 'tonnes' });
    expect(result).not.toHaveProperty('sampleCount');
  });

  it('reads a sample request and drops the quote fields, as a form without script sends both', () => {
    const result = schema().parse({ ...samples, quantity: 'lots', unit: 'barrels' });
    expect(result).toMatchObject({ kind: 'samples', sampleCount: 4 });
    expect(result).not.toHaveProperty('quantity');
    expect(result).not.toHaveProperty('phone');
  });

  it('takes its own output again: the script posts what it checked', () => {
    const once = schema().parse(quote);
    expect(schema().parse(once)).toEqual(once);
  });

  it.each([
    [{ kind: 'wholesale' }, 'kind', requestValidationMessages.kind],
    [{ tea: 'grade:darjeeling' }, 'tea', requestValidationMessages.tea],
    [{ tea: 'product:999' }, 'tea', requestValidationMessages.tea],
    [{ quantity: '0' }, 'quantity', requestValidationMessages.quantity],
    [{ quantity: '-5' }, 'quantity', requestValidationMessages.quantity],
    [{ quantity: '1e3' }, 'quantity', requestValidationMessages.quantityFormat],
    [{ quantity: true }, 'quantity', requestValidationMessages.quantity],
    [{ quantity: '2000000' }, 'quantity', requestValidationMessages.quantityTooLarge],
    [{ unit: 'lb' }, 'unit', requestValidationMessages.unit],
    [{ packing: 'crates' }, 'packing', requestValidationMessages.packing],
    [{ incoterm: 'EXW' }, 'incoterm', requestValidationMessages.incoterm],
    [
      { destinationCountry: 'XX' },
      'destinationCountry',
      requestValidationMessages.destinationCountry,
    ],
    [
      { destinationCountry: 'UK' },
      'destinationCountry',
      requestValidationMessages.destinationCountry,
    ],
    [{ destinationPort: 'Ham\nburg' }, 'destinationPort', validationMessages.singleLine],
    [{ company: 'A' }, 'company', requestValidationMessages.company],
    [{ phone: 'call me' }, 'phone', requestValidationMessages.phone],
    [{ email: 'omar' }, 'email', validationMessages.email],
  ])('refuses %j with its message under %s', (change, field, message) => {
    const result = schema().safeParse({ ...quote, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toMatchObject({ [field]: [message] });
  });

  it.each([['0'], ['11'], ['2.5'], [''], [undefined]])('refuses %j samples', (sampleCount) => {
    const result = schema().safeParse({ ...samples, sampleCount });
    expect(result.error?.flatten().fieldErrors).toEqual({
      sampleCount: [requestValidationMessages.sampleCount],
    });
  });

  it.each(languageCodes)(
    'offers the 249 countries of ISO 3166-1 by their names in %s, in its order',
    (language) => {
      const countries = translationFiles[language].countries.names as Record<string, string>;
      expect(Object.keys(countries).sort()).toEqual([...countryCodes].sort());
      const names = Object.values(countries);
      expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
    },
  );

  it('names the countries in English as buyers write them', () => {
    const names = translationFiles.en.countries.names as Record<string, string>;
    expect(names.LK).toBe('Sri Lanka');
    expect(names.GB).toBe('United Kingdom');
  });

  it('offers every product, every grade and every collection item', () => {
    const values = teaValues(listTeaChoices());
    expect(values).toContain('product:1');
    for (const grade of teaGrades) expect(values).toContain(`grade:${grade.slug}`);
    expect(values).toContain('collection:adra-tea/adra-gift-chest');
  });
});

describe('the prefill of /request', () => {
  const values = teaValues(listTeaChoices());
  const prefill = (query: string) => buyerRequestPrefillFor(new URLSearchParams(query), values);

  it('starts on the kind and tea a link names', () => {
    expect(prefill('kind=samples&tea=grade:opa')).toEqual({ kind: 'samples', tea: 'grade:opa' });
    expect(prefill('kind=quote&tea=product:3')).toEqual({ kind: 'quote', tea: 'product:3' });
    expect(prefill('tea=collection:green-tea/green-tea-gp')).toEqual({
      kind: 'quote',
      tea: 'collection:green-tea/green-tea-gp',
    });
  });

  it.each([
    'kind=wholesale&tea=grade:nope',
    'tea=product:999',
    'tea=product:1;drop',
    'tea=collection:../../etc',
    'tea=',
    'kind=&tea',
  ])('ignores %s and never fails', (query) => {
    expect(prefill(query)).toEqual({ kind: 'quote' });
  });

  it('makes the links every page uses, and each opens the form with its tea', () => {
    expect(requestPath('samples', 'grade:opa')).toBe('/request?kind=samples&tea=grade:opa');
    expect(requestPath('quote')).toBe('/request?kind=quote');
    for (const page of [adraPage, bulkPage, specialPage, privateLabelPage, oemPage]) {
      if (page.requestTea === undefined) continue;
      const url = new URL(requestPath('samples', page.requestTea), 'http://localhost');
      expect(buyerRequestPrefillFor(url.searchParams, values), page.slug).toEqual({
        kind: 'samples',
        tea: page.requestTea,
      });
    }
  });
});

describe('storing a request', () => {
  it('writes the row and its one e-mail to the wholesale team together', async () => {
    const { id } = await saveBuyerRequest(schema().parse(quote));
    expect(sqlite().prepare('select * from buyer_requests where id = ?').get(id)).toMatchObject({
      kind: 'quote',
      tea: 'grade:bop',
      tea_name: 'BOP (Tea grades)',
      quantity: 2.5,
      unit: 'tonnes',
      sample_count: null,
      destination_country: 'AE',
      phone: '+971 4 555 0100',
      status: 'new',
    });
    const emails = sqlite().prepare('select * from outbox where buyer_request_id = ?').all(id);
    expect(emails).toEqual([
      expect.objectContaining({
        kind: 'request-notification',
        recipient: 'wholesale@lankahillstea.lk',
        reply_to: 'omar@example.ae',
        about_email: 'omar@example.ae',
        subject: `Quote request from Omar Haddad, Gulf Tea Trading LLC: BOP (Tea grades) (request #${id})`,
      }),
    ]);
    const body = (emails[0] as { body: string }).body;
    for (const field of [
      'Quote',
      '2.5 tonnes',
      'Bulk: paper sacks',
      'FOB Colombo',
      'Jebel Ali',
      'United Arab Emirates (AE)',
      'Gulf Tea Trading LLC',
      '+971 4 555 0100',
      quote.message,
    ]) {
      expect(body).toContain(field);
    }
  });

  it('keeps neither when the e-mail cannot be queued', async () => {
    sqlite().exec(
      `create temp trigger refuse_outbox before insert on outbox
       begin select raise(abort, 'the outbox is closed today'); end`,
    );
    try {
      await expect(saveBuyerRequest(schema().parse(samples))).rejects.toThrow(
        'the outbox is closed',
      );
    } finally {
      sqlite().exec('drop trigger refuse_outbox');
    }
    expect(count('buyer_requests')).toBe(0);
  });

  it('is refused by the table itself when a quote has no quantity', () => {
    expect(() =>
      sqlite()
        .prepare(
          `insert into buyer_requests (kind, tea, tea_name, packing, incoterm, destination_port,
           destination_country, company, name, email, message)
           values ('quote', 'grade:bop', 'BOP', 'chests', 'cif', 'Hamburg', 'DE', 'Co', 'Ann',
           'ann@example.com', 'A message here')`,
        )
        .run(),
    ).toThrow(/CHECK constraint failed/);
  });
});

describe('POST /api/requests', () => {
  it('stores a sample request and answers 201 {ok, id}, as /api/contact does', async () => {
    const response = await postJson(apiAction, '/api/requests', { ...samples, sampleCount: 4 });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: number };
    expect(body).toEqual({ ok: true, id: expect.any(Number) });
    expect(sqlite().prepare('select sample_count from buyer_requests').get()).toEqual({
      sample_count: 4,
    });
    expect(count('outbox')).toBe(1);
  });

  it('accepts a form-encoded body', async () => {
    const response = await postRaw(
      apiAction,
      '/api/requests',
      new URLSearchParams(quote).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(201);
  });

  it('answers 400 with the field errors to an unknown tea and stores nothing', async () => {
    const response = await postJson(apiAction, '/api/requests', { ...quote, tea: 'grade:x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      errors: { tea: [requestValidationMessages.tea] },
    });
    expect(count('buyer_requests')).toBe(0);
  });

  it.each([
    ['malformed JSON', '{"kind": ', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 400],
    ['plain text', 'kind=quote', 'text/plain', 415],
    ['a prototype key', '{"__proto__": {"kind": "quote"}}', 'application/json', 400],
    [
      'over 16 KiB',
      JSON.stringify({ ...quote, message: 'x'.repeat(17 * 1024) }),
      'application/json',
      413,
    ],
  ])('answers %s with 4xx {message} and stores nothing', async (_label, body, type, status) => {
    const response = await postRaw(apiAction, '/api/requests', body, type);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(count('buyer_requests')).toBe(0);
  });

  it('answers a filled honeypot as accepted and stores nothing', async () => {
    const response = await postJson(apiAction, '/api/requests', { ...quote, website: 'spam' });
    expect(response.status).toBe(201);
    expect(count('buyer_requests')).toBe(0);
  });

  it('answers 405 to a GET', () => {
    expect(apiLoader().status).toBe(405);
  });

  it('answers 429 with Retry-After once a client has used its minute', async () => {
    const client = '203.0.113.77:1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await postJson(apiAction, '/api/requests', { kind: 'x' }, client)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("the page's action (no script)", () => {
  const post = (fields: Record<string, string>) =>
    pageAction({
      request: new Request('http://localhost/request', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
      params: {},
      context: loadContextFor(),
    });

  it('reads both kinds as sent, stores the chosen one and redirects to ?sent=request', async () => {
    const response = await post({ ...quote, ...samples, quantity: '', unit: 'kg' });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get('Location')).toBe('/request?sent=request#main');
    expect(sqlite().prepare('select kind, sample_count from buyer_requests').all()).toEqual([
      { kind: 'samples', sample_count: 4 },
    ]);
  });

  it('answers 400 with the errors under their fields and the values kept', async () => {
    const response = await post({ ...quote, quantity: 'a lot' });
    const answer = response as unknown as {
      data: { initialValue: Record<string, string>; error: Record<string, string[]> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toEqual({ quantity: [requestValidationMessages.quantityFormat] });
    expect(answer.data.initialValue).toMatchObject({ quantity: 'a lot', company: quote.company });
    expect(count('buyer_requests')).toBe(0);
  });
});
