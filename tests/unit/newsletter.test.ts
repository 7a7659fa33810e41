// The newsletter with consent (decision 012), through the real route modules on a real SQLite
// file: a signup queues one confirmation e-mail, the address is subscribed only once its link's
// button is pressed, an unsubscribe link deletes it, and no answer tells who is on the list.
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { retention } from '~/config/retention';
import { subscribe } from '~/features/newsletter/subscriptions.server';
import type { NewsletterInput, StoredInput } from '~/features/inquiries/schemas';
import { enqueueEmail } from '~/features/outbox/queue.server';
import { signingSecret, signToken, verifyToken } from '~/features/newsletter/signed-tokens.server';
import { siteUrl } from '~/config/site-url.server';
import { action as subscribeApiAction } from '~/routes/api.subscribe';
import { action as aboutAction } from '~/routes/($lang).about';
import * as confirmationRoute from '~/routes/($lang).newsletter.confirm';
import * as unsubscribeRoute from '~/routes/($lang).unsubscribe';
import { freshClientAddress, loadContextFor, postJson, postRaw } from './request-helpers';
import { deliverAsFile, emptyMailFolder, mailFolderNames } from '../support/eml-files';

const sqlite = () => getDatabase().$client;

/** A signup from a client of its own, so that only the per-mailbox limit applies. */
const signUp = (input: StoredInput<NewsletterInput>, now?: Date) =>
  subscribe(input, freshClientAddress(), now);
const dayMilliseconds = 24 * 60 * 60 * 1000;

type SignupRow = { email: string; created_at: string; confirmed_at: string | null };
type OutboxRow = {
  kind: string;
  recipient: string;
  about_email: string | null;
  subject: string;
  body: string;
  headers: string;
};

const signupOf = (email: string) =>
  sqlite().prepare('select * from subscriptions where email = ?').get(email) as
    (SignupRow & { confirmation_sent_at: string | null }) | undefined;

const confirmationEmailsTo = (email: string) =>
  sqlite()
    .prepare("select * from outbox where kind = 'newsletter-confirmation' and about_email = ?")
    .all(email) as OutboxRow[];

beforeEach(() => {
  sqlite().exec(
    'delete from outbox; delete from contact_messages; delete from subscriptions; delete from confirmation_sends;',
  );
});

/** The address of the link in an e-mail's body that leads to `path`. */
function linkIn(body: string, path: string): string {
  const link = body.split('\n').find((line) => line.startsWith(`${siteUrl()}${path}?token=`));
  if (!link) throw new Error(`no ${path} link in:\n${body}`);
  return link;
}

function latestConfirmationEmail(email: string): OutboxRow {
  const emails = confirmationEmailsTo(email);
  const latest = emails.at(-1);
  if (!latest) throw new Error(`no confirmation e-mail to ${email}`);
  return latest;
}

const confirmationLinkOf = (email: string) =>
  linkIn(latestConfirmationEmail(email).body, '/newsletter/confirm');
const unsubscribeLinkOf = (email: string) =>
  linkIn(latestConfirmationEmail(email).body, '/unsubscribe');

/** What a page's loader or action answered: `data(...)` with its status. */
type PageAnswer = { data: { state: string }; init: ResponseInit | null };

async function getPage(route: typeof confirmationRoute, url: string) {
  const answer = (await route.loader({
    request: new Request(url),
    params: {},
    context: loadContextFor(),
  })) as unknown as PageAnswer;
  return { state: answer.data.state, status: answer.init?.status };
}

async function pressButton(route: typeof confirmationRoute, url: string, body?: BodyInit) {
  const answer = (await route.action({
    request: new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body ?? '',
    }),
    params: {},
    context: loadContextFor(),
  })) as unknown as PageAnswer;
  return { state: answer.data.state, status: answer.init?.status };
}

