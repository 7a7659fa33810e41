// The newsletter's daily limits on confirmation e-mails (app/features/newsletter/confirmation-limits.ts),
// through the real route modules on a real SQLite file: one e-mail a day per mailbox however its
// address is spelt, a cap per client, and answers that never show whether an e-mail went.
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { environment } from '~/config/environment.server';
import { confirmationLimits } from '~/features/newsletter/confirmation-limits';
import { subscribe } from '~/features/newsletter/subscriptions.server';
import { action as subscribeApiAction } from '~/routes/api.subscribe';
import { action as aboutAction } from '~/routes/($lang).about';
import { freshClientAddress, postJson, postRaw } from './request-helpers';

const sqlite = () => getDatabase().$client;
/** RATE_LIMIT_SIGNUP_MAILS_PER_DAY, unset here: the default of confirmation-limits.ts. */
const perClient = environment().RATE_LIMIT_SIGNUP_MAILS_PER_DAY;

beforeEach(() => {
  sqlite().exec('delete from outbox; delete from subscriptions; delete from confirmation_sends;');
});

/** The recipients of the confirmation e-mails in the outbox, in the order they were queued. */
const confirmationRecipients = () =>
  sqlite()
    .prepare("select recipient from outbox where kind = 'newsletter-confirmation' order by id")
    .pluck()
    .all() as string[];

type Answer = { status: number; headers: [string, string][]; body: string };

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

/** A signup of `email` by `client` through the API, then through the no-script form on /about. */
async function signUpBothWays(email: string, client: string) {
  const api = await postJson(subscribeApiAction, '/api/subscribe', { email }, client);
  const form = (await postRaw(
    aboutAction,
    '/about',
    new URLSearchParams({ email }).toString(),
    'application/x-www-form-urlencoded',
    client,
  )) as Response;
  return { api: await answerOf(api), form: await answerOf(form) };
}

/** What a stranger's first signup is answered, the answer every other one must match exactly. */
async function answerToAStranger() {
  const answer = await signUpBothWays('first-time@example.net', freshClientAddress());
  expect(answer.api).toEqual({
    status: 200,
    headers: expect.any(Array),
    body: JSON.stringify({ ok: true }),
  });
  expect(answer.form.status).toBe(303);
  sqlite().exec('delete from outbox; delete from subscriptions; delete from confirmation_sends;');
  return answer;
}

describe('one confirmation e-mail a day per mailbox', () => {
  it('sends victim+0@… to victim+9@… one e-mail between them, with the same answers', async () => {
    const expected = await answerToAStranger();
    for (let tag = 0; tag < 10; tag += 1) {
      const email = `victim+${tag}@example.com`;
      expect(await signUpBothWays(email, freshClientAddress()), email).toEqual(expected);
    }
    expect(confirmationRecipients()).toEqual(['victim+0@example.com']);
  });

  it('folds Gmail’s dots and googlemail.com into one mailbox', async () => {
    const expected = await answerToAStranger();
    for (const email of ['v.i.c.t.i.m@gmail.com', 'victim@googlemail.com', 'vic.tim+x@gmail.com']) {
      expect(await signUpBothWays(email, freshClientAddress()), email).toEqual(expected);
    }
    expect(confirmationRecipients()).toEqual(['v.i.c.t.i.m@gmail.com']);
  });

  it('keeps the dots of other domains apart: each is a mailbox of its own', async () => {
    const expected = await answerToAStranger();
    const addresses = ['v.i.c.t.i.m@example.com', 'victim@example.com', 'vic.tim@example.com'];
    for (const email of addresses) {
      expect(await signUpBothWays(email, freshClientAddress()), email).toEqual(expected);
    }
    expect(confirmationRecipients()).toEqual(addresses);
  });

  it('sends the mailbox a fresh e-mail a day after the last, to the spelling signed up then', async () => {
    const first = new Date();
    await subscribe({ email: 'victim+a@example.com' }, freshClientAddress(), first);
    const almostADay = new Date(first.getTime() + confirmationLimits.windowMilliseconds - 1);
    await subscribe({ email: 'victim+b@example.com' }, freshClientAddress(), almostADay);
    const aDay = new Date(first.getTime() + confirmationLimits.windowMilliseconds);
    await subscribe({ email: 'victim+c@example.com' }, freshClientAddress(), aDay);
    expect(confirmationRecipients()).toEqual(['victim+a@example.com', 'victim+c@example.com']);
    expect(sqlite().prepare('select email from subscriptions order by id').pluck().all()).toEqual([
      'victim+a@example.com',
      'victim+c@example.com',
    ]);
  });
});

describe('confirmation e-mails a day per client', () => {
  it(`stops one client after ${perClient} mailboxes, with the same answers`, async () => {
    expect(perClient).toBe(confirmationLimits.perClient);
    const expected = await answerToAStranger();
    const client = freshClientAddress();
    const now = new Date();
    // Through the store, as the actions call it: the per-minute limit would stop the API first.
    for (let reader = 0; reader < perClient; reader += 1) {
      await subscribe({ email: `reader-${reader}@example.com` }, client, now);
    }
    expect(confirmationRecipients()).toHaveLength(perClient);
    for (const email of ['one-too-many@example.com', 'two-too-many@example.org']) {
      expect(await signUpBothWays(email, client), email).toEqual(expected);
    }
    expect(confirmationRecipients()).toHaveLength(perClient);
    expect(sqlite().prepare('select count(*) from subscriptions').pluck().get()).toBe(perClient);

    // Another client is not held back by this one, nor the same client a day later.
    await subscribe({ email: 'neighbour@example.com' }, freshClientAddress(), now);
    const aDay = new Date(now.getTime() + confirmationLimits.windowMilliseconds);
    await subscribe({ email: 'tomorrow@example.com' }, client, aDay);
    expect(confirmationRecipients().slice(-2)).toEqual([
      'neighbour@example.com',
      'tomorrow@example.com',
    ]);
  });

  it('keeps neither the addresses nor the client in its records, and prunes them after a day', async () => {
    const client = freshClientAddress();
    const now = new Date();
    await subscribe({ email: 'private@example.com' }, client, now);
    const rows = () =>
      sqlite().prepare('select mailbox, client from confirmation_sends').all() as {
        mailbox: string;
        client: string;
      }[];
    const [row] = rows();
    expect(JSON.stringify(rows())).not.toMatch(/private|example|198\.51\.100/);
    expect(row?.mailbox).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.client).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const aDay = new Date(now.getTime() + confirmationLimits.windowMilliseconds);
    await subscribe({ email: 'later@example.com' }, freshClientAddress(), aDay);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).not.toEqual(row);
  });
});
