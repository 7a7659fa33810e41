// The visitor's language (issue 23 item 4): an inquiry sent from /ar/... or /ru/... is stored
// with its language, whether posted without script to the page or as JSON to the API, and the
// operators' notification stays English, says where the visitor wrote from and quotes them as
// typed; `npm run inbox` shows it. An unknown language in the API is a 400 storing nothing.
// Over SMTP: tests/integration/mail-headers.test.ts; the command itself:
// tests/integration/inbox-cli.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import type { OutboxEmail } from '../../db/schema';
import { action as contactPageAction } from '~/routes/($lang).contact';
import { action as contactApiAction } from '~/routes/api.contact';
import { action as requestApiAction } from '~/routes/api.requests';
import { action as subscribeApiAction } from '~/routes/api.subscribe';
import {
  findWorkflowRow,
  listSubscribers,
  listWorkflowRows,
} from '../../scripts/lib/inbox/queries';
import {
  messageListing,
  renderListing,
  renderMessage,
  renderRequest,
  subscriberListing,
} from '../../scripts/lib/inbox/views';
import { sampleContactMessage, sampleQuoteRequest } from '../support/sample-inquiries';
import { loadContextFor, postJson } from './request-helpers';

const sqlite = () => getDatabase().$client;

const arabicMessage = sampleContactMessage({
  name: 'عمر حداد',
  email: 'omar@example.ae',
  subject: 'wholesale',
  message: 'نود الحصول على عرض سعر لخمسة أطنان من شاي أوفا.\nشكراً لكم.',
});

const russianMessage = sampleContactMessage({
  name: 'Анна Смирнова',
  email: 'anna@example.ru',
  subject: 'product',
  message: 'Здравствуйте! Пришлите, пожалуйста, образцы цейлонского чая «Димбула».',
});

type StoredMessage = { id: number; language: string; message: string; name: string };

const messageRows = () =>
  sqlite()
    .prepare('select id, language, message, name from contact_messages order by id')
    .all() as StoredMessage[];

const notificationOf = (contactMessageId: number) =>
  sqlite().prepare('select * from outbox where contact_message_id = ?').get(contactMessageId) as
    Record<string, string> | undefined;

/** A no-script POST of the contact form to the page at `path`. */
function postContactPage(path: string, fields: Record<string, string>) {
  return contactPageAction({
    request: new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
    params: { lang: path.split('/')[1] ?? '' },
    context: loadContextFor(),
  });
}

beforeEach(() => {
  sqlite().exec(
    `delete from outbox; delete from contact_messages; delete from buyer_requests;
     delete from subscriptions; delete from confirmation_sends;`,
  );
});

describe('an Arabic contact message posted to /ar/contact without script', () => {
  it('is stored as Arabic, as typed, and its notification says so in English', async () => {
    const answer = await postContactPage('/ar/contact', arabicMessage);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('Location')).toBe('/ar/contact?sent=contact#main');

    const [row] = messageRows();
    expect(row).toMatchObject({
      language: 'ar',
      name: arabicMessage.name,
      message: arabicMessage.message,
    });
    const email = notificationOf(row?.id ?? 0);
    expect(email?.reply_to).toBe('omar@example.ae');
    expect(email?.subject).toBe(`Wholesale Partnership from عمر حداد (message #${row?.id})`);
    const lines = (email?.body ?? '').split('\n');
    expect(lines[0]).toBe('عمر حداد wrote through the contact form of www.lankahillstea.lk.');
    expect(lines[1]).toBe(
      'Written from the Arabic site (/ar); their words are quoted as they typed them.',
    );
    expect(lines).toContain('Language:  Arabic');
    expect(email?.body).toContain(`\n\n${arabicMessage.message}\n\n-- \n`);
  });

  it('takes the language from the page, whatever the body says', async () => {
    await postContactPage('/ar/contact', { ...arabicMessage, language: 'ru' });
    await postContactPage('/contact', { ...russianMessage, language: 'ar' });
    expect(messageRows().map(({ language }) => language)).toEqual(['ar', 'en']);
  });
});