describe('a signup', () => {
  it('stores the address unconfirmed and queues one confirmation e-mail with both links', async () => {
    const now = new Date();
    await signUp({ email: 'buyer@example.com' }, now);
    expect(signupOf('buyer@example.com')).toMatchObject({
      created_at: now.toISOString(),
      confirmation_sent_at: now.toISOString(),
      confirmed_at: null,
    });
    const [email, ...others] = confirmationEmailsTo('buyer@example.com');
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      recipient: 'buyer@example.com',
      about_email: 'buyer@example.com',
      subject: 'Please confirm your subscription to the Lanka Hills Tea newsletter',
    });
    expect(email?.body).toContain('If you did not ask for our newsletter');
    expect(email?.body).toContain('nothing happens');

    const token = new URL(confirmationLinkOf('buyer@example.com')).searchParams.get('token') ?? '';
    expect(verifyToken(signingSecret(), 'newsletter-confirmation', token, now)).toEqual({
      status: 'valid',
      email: 'buyer@example.com',
    });
    const afterRetention = new Date(
      now.getTime() + retention.unconfirmedSignupDays * dayMilliseconds,
    );
    expect(
      verifyToken(signingSecret(), 'newsletter-confirmation', token, afterRetention).status,
    ).toBe('expired');
  });

  it('carries the RFC 8058 one-click headers naming the unsubscribe link of its body', async () => {
    await signUp({ email: 'headers@example.com' });
    const email = latestConfirmationEmail('headers@example.com');
    expect(JSON.parse(email.headers)).toEqual({
      'List-Unsubscribe': `<${unsubscribeLinkOf('headers@example.com')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends at most one e-mail a day to an unconfirmed address', async () => {
    const first = new Date();
    await signUp({ email: 'again@example.com' }, first);
    await signUp({ email: 'again@example.com' }, new Date(first.getTime() + dayMilliseconds - 1));
    expect(confirmationEmailsTo('again@example.com')).toHaveLength(1);
    const nextDay = new Date(first.getTime() + dayMilliseconds);
    await signUp({ email: 'again@example.com' }, nextDay);
    expect(confirmationEmailsTo('again@example.com')).toHaveLength(2);
    expect(signupOf('again@example.com')).toMatchObject({
      created_at: first.toISOString(),
      confirmation_sent_at: nextDay.toISOString(),
    });
  });

  it('sends nothing to an address that is already subscribed', async () => {
    await signUp({ email: 'member@example.com' });
    await pressButton(confirmationRoute, confirmationLinkOf('member@example.com'));
    await signUp({ email: 'member@example.com' }, new Date(Date.now() + 2 * dayMilliseconds));
    expect(confirmationEmailsTo('member@example.com')).toHaveLength(1);
    expect(signupOf('member@example.com')?.confirmed_at).not.toBeNull();
  });

  it('writes the same for members and strangers: once on the first signup of a day, then not', async () => {
    const writesOf = async (now: Date, email: string) => {
      const before = sqlite().prepare('select total_changes()').pluck().get() as number;
      await signUp({ email }, now);
      return (sqlite().prepare('select total_changes()').pluck().get() as number) > before;
    };
    const yesterday = new Date(Date.now() - dayMilliseconds);
    await signUp({ email: 'pending@example.com' }, yesterday);
    await signUp({ email: 'confirmed@example.com' }, yesterday);
    await pressButton(confirmationRoute, confirmationLinkOf('confirmed@example.com'));

    const now = new Date();
    for (const email of ['stranger@example.com', 'pending@example.com', 'confirmed@example.com']) {
      expect([await writesOf(now, email), await writesOf(now, email)], email).toEqual([
        true,
        false,
      ]);
    }
  });

  it('gets the same API answer and the same form redirect whatever the address’s standing', async () => {
    await signUp({ email: 'pending@example.com' });
    await signUp({ email: 'confirmed@example.com' });
    await pressButton(confirmationRoute, confirmationLinkOf('confirmed@example.com'));

    const answers = [];
    for (const email of ['stranger@example.com', 'pending@example.com', 'confirmed@example.com']) {
      const api = await postJson(subscribeApiAction, '/api/subscribe', { email });
      const form = (await postRaw(
        aboutAction,
        '/about',
        new URLSearchParams({ email }).toString(),
        'application/x-www-form-urlencoded',
      )) as Response;
      answers.push({
        api: { status: api.status, headers: [...api.headers], body: await api.text() },
        form: { status: form.status, headers: [...form.headers], body: await form.text() },
      });
    }
    expect(answers[0]?.api).toEqual({
      status: 200,
      headers: expect.any(Array),
      body: JSON.stringify({ ok: true }),
    });
    expect(answers[0]?.form.status).toBe(303);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('the confirmation link', () => {
  it('shows the button on a GET and changes nothing', async () => {
    await signUp({ email: 'reader@example.com' });
    const link = confirmationLinkOf('reader@example.com');
    expect(await getPage(confirmationRoute, link)).toEqual({ state: 'ready', status: 200 });
    expect(signupOf('reader@example.com')?.confirmed_at).toBeNull();
  });

  it('confirms the address when the button is pressed, and again harmlessly', async () => {
    await signUp({ email: 'reader@example.com' });
    const link = confirmationLinkOf('reader@example.com');
    expect(await pressButton(confirmationRoute, link)).toEqual({ state: 'done', status: 200 });
    const confirmedAt = signupOf('reader@example.com')?.confirmed_at;
    expect(confirmedAt).toEqual(expect.any(String));
    expect(await pressButton(confirmationRoute, link)).toEqual({ state: 'done', status: 200 });
    expect(signupOf('reader@example.com')?.confirmed_at).toBe(confirmedAt);
  });

  it('says an expired link has expired and confirms nothing', async () => {
    await signUp({ email: 'late@example.com' });
    const yesterday = new Date(Date.now() - dayMilliseconds);
    const token = signToken(
      signingSecret(),
      'newsletter-confirmation',
      'late@example.com',
      yesterday,
    );
    const link = `${siteUrl()}/newsletter/confirm?token=${token}`;
    expect(await getPage(confirmationRoute, link)).toEqual({ state: 'expired', status: 410 });
    expect(await pressButton(confirmationRoute, link)).toEqual({ state: 'expired', status: 410 });
    expect(signupOf('late@example.com')?.confirmed_at).toBeNull();
  });

  it('refuses an unsubscribe link, a missing token and a withdrawn signup', async () => {
    await signUp({ email: 'mixed@example.com' });
    const unsubscribeToken = new URL(unsubscribeLinkOf('mixed@example.com')).search;
    for (const link of [
      `${siteUrl()}/newsletter/confirm${unsubscribeToken}`,
      `${siteUrl()}/newsletter/confirm`,
    ]) {
      expect(await getPage(confirmationRoute, link)).toEqual({ state: 'invalid', status: 400 });
      expect(await pressButton(confirmationRoute, link)).toEqual({ state: 'invalid', status: 400 });
    }
    const confirmation = confirmationLinkOf('mixed@example.com');
    await pressButton(unsubscribeRoute, unsubscribeLinkOf('mixed@example.com'));
    expect(await pressButton(confirmationRoute, confirmation)).toEqual({
      state: 'invalid',
      status: 400,
    });
    expect(signupOf('mixed@example.com')).toBeUndefined();
  });

  it('answers 503 with Retry-After when the database cannot take the change', async () => {
    await signUp({ email: 'busy@example.com' });
    const link = confirmationLinkOf('busy@example.com');
    sqlite().pragma('query_only = ON');
    let answer: PageAnswer;
    try {
      answer = (await confirmationRoute.action({
        request: new Request(link, { method: 'POST' }),
        params: {},
        context: loadContextFor(),
      })) as unknown as PageAnswer;
    } finally {
      sqlite().pragma('query_only = OFF');
    }
    expect(answer.data.state).toBe('unavailable');
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get('Retry-After')).toBe('5');
    expect(signupOf('busy@example.com')?.confirmed_at).toBeNull();
  });
});

describe('the unsubscribe link', () => {
  it('shows the button on a GET and changes nothing', async () => {
    await signUp({ email: 'leaving@example.com' });
    expect(await getPage(unsubscribeRoute, unsubscribeLinkOf('leaving@example.com'))).toEqual({
      state: 'ready',
      status: 200,
    });
    expect(signupOf('leaving@example.com')).toBeDefined();
    expect(confirmationEmailsTo('leaving@example.com')).toHaveLength(1);
  });

  it('deletes the address and its confirmation e-mails, not the e-mails about its messages', async () => {
    await signUp({ email: 'leaving@example.com' });
    enqueueEmail(getDatabase(), {
      kind: 'contact-notification',
      to: 'sales@example.com',
      subject: 'A message',
      body: 'From leaving@example.com',
      aboutEmail: 'leaving@example.com',
    });
    const link = unsubscribeLinkOf('leaving@example.com');
    expect(await pressButton(unsubscribeRoute, link)).toEqual({ state: 'done', status: 200 });
    expect(signupOf('leaving@example.com')).toBeUndefined();
    expect(confirmationEmailsTo('leaving@example.com')).toEqual([]);
    expect(
      sqlite()
        .prepare('select kind from outbox where about_email = ?')
        .pluck()
        .all('leaving@example.com'),
    ).toEqual(['contact-notification']);
    expect(await pressButton(unsubscribeRoute, link)).toEqual({ state: 'done', status: 200 });
  });

  it('deletes the file copies of its confirmation e-mails, and no other e-mail’s', async () => {
    emptyMailFolder();
    await signUp({ email: 'copied@example.com' });
    await signUp({ email: 'stays@example.com' });
    const messageIdOf = (email: string) =>
      sqlite()
        .prepare('select message_id from outbox where about_email = ?')
        .pluck()
        .get(email) as string;
    const leaving = await deliverAsFile(messageIdOf('copied@example.com'));
    const staying = await deliverAsFile(messageIdOf('stays@example.com'));
    expect(mailFolderNames()).toEqual([path.basename(leaving), path.basename(staying)].sort());
    await pressButton(unsubscribeRoute, unsubscribeLinkOf('copied@example.com'));
    expect(mailFolderNames()).toEqual([path.basename(staying)]);
    emptyMailFolder();
  });

  it('takes a mail program’s one-click POST, form-encoded or multipart (RFC 8058)', async () => {
    for (const [email, body] of [
      ['encoded@example.com', 'List-Unsubscribe=One-Click'],
      ['multipart@example.com', null],
    ] as const) {
      await signUp({ email });
      const link = unsubscribeLinkOf(email);
      const multipart = new FormData();
      multipart.set('List-Unsubscribe', 'One-Click');
      const answer = (await unsubscribeRoute.action({
        request: new Request(link, { method: 'POST', body: body ?? multipart }),
        params: {},
        context: loadContextFor(),
      })) as unknown as PageAnswer;
      expect(answer.init?.status, email).toBe(200);
      expect(signupOf(email), email).toBeUndefined();
    }
  });

  it('refuses a confirmation link and a token signed by someone else', async () => {
    await signUp({ email: 'stays@example.com' });
    const forged = signToken(
      'not-our-secret-but-long-enough-to-be-one',
      'newsletter-unsubscribe',
      'stays@example.com',
      new Date(Date.now() + dayMilliseconds),
    );
    for (const link of [
      `${siteUrl()}/unsubscribe${new URL(confirmationLinkOf('stays@example.com')).search}`,
      `${siteUrl()}/unsubscribe?token=${forged}`,
    ]) {
      expect(await pressButton(unsubscribeRoute, link)).toEqual({ state: 'invalid', status: 400 });
    }
    expect(signupOf('stays@example.com')).toBeDefined();
  });
});
