// Load: 2,000 contact messages from 50 concurrent clients over HTTP to a production server
// with the rate limit raised. Every answer is a 2xx, and there is a row for each one.
import { expect, it } from 'vitest';
import { runLoad } from '../support/flood';

it('stores a row for every 2xx of 2,000 messages from 50 clients, with no 5xx', async () => {
  const report = await runLoad({ messages: 2_000, concurrency: 50 });
  console.log('load test', report);
  expect(report.sent).toBe(2_000);
  expect(report.serverErrors).toBe(0);
  expect(report.refused).toBe(0);
  expect(report.unanswered).toBe(0);
  expect(report.acknowledged).toBe(2_000);
  expect(report.stored).toBe(report.acknowledged);
  expect(report.lost).toBe(0);
}, 240_000);
