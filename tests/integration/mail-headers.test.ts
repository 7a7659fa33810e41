// Visitors' text in e-mail headers, read back as a mail program reads it: the raw message as a
// real SMTP server received it (tests/support/smtp-server.ts), or the .eml file the outbox writes
// without SMTP, parsed by mailparser. Encoded words, control, bidi and invisible characters
// arrive as plain text only, and no header is added. The function itself, over generated text:
// tests/unit/header-text.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { outbox } from '../../db/schema';
import { enqueueEmail, type EmailToSend } from '~/features/outbox/queue.server';
import { createMailTransport, emlFileName } from '~/features/outbox/transport.server';
import { foldersRemovedAfterAll } from '../support/migrations';
import { sampleContactMessage, sampleQuoteRequest } from '../support/sample-inquiries';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { startsServersForEachTest } from '../support/server-hooks';
import { queryDatabaseFile } from '../support/test-server';
import { runOperatorCommand } from '../support/operator-command';

// Encoded words (RFC 2047) a mail program would decode: a right-to-left override followed by
// 'gnp.exe' (shown as 'exe.png'), a line break and a Bcc header, and an override before 'Anna'.
const overrideWord = '=?UTF-8?B?4oCuZ25wLmV4ZQ==?=';
const bccWord = '=?UTF-8?B?DQpCY2M6IGFsbEBleGFtcGxlLmNvbQ==?=';
const nameWord = '=?UTF-8?B?4oCuQW5uYQ==?=';

// The same, with their openers broken: literal text that no mail program decodes.
const overrideText = '= ?UTF-8?B?4oCuZ25wLmV4ZQ== ?=';
const bccText = '= ?UTF-8?B?DQpCY2M6IGFsbEBleGFtcGxlLmNvbQ== ?=';
const nameText = '= ?UTF-8?B?4oCuQW5uYQ== ?=';

const smtpServers: TestSmtpServer[] = [];
afterEach(async () => {
  for (const smtp of smtpServers.splice(0)) await smtp.stop();
});
const temporaryFolder = foldersRemovedAfterAll('tea-mail-headers-');

async function startSmtp(): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer();
  smtpServers.push(smtp);
  return smtp;
}

/** The header names of a message as it arrived, lower-case, in order. */
const headerNames = (parsed: ParsedMail) => parsed.headerLines.map(({ key }) => key);

const mailboxes = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []]
    .flat()
    .flatMap(({ value }) => value.map(({ name, address }) => ({ name, address })));

/** A header's raw line as one line: the folds (CRLF before a space) undone, as RFC 5322 says. */
const unfolded = (line: string) => line.replace(/\r\n(?=[ \t])/g, '');

/** A message's raw header line named `key`, unfolded. */
const headerLine = (parsed: ParsedMail, key: string) =>
  unfolded(parsed.headerLines.find((header) => header.key === key)?.line ?? '');

/** No header of the visitor's making, and a Subject shown as one line, in its own order. */
function expectPlainHeaders(parsed: ParsedMail): void {
  expect(parsed.headers.has('bcc')).toBe(false);
  expect(parsed.bcc).toBeUndefined();
  for (const { line } of parsed.headerLines) expect(unfolded(line)).not.toMatch(/[\r\n]/);
  expect(parsed.subject).not.toMatch(/[\p{Cc}\p{Cf}]/u);
}

