// `npm run inbox` on quote and sample requests, as an operator runs it: a process of its own on
// this file's SQLite database, with requests stored as the form stores them (row and e-mail).
import { beforeAll, describe, expect, it } from 'vitest';
import { databasePath } from '../../db/client';
import { buyerRequestSchema } from '~/features/inquiries/buyer-request-schema';
import { saveBuyerRequest } from '~/features/inquiries/store.server';
import { teaValues } from '~/features/inquiries/tea-choices';
import { listTeaChoices } from '~/features/inquiries/tea-choices.server';
import { parseInboxArguments } from '../support/inbox-arguments';
import { parseCsv } from '../support/csv-reader';
import { runOperatorCommand } from '../support/operator-command';

const inbox = (...args: string[]) => runOperatorCommand('inbox', args, databasePath());
const commandTimeout = 60_000;

const ids = { quote: 0, samples: 0 };

beforeAll(async () => {
  const schema = buyerRequestSchema(teaValues(listTeaChoices()));
  const common = {
    packing: 'tea-bags',
    incoterm: 'cfr',
    destinationPort: 'Valparaíso',
    destinationCountry: 'CL',
    company: 'Té Andino SpA',
    message: 'Tea bags for supermarkets in Santiago.\nSecond line with a tab\there.',
  };
  ids.quote = (
    await saveBuyerRequest(
      schema.parse({
        ...common,
        kind: 'quote',
        tea: 'product:2',
        quantity: '12',
        unit: 'tonnes',
        name: 'Camila Rojas',
        email: 'camila@example.cl',
      }),
    )
  ).id;
  ids.samples = (
    await saveBuyerRequest(
      schema.parse({
        ...common,
        kind: 'samples',
        tea: 'grade:fbopf',
        sampleCount: 2,
        name: 'Diego Soto',
        email: 'diego@example.cl',
        phone: '+56 2 2345 6789',
      }),
    )
  ).id;
});

describe('the command line', () => {
  it('reads --requests with the filters of messages, and the two request commands', () => {
    expect(parseInboxArguments(['--requests', '--status', 'new', '--csv'])).toMatchObject({
      command: 'requests',
      filter: { status: 'new', all: true },
      format: 'csv',
    });
    expect(parseInboxArguments(['show-request', '7'])).toEqual({ command: 'show-request', id: 7 });
    expect(parseInboxArguments(['mark-request', '7', 'closed'])).toEqual({
      command: 'mark-request',
      id: 7,
      status: 'closed',
    });
    expect(() => parseInboxArguments(['--requests', '--subscribers'])).toThrow(/--subscribers/);
  });
});

describe.concurrent('listing requests', () => {
  it(
    'shows them newest first in a table',
    async () => {
      const { status, stdout, errors } = await inbox('--requests');
      expect(errors).toBe('');
      expect(status).toBe(0);
      expect(stdout).toContain('2 quote and sample requests in');
      const lines = stdout.split('\n');
      const header = lines.find((line) => line.startsWith('id ')) ?? '';
      expect(header.split(/\s{2,}/)).toEqual([
        'id',
        'date',
        'status',
        'language',
        'kind',
        'tea',
        'amount',
        'company',
        'email',
      ]);
      const rows = lines.filter((line) => /^\d+ +\d{4}-/.test(line));
      expect(rows[0]).toMatch(new RegExp(`^${ids.samples} .*Samples +FBOPF.*2 samples of 100 g`));
      expect(rows[1]).toMatch(new RegExp(`^${ids.quote} .*Quote +.*12 tonnes +Té Andino SpA`));
    },
    commandTimeout,
  );

  it(
    'exports every field as CSV',
    async () => {
      const { stdout } = await inbox('--requests', '--csv');
      const [header, ...rows] = parseCsv(stdout);
      expect(header).toEqual(expect.arrayContaining(['kind', 'tea', 'amount', 'country', 'phone']));
      const quote = rows.find((row) => row[0] === String(ids.quote));
      expect(quote).toEqual(
        expect.arrayContaining(['quote', 'product:2', '12 tonnes', 'Tea bags', 'CFR', 'CL']),
      );
    },
    commandTimeout,
  );
});

describe('working through a request', () => {
  it(
    'shows a request in full with its e-mail, and marks it',
    async () => {
      const shown = await inbox('show-request', String(ids.samples));
      expect(shown.status).toBe(0);
      expect(shown.stdout).toMatch(/^kind +Samples$/m);
      expect(shown.stdout).toMatch(/^tea +FBOPF \(Tea grades\) \[grade:fbopf\]$/m);
      expect(shown.stdout).toMatch(/^amount +2 samples of 100 g$/m);
      expect(shown.stdout).toMatch(/^country +Chile \(CL\)$/m);
      expect(shown.stdout).toMatch(/^phone +\+56 2 2345 6789$/m);
      expect(shown.stdout).toMatch(/^language +English$/m);
      expect(shown.stdout).toMatch(/^status +new$/m);
      expect(shown.stdout).toContain('  Second line with a tab\\there.\n');
      expect(shown.stdout).toMatch(/request-notification +pending +wholesale@lankahillstea\.lk/);

      const marked = await inbox('mark-request', String(ids.samples), 'replied');
      expect(marked.stdout).toBe(`Request ${ids.samples}: new -> replied\n`);
      const after = await inbox('show-request', String(ids.samples));
      expect(after.stdout).toMatch(/^status +replied, since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/m);

      const missing = await inbox('show-request', '9999');
      expect(missing.status).toBe(2);
      expect(missing.errors).toContain('No request with id 9999');
    },
    commandTimeout,
  );

  it(
    'exports and forgets the requests of an address, with their e-mails',
    async () => {
      const exported = JSON.parse((await inbox('export', 'CAMILA@example.cl')).stdout) as {
        buyerRequests: { id: number }[];
        outboxEmails: { buyerRequestId: number }[];
      };
      expect(exported.buyerRequests.map(({ id }) => id)).toEqual([ids.quote]);
      expect(exported.outboxEmails).toEqual([
        expect.objectContaining({ buyerRequestId: ids.quote }),
      ]);
      const forgotten = await inbox('forget', 'camila@example.cl');
      expect(forgotten.stdout).toBe(
        'Deleted everything stored about camila@example.cl: 0 contact messages, 1 quote or sample request, 0 subscriptions, 1 outbox e-mail, 0 .eml files.\n',
      );
    },
    commandTimeout,
  );
});
