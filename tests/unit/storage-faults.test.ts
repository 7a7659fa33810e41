import { loadContextFor } from './request-helpers';
// The database says "not now" (locked, read-only, full): the API answers 503 with
// Retry-After, the no-script form re-renders 503 with the failure text and the values,
// nothing is half-stored, and reads keep working. Real actions on a real SQLite file.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { databasePath, getDatabase } from '../../db/client';
import { notices } from '~/config/messages';
import { action as contactApiAction } from '~/routes/api.contact';
import { action as requestApiAction } from '~/routes/api.requests';
import { loader as productsLoader } from '~/routes/api.products';
import { action as subscribeApiAction } from '~/routes/api.subscribe';
import { action as contactPageAction } from '~/routes/($lang).contact';
import { postJson, postRaw } from './request-helpers';

const sqlite = () => getDatabase().$client;
const count = (table: string) =>
  (sqlite().prepare(`select count(*) as total from ${table}`).get() as { total: number }).total;

// Longer than any one write needs, short enough that a held lock fails fast.
beforeAll(() => {
  vi.stubEnv('DATABASE_BUSY_TIMEOUT_MS', '150');
  getDatabase();
});

afterAll(() => {
  vi.unstubAllEnvs();
});

beforeEach(() => {
  sqlite().exec(
    'delete from contact_messages; delete from buyer_requests; delete from subscriptions;',
  );
});

const message = {
  name: 'Kasun Perera',
  email: 'kasun@example.com',
  subject: 'wholesale',
  // Longer than a database page, so storing it needs a new page even when the last has room.
  message: `Please quote 5 tonnes of Nuwara Eliya BOP. ${'Details follow. '.repeat(300)}`.slice(
    0,
    5000,
  ),
};

type Fault = { name: string; begin: () => void; end: () => void };

function heldExclusiveLock(): Fault {
  let other: Database.Database | undefined;
  return {
    name: 'a BEGIN EXCLUSIVE held by another connection',
    begin: () => {
      other = new Database(databasePath());
      other.exec('BEGIN EXCLUSIVE');
    },
    end: () => {
      other?.exec('ROLLBACK');
      other?.close();
    },
  };
}

const queryOnly: Fault = {
  name: 'PRAGMA query_only (a read-only database)',
  begin: () => sqlite().pragma('query_only = ON'),
  end: () => sqlite().pragma('query_only = OFF'),
};

function diskFull(): Fault {
  let usualMaximum = 0;
  return {
    name: 'max_page_count at the current page count (a full disk)',
    begin: () => {
      usualMaximum = sqlite().pragma('max_page_count', { simple: true }) as number;
      // Rows deleted by earlier tests left free pages a write could reuse: none on a full disk.
      sqlite().exec('VACUUM');
      const pages = sqlite().pragma('page_count', { simple: true }) as number;
      sqlite().pragma(`max_page_count = ${pages}`);
    },
    end: () => {
      sqlite().pragma(`max_page_count = ${usualMaximum}`);
    },
  };
}

async function expectUnavailableAnswer(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('Retry-After')).toBe('5');
  expect(await response.json()).toEqual({
    message: 'We cannot take your request just now. Please try again in a moment.',
  });
}

describe.each([heldExclusiveLock(), queryOnly, diskFull()])('with $name', (fault) => {
  it('answers the contact API 503 {message} with Retry-After, storing nothing', async () => {
    fault.begin();
    try {
      await expectUnavailableAnswer(await postJson(contactApiAction, '/api/contact', message));
      expect(count('contact_messages')).toBe(0);
    } finally {
      fault.end();
    }
    expect((await postJson(contactApiAction, '/api/contact', message)).status).toBe(201);
    expect(count('contact_messages')).toBe(1);
    expect(sqlite().pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('answers the requests API 503 too: the teas are still read, nothing is stored', async () => {
    const request = {
      ...message,
      kind: 'samples',
      tea: 'grade:bop',
      sampleCount: 2,
      packing: 'chests',
      incoterm: 'cif',
      destinationPort: 'Hamburg',
      destinationCountry: 'DE',
      company: 'Teehaus Nord GmbH',
    };
    fault.begin();
    try {
      await expectUnavailableAnswer(await postJson(requestApiAction, '/api/requests', request));
      expect(count('buyer_requests')).toBe(0);
    } finally {
      fault.end();
    }
    expect((await postJson(requestApiAction, '/api/requests', request)).status).toBe(201);
    expect(count('buyer_requests')).toBe(1);
  });

  it('answers the subscribe API 503 the same way, keeping every row it accepted whole', async () => {
    // A full disk refuses only the write that needs a new page; long addresses get there soon.
    const address = (attempt: number) => `${attempt}.${'tea-buyer.'.repeat(20)}x@example.com`;
    const statuses: number[] = [];
    let answer: Response | undefined;
    fault.begin();
    try {
      while (answer?.status !== 503 && statuses.length < 40) {
        answer = await postJson(subscribeApiAction, '/api/subscribe', {
          email: address(statuses.length),
        });
        statuses.push(answer.status);
      }
    } finally {
      fault.end();
    }
    expect(answer).toBeDefined();
    await expectUnavailableAnswer(answer as Response);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set(statuses.length > 1 ? [200] : []));
    expect(count('subscriptions')).toBe(statuses.length - 1);
  });

  it('re-renders the no-script form 503 with the failure text and the values kept', async () => {
    fault.begin();
    let result: Awaited<ReturnType<typeof contactPageAction>>;
    try {
      result = await postRaw(
        contactPageAction,
        '/contact',
        new URLSearchParams(message).toString(),
        'application/x-www-form-urlencoded',
      );
    } finally {
      fault.end();
    }
    if (result instanceof Response) throw new Error(`answered ${result.status}, not a page`);
    const { data, init } = result;
    expect(init?.status).toBe(503);
    expect(new Headers(init?.headers).get('Retry-After')).toBe('5');
    expect(data.error?.['']).toEqual([notices.contactFailed.description]);
    expect(data.initialValue).toMatchObject({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
    });
    expect(count('contact_messages')).toBe(0);
  });

  it('keeps serving reads meanwhile', async () => {
    fault.begin();
    try {
      const response = productsLoader({
        request: new Request('http://localhost/api/products'),
        params: {},
        context: loadContextFor(),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveLength(8);
    } finally {
      fault.end();
    }
  });
});