describe.each(['SMTP', '.eml file'] as const)('an e-mail sent by %s', (via) => {
  it('carries hostile text in its Subject, Reply-To name and own headers only as plain text', async () => {
    const hostile: EmailToSend = {
      kind: 'request-notification',
      to: 'wholesale@lankahillstea.lk',
      replyTo: `"${nameWord}\u202E" <anna@example.de>`,
      subject: `Quote request from Omar ${overrideWord}, \u202EGulf\u2066 Tea${bccWord}\r\nBcc: raw@example.com\u200B (request #7)`,
      body: 'Quote request #7.\n',
      headers: {
        'List-Unsubscribe':
          '<https://www.lankahillstea.lk/unsubscribe?token=abc>\r\nBcc: list@example.com',
      },
      aboutEmail: 'anna@example.de',
    };
    const { id } = enqueueEmail(getDatabase(), hostile);
    const row = getDatabase().select().from(outbox).where(eq(outbox.id, id)).get();
    if (!row) throw new Error('the queued e-mail is not in the outbox');

    const smtp = via === 'SMTP' ? await startSmtp() : undefined;
    const mailFolder = temporaryFolder();
    const transport = createMailTransport({
      smtpUrl: smtp ? new URL(smtp.url) : undefined,
      from: 'Lanka Hills Tea website <no-reply@www.lankahillstea.lk>',
      mailFolder,
    });
    try {
      await transport.send(row);
    } finally {
      transport.close();
    }
    const raw = smtp
      ? ((await smtp.waitForEmails(1))[0]?.raw ?? '')
      : fs.readFileSync(path.join(mailFolder, emlFileName(row.messageId)), 'utf8');
    if (smtp) expect(smtp.received[0]?.envelopeTo).toEqual(['wholesale@lankahillstea.lk']);

    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(
      `Quote request from Omar ${overrideText}, Gulf Tea${bccText} Bcc: raw@example.com (request #7)`,
    );
    expect(mailboxes(parsed.replyTo)).toEqual([{ name: nameText, address: 'anna@example.de' }]);
    expect(mailboxes(parsed.to)).toEqual([{ name: '', address: 'wholesale@lankahillstea.lk' }]);
    expect(headerLine(parsed, 'list-unsubscribe')).toBe(
      'List-Unsubscribe: <https://www.lankahillstea.lk/unsubscribe?token=abc> Bcc: list@example.com',
    );
    expectPlainHeaders(parsed);
    expect(headerNames(parsed).sort()).toEqual([
      'content-transfer-encoding',
      'content-type',
      'date',
      'from',
      'list-unsubscribe',
      'message-id',
      'mime-version',
      'reply-to',
      'subject',
      'to',
    ]);
    expect(parsed.text).toBe('Quote request #7.\n');
  });
});

