// Writes meeting the write lock on a real production server: two worker processes taking
// quote requests, contact messages and signups four at a time refuse none of them, and while
// another program holds the lock, pages keep coming quickly, waiting posts are stored once it
// is released, and a post that waited longer than DATABASE_BUSY_TIMEOUT_MS answers 503 and is
// logged (db/write-transaction.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/migrations';
import { queryDatabaseFile, type TestServer } from '../support/test-server';
import { startsServersForEachTest } from '../support/server-hooks';
import { childEnvironment } from '../support/test-environment';
import { sampleQuoteRequest } from '../support/sample-inquiries';

const lockHolders: ChildProcess[] = [];

afterEach(() => {
  for (const holder of lockHolders.splice(0)) holder.kill('SIGKILL');
});

const start = startsServersForEachTest();

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/**
 * One request on a connection of its own (no keep-alive), so that node:cluster hands the posts
 * to every worker in turn.
 */
function send(server: TestServer, method: string, path: string, json?: unknown): Promise<Answer> {
  const started = performance.now();
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      {
        method,
        agent: false,
        headers: body
          ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const quote = (index: number) =>
  sampleQuoteRequest({
    quantity: String(1 + index),
    email: `omar${index}@example.ae`,
    message: `Monthly shipments from March, please quote for the year (${index}).`,
  });

const contact = (index: number) => ({
  name: 'Sanjeewa Fernando',
  email: `sanjeewa${index}@example.com`,
  subject: 'wholesale',
  message: `Do you ship Uva BOP to Hamburg? Enquiry number ${index}.`,
});

/**
 * Another program holding SQLite's write lock on `file` (`BEGIN IMMEDIATE`) for
 * `milliseconds`: a process of its own, as a backup or an operator's sqlite3 would be.
 * Resolves once the lock is taken, with when it will be released.
 */
async function holdWriteLock(
  file: string,
  milliseconds: number,
): Promise<{ releasedAt: Promise<number> }> {
  const script = `
    const Database = require('better-sqlite3');
    const database = new Database(process.argv[1]);
    database.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => {
      database.exec('ROLLBACK');
      database.close();
      process.stdout.write('released\\n');
    }, Number(process.argv[2]));
  `;
  const holder = spawn(process.execPath, ['-e', script, file, String(milliseconds)], {
    cwd: projectRoot,
    env: childEnvironment(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  lockHolders.push(holder);
  let output = '';
  let onReleased: (at: number) => void = () => {};
  const releasedAt = new Promise<number>((resolve) => (onReleased = resolve));
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      if (output.includes('locked')) resolve();
      if (output.includes('released')) onReleased(performance.now());
    });
    holder.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return { releasedAt };
}

const count = (server: TestServer, table: string) =>
  queryDatabaseFile<{ total: number }>(
    server.databaseFile,
    `select count(*) as total from ${table}`,
  )[0]?.total ?? 0;

describe('two worker processes taking posts four at a time', () => {
  it('refuse none, and every acknowledged one is stored', async () => {
    const server = await start({ WEB_CONCURRENCY: '2' });
    const posts: { path: string; body: unknown }[] = [];
    for (let index = 0; index < 40; index += 1) {
      posts.push({ path: '/api/requests', body: quote(index) });
      posts.push({ path: '/api/contact', body: contact(index) });
      if (index % 2 === 0)
        posts.push({ path: '/api/subscribe', body: { email: `reader${index}@example.org` } });
    }
    const answers: (Answer & { path: string; sent: unknown })[] = [];
    for (let next = 0; next < posts.length; next += 4) {
      const batch = posts.slice(next, next + 4);
      answers.push(
        ...(await Promise.all(
          batch.map(async (post) => ({
            ...(await send(server, 'POST', post.path, post.body)),
            path: post.path,
            sent: post.body,
          })),
        )),
      );
    }

    const statuses = answers.map((answer) => `${answer.path} ${answer.status}`);
    expect(statuses.filter((status) => !/ 20[01]$/.test(status))).toEqual([]);
    // Both workers took posts.
    const posters = new Set(
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map(
          (line) => JSON.parse(line) as { pid: number; msg: string; request?: { method: string } },
        )
        .filter((line) => line.msg === 'request' && line.request?.method === 'POST')
        .map((line) => line.pid),
    );
    expect(posters.size).toBe(2);

    const idsOf = (path: string) =>
      answers
        .filter((answer) => answer.path === path)
        .map((answer) => (JSON.parse(answer.body) as { id: number }).id)
        .sort((a, b) => a - b);
    const storedIds = (table: string) =>
      queryDatabaseFile<{ id: number }>(
        server.databaseFile,
        `select id from ${table} order by id`,
      ).map((row) => row.id);
    expect(idsOf('/api/requests')).toHaveLength(40);
    expect(storedIds('buyer_requests')).toEqual(idsOf('/api/requests'));
    expect(storedIds('contact_messages')).toEqual(idsOf('/api/contact'));
    const subscribed = queryDatabaseFile<{ email: string }>(
      server.databaseFile,
      'select email from subscriptions order by email',
    ).map((row) => row.email);
    expect(subscribed).toEqual(
      answers
        .filter((answer) => answer.path === '/api/subscribe')
        .map((answer) => (answer.sent as { email: string }).email)
        .sort(),
    );
    // Each with its e-mail in the same commit.
    expect(count(server, 'outbox')).toBe(40 + 40 + 20);
  }, 120_000);
});

describe('while another program holds the write lock', () => {
  it('serves pages quickly, and stores the waiting posts once it is released', async () => {
    const server = await start({ DATABASE_BUSY_TIMEOUT_MS: '15000' });
    // Warm: the pages are rendered once, as on a running site.
    for (const path of ['/', '/products', '/about']) await send(server, 'GET', path);

    const lock = await holdWriteLock(server.databaseFile, 3000);
    const lockedAt = performance.now();
    const posts = [0, 1, 2].map((index) => send(server, 'POST', '/api/contact', contact(index)));
    const pages: { path: string; status: number; ms: number }[] = [];
    while (performance.now() - lockedAt < 2500) {
      for (const path of ['/', '/products', '/about', '/api/products', '/contact', '/healthz']) {
        const answer = await send(server, 'GET', path);
        pages.push({ path, status: answer.status, ms: Math.round(answer.ms) });
      }
    }
    const releasedAt = await lock.releasedAt;
    const answers = await Promise.all(posts);
    const answeredAt = performance.now();

    expect(pages.filter((page) => page.status !== 200)).toEqual([]);
    // A wide margin: a blocked event loop made a plain page wait for seconds.
    expect(pages.filter((page) => page.ms >= 500)).toEqual([]);
    expect(pages.length).toBeGreaterThan(12);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answeredAt).toBeGreaterThanOrEqual(releasedAt);
    expect(count(server, 'contact_messages')).toBe(3);
  }, 60_000);

  it('answers 503 with Retry-After after DATABASE_BUSY_TIMEOUT_MS, stores nothing and logs it', async () => {
    const server = await start({ DATABASE_BUSY_TIMEOUT_MS: '1000' });
    const lock = await holdWriteLock(server.databaseFile, 3000);
    const answer = await send(server, 'POST', '/api/contact', contact(1));
    const health = await send(server, 'GET', '/healthz');
    await lock.releasedAt;

    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(JSON.parse(answer.body)).toEqual({
      message: 'We cannot take your request just now. Please try again in a moment.',
    });
    expect(answer.ms).toBeGreaterThanOrEqual(950);
    expect(answer.ms).toBeLessThan(2900);
    // Busy is not broken.
    expect(health.status).toBe(200);
    expect(count(server, 'contact_messages')).toBe(0);
    expect(count(server, 'outbox')).toBe(0);
    const warning = server
      .output()
      .split('\n')
      .find((line) => line.includes('waited 1000 ms for the database lock'));
    expect(warning && (JSON.parse(warning) as { level: number }).level).toBe(40);
  }, 60_000);
});