describe("the API's language field", () => {
  it('stores a Russian message sent with language "ru", quoted intact in the notification', async () => {
    const response = await postJson(contactApiAction, '/api/contact', {
      ...russianMessage,
      language: 'ru',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(messageRows()).toEqual([
      { id, language: 'ru', name: russianMessage.name, message: russianMessage.message },
    ]);
    const email = notificationOf(id);
    expect(email?.reply_to).toBe('anna@example.ru');
    expect(email?.body).toContain(
      'Written from the Russian site (/ru); their words are quoted as they typed them.',
    );
    expect(email?.body).toContain(`\n\n${russianMessage.message}\n\n-- \n`);
  });

  it('is English when left out, with no line about another site', async () => {
    const response = await postJson(contactApiAction, '/api/contact', sampleContactMessage());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(messageRows()[0]?.language).toBe('en');
    expect(notificationOf(id)?.body).not.toContain('Written from');
    expect(notificationOf(id)?.body).toContain('Language:  English');
  });

  it('records the language of a request and of a signup', async () => {
    const request = await postJson(requestApiAction, '/api/requests', {
      ...sampleQuoteRequest({ name: 'عمر حداد' }),
      language: 'ar',
    });
    expect(request.status).toBe(201);
    const { id } = (await request.json()) as { id: number };
    const email = sqlite()
      .prepare('select body from outbox where buyer_request_id = ?')
      .get(id) as Pick<OutboxEmail, 'body'>;
    expect(email.body).toContain('Written from the Arabic site (/ar)');
    expect(email.body).toMatch(/^Language: +Arabic$/m);

    const signup = await postJson(subscribeApiAction, '/api/subscribe', {
      email: 'reader@example.ru',
      language: 'ru',
    });
    expect(signup.status).toBe(200);
    expect(sqlite().prepare('select language from buyer_requests').pluck().all()).toEqual(['ar']);
    expect(sqlite().prepare('select language from subscriptions').pluck().all()).toEqual(['ru']);
  });

  it.each([
    ['/api/contact', contactApiAction, sampleContactMessage()],
    ['/api/requests', requestApiAction, sampleQuoteRequest()],
    ['/api/subscribe', subscribeApiAction, { email: 'reader@example.com' }],
  ] as const)(
    'answers 400 to an unknown language at %s, storing nothing',
    async (path, action, fields) => {
      for (const language of ['de', 'AR', '', null, 7]) {
        const response = await action({
          request: new Request(`http://localhost${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...fields, language }),
          }),
          params: {},
          context: loadContextFor(),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          message: expect.any(String),
          errors: { language: ['Please give a language of the site: en, ar, ru'] },
        });
      }
      const stored = sqlite()
        .prepare(
          `select (select count(*) from contact_messages) + (select count(*) from buyer_requests)
           + (select count(*) from subscriptions) + (select count(*) from outbox)`,
        )
        .pluck()
        .get();
      expect(stored).toBe(0);
    },
  );
});

describe('npm run inbox', () => {
  it('lists and shows the language of messages, requests and signups', async () => {
    await postContactPage('/ar/contact', arabicMessage);
    await postJson(contactApiAction, '/api/contact', { ...russianMessage, language: 'ru' });
    await postJson(requestApiAction, '/api/requests', { ...sampleQuoteRequest(), language: 'ar' });
    await postJson(subscribeApiAction, '/api/subscribe', {
      email: 'reader@example.ru',
      language: 'ru',
    });
    const database = getDatabase();

    const messages = listWorkflowRows(database, 'messages', { all: true });
    const table = renderListing(messageListing(messages), 'table', '2 messages');
    expect(table).toMatch(/ new +Russian +Анна Смирнова /);
    expect(table).toMatch(/ new +Arabic +عمر حداد /);
    const exported = JSON.parse(renderListing(messageListing(messages), 'json', '')) as {
      language: string;
      message: string;
    }[];
    expect(exported.map(({ language }) => language)).toEqual(['ru', 'ar']);

    const arabic = messages.find(({ language }) => language === 'ar');
    const found = findWorkflowRow(database, 'messages', arabic?.id ?? 0);
    if (!found) throw new Error('the Arabic message is not in the inbox');
    const shown = renderMessage(found.row, found.emails);
    expect(shown).toMatch(/^language +Arabic \(ar\)$/m);
    expect(shown).toContain('  نود الحصول على عرض سعر لخمسة أطنان من شاي أوفا.');

    const [request] = listWorkflowRows(database, 'requests', { all: true });
    const foundRequest = findWorkflowRow(database, 'requests', request?.id ?? 0);
    if (!foundRequest) throw new Error('the request is not in the inbox');
    expect(renderRequest(foundRequest.row, foundRequest.emails)).toMatch(/^language +Arabic$/m);

    const signups = listSubscribers(database, { includePending: true });
    expect(renderListing(subscriberListing(signups), 'csv', '')).toMatch(
      /^reader@example\.ru,[^,]+,,ru\r$/m,
    );
    expect(renderListing(subscriberListing(signups), 'table', '1 signup')).toMatch(/Russian/);
  });
});
