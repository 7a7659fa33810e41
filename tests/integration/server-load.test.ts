// Load: 2,000 contact messages from 50 concurrent clients over HTTP to a production server
// with the rate limit raised. Every answer is a 2xx, and there is a row for each one.
import { expect, it } from 'vitest';
import { loadTestSize, runLoad } from '../support/flood';

it('stores a row for every 2xx of 2,000 messages from 50 clients, with no 5xx', async () => {
  const report = await runLoad(loadTestSize);
  console.log('load test', report);
  expect(report.sent).toBe(loadTestSize.messages);
  expect(report.serverErrors).toBe(0);
  expect(report.refused).toBe(0);
  expect(report.unanswered).toBe(0);
  expect(report.acknowledged).toBe(loadTestSize.messages);
  expect(report.stored).toBe(report.acknowledged);
  expect(report.lost).toBe(0);
}, 240_000);