describe('notifications from the real server', () => {
  const startServer = startsServersForEachTest();

  it("carry a name and a company written as encoded words as the visitor's literal text", async () => {
    const smtp = await startSmtp();
    const server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' });

    const contact = sampleContactMessage({ name: `Omar ${overrideWord}` });
    const contactAnswer = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(contactAnswer.status).toBe(201);
    const { id: messageId } = (await contactAnswer.json()) as { id: number };

    // The request form without script, as a browser sends it.
    const request = sampleQuoteRequest({ company: `Gulf ${bccWord} Trading` });
    const formAnswer = await fetch(`${server.url}/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(request).toString(),
      redirect: 'manual',
    });
    expect(formAnswer.status).toBe(303);
    const [stored] = queryDatabaseFile<{ id: number; company: string }>(
      server.databaseFile,
      'select id, company from buyer_requests',
    );
    // Stored as typed: only the e-mail's header needs the plain form.
    expect(stored?.company).toBe(request.company);

    const received = await smtp.waitForEmails(2);
    const parsedTo = async (inbox: string) => {
      const email = received.find(({ envelopeTo }) => envelopeTo.includes(inbox));
      if (!email) throw new Error(`no e-mail to ${inbox}`);
      return simpleParser(email.raw);
    };
    const contactEmail = await parsedTo('info@lankahillstea.lk');
    const requestEmail = await parsedTo('wholesale@lankahillstea.lk');

    expect(contactEmail.subject).toBe(
      `Product Inquiry from Omar ${overrideText} (message #${messageId})`,
    );
    expect(requestEmail.subject).toBe(
      `Quote request from Omar Haddad, Gulf ${bccText} Trading: BOP (Tea grades) (request #${stored?.id})`,
    );
    expect(mailboxes(contactEmail.replyTo)).toEqual([{ name: '', address: contact.email }]);
    expect(mailboxes(requestEmail.replyTo)).toEqual([{ name: '', address: request.email }]);
    for (const parsed of [contactEmail, requestEmail]) {
      expectPlainHeaders(parsed);
      expect(headerNames(parsed).sort()).toEqual([
        'content-transfer-encoding',
        'content-type',
        'date',
        'from',
        'message-id',
        'mime-version',
        'reply-to',
        'subject',
        'to',
      ]);
    }
    // The body is no header: there the name stays exactly as typed.
    expect(contactEmail.text).toContain(`Name:      Omar ${overrideWord}`);
  });

  it('tell in English of Arabic and Russian visitors, quoting them intact, as the inbox does', async () => {
    const smtp = await startSmtp();
    const server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' });

    // The Arabic contact page's form without script, as a browser sends it.
    const arabic = sampleContactMessage({
      name: 'عمر حداد',
      email: 'omar@example.ae',
      message: 'نود الحصول على عرض سعر لخمسة أطنان من شاي أوفا.\nشكراً لكم.',
    });
    const formAnswer = await fetch(`${server.url}/ar/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(arabic).toString(),
      redirect: 'manual',
    });
    expect(formAnswer.status).toBe(303);
    const russian = sampleContactMessage({
      name: 'Анна Смирнова',
      email: 'anna@example.ru',
      message: 'Здравствуйте! Пришлите, пожалуйста, образцы чая «Димбула».',
    });
    const apiAnswer = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...russian, language: 'ru' }),
    });
    expect(apiAnswer.status).toBe(201);

    const rows = queryDatabaseFile<{ id: number; language: string; message: string }>(
      server.databaseFile,
      'select id, language, message from contact_messages order by id',
    );
    expect(rows.map(({ language, message }) => ({ language, message }))).toEqual([
      { language: 'ar', message: arabic.message },
      { language: 'ru', message: russian.message },
    ]);

    const received = await smtp.waitForEmails(2);
    for (const [visitor, site, id] of [
      [arabic, 'the Arabic site (/ar)', rows[0]?.id],
      [russian, 'the Russian site (/ru)', rows[1]?.id],
    ] as const) {
      const email = received.find(({ raw }) => raw.includes(visitor.email));
      if (!email) throw new Error(`no e-mail about ${visitor.email}`);
      // Non-ASCII in a header travels as encoded words (RFC 2047), the body as UTF-8.
      expect(email.raw.split('\r\n\r\n')[0]).toMatch(/^Subject: =\?UTF-8\?/m);
      const parsed = await simpleParser(email.raw);
      expect(parsed.subject).toBe(`Product Inquiry from ${visitor.name} (message #${id})`);
      expect(mailboxes(parsed.replyTo)).toEqual([{ name: '', address: visitor.email }]);
      expect(parsed.text).toContain(
        `Written from ${site}; their words are quoted as they typed them.`,
      );
      expect(parsed.text).toContain(`\n\n${visitor.message}\n\n-- \n`);
      expectPlainHeaders(parsed);
    }

    const shown = await runOperatorCommand(
      'inbox',
      ['show', String(rows[0]?.id)],
      server.databaseFile,
    );
    expect(shown).toMatchObject({ status: 0, errors: '' });
    expect(shown.stdout).toMatch(/^language +Arabic \(ar\)$/m);
    expect(shown.stdout).toContain(`  ${arabic.message.split('\n')[0]}`);
    const listed = await runOperatorCommand('inbox', [], server.databaseFile);
    expect(listed.stdout).toMatch(/ new +Russian +Анна Смирнова /);
    expect(listed.stdout).toMatch(/ new +Arabic +عمر حداد /);
  }, 120_000);
});

describe("the newsletter's confirmation e-mail from the real server", () => {
  const startServer = startsServersForEachTest();

  it("is in the signup's language, its links to the pages in that language, English as it was", async () => {
    const smtp = await startSmtp();
    const server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' });

    const signups = [
      { email: 'reader@example.com', language: undefined },
      { email: 'khalid@example.ae', language: 'ar' },
      { email: 'olga@example.ru', language: 'ru' },
    ] as const;
    for (const { email, language } of signups) {
      const answer = await fetch(`${server.url}/api/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(language ? { email, language } : { email }),
      });
      expect(answer.status, email).toBe(200);
    }
    expect(
      queryDatabaseFile<{ email: string; language: string }>(
        server.databaseFile,
        'select email, language from subscriptions order by id',
      ),
    ).toEqual([
      { email: 'reader@example.com', language: 'en' },
      { email: 'khalid@example.ae', language: 'ar' },
      { email: 'olga@example.ru', language: 'ru' },
    ]);

    const received = await smtp.waitForEmails(3);
    const emailTo = async (address: string) => {
      const email = received.find(({ envelopeTo }) => envelopeTo.includes(address));
      if (!email) throw new Error(`no e-mail to ${address}`);
      return { email, parsed: await simpleParser(email.raw) };
    };
    // The links are on the site's address (SITE_URL); the test server answers them at its own.
    const link = (text: string, path: string) =>
      new RegExp(`^https?://[^/\\s]+${path}\\?token=[\\w.-]+$`, 'm').exec(text)?.[0];
    const onTestServer = (url: string | undefined) => {
      const { pathname, search } = new URL(url ?? '');
      return `${server.url}${pathname}${search}`;
    };

    // English: word for word as before the translations, with its links to the English pages.
    const english = await emailTo('reader@example.com');
    expect(english.parsed.subject).toBe(
      'Please confirm your subscription to the Lanka Hills Tea newsletter',
    );
    const englishText = english.parsed.text ?? '';
    const englishConfirm = link(englishText, '/newsletter/confirm');
    const englishUnsubscribe = link(englishText, '/unsubscribe');
    expect(englishConfirm).toBeDefined();
    expect(englishUnsubscribe).toBeDefined();
    expect(englishText.trimEnd()).toBe(
      [
        'Hello,',
        '',
        'Someone, probably you, asked to receive the Lanka Hills Tea newsletter at this address.',
        'To confirm, open this link and press "Confirm subscription":',
        '',
        englishConfirm,
        '',
        'The link works for seven days.',
        '',
        'If you did not ask for our newsletter, simply ignore this e-mail: nothing happens, you are',
        'not subscribed, and we delete your address after seven days.',
        '',
        '-- ',
        'Lanka Hills Tea (Pvt) Ltd, No. 117, Sir Chittampalam A. Gardiner Mawatha, Colombo 02, Sri Lanka',
        'To receive no more e-mails from our newsletter at this address, open this link:',
        englishUnsubscribe,
      ].join('\n'),
    );
    expect(english.email.header('list-unsubscribe')).toBe(`<${englishUnsubscribe}>`);
    expect(english.parsed.headers.has('content-language')).toBe(false);

    for (const [address, language, subject, period] of [
      [
        'khalid@example.ae',
        'ar',
        'يُرجى تأكيد اشتراكك في النشرة الإخبارية لـ Lanka Hills Tea',
        'يظل الرابط صالحًا لمدة 7 أيام.',
      ],
      [
        'olga@example.ru',
        'ru',
        'Подтвердите подписку на рассылку Lanka Hills Tea',
        'Ссылка действует 7 дней.',
      ],
    ] as const) {
      const { email, parsed } = await emailTo(address);
      // Non-ASCII in the Subject travels as encoded words (RFC 2047), the body as UTF-8.
      expect(email.raw.split('\r\n\r\n')[0]).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(parsed.subject).toBe(subject);
      const text = parsed.text ?? '';
      expect(text).toContain(period);
      expect(text).not.toMatch(/Hello|Someone|To confirm|ignore/);
      const confirm = link(text, `/${language}/newsletter/confirm`);
      const unsubscribe = link(text, `/${language}/unsubscribe`);
      expect(confirm, language).toBeDefined();
      expect(unsubscribe, language).toBeDefined();
      expect(email.header('list-unsubscribe')).toBe(`<${unsubscribe}>`);
      expect(email.header('content-language')).toBe(language);
      expectPlainHeaders(parsed);

      // The links open the pages in the reader's language, and the button there does its work.
      const page = await fetch(onTestServer(confirm));
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(new RegExp(`<html lang="${language}"`));
      const pressed = await fetch(onTestServer(confirm), { method: 'POST', redirect: 'manual' });
      expect(pressed.status).toBe(200);
    }
    expect(
      queryDatabaseFile<{ email: string }>(
        server.databaseFile,
        'select email from subscriptions where confirmed_at is not null order by id',
      ).map(({ email }) => email),
    ).toEqual(['khalid@example.ae', 'olga@example.ru']);
  }, 120_000);
});
