// The kept pages' bound is true of the process's memory, not just of their own count
// (server/page-cache.ts). A file of its own, so no other test's garbage is in the measure.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createPageCache, type KeptAnswer } from '../../server/page-cache';

const megabyte = 1024 * 1024;

/** A 200 KB page, as the home page is before compression, that compresses badly. */
function randomPage(): KeptAnswer {
  const body = `<!DOCTYPE html><p>${randomBytes(150_000).toString('base64')}</p>`;
  return { status: 200, headers: [['content-type', 'text/html']], body: Buffer.from(body) };
}

/**
 * Memory once collected. V8 frees the memory behind buffers on a background thread after a
 * collection, so this collects until the figure stops moving.
 */
async function settledMemory(): Promise<number> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with --expose-gc (vitest.config.ts sets it)');
  const measure = () => {
    const { arrayBuffers, heapUsed } = process.memoryUsage();
    return arrayBuffers + heapUsed;
  };
  let previous = Number.NaN;
  for (let round = 0; round < 50; round += 1) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const current = measure();
    if (Math.abs(current - previous) < 64 * 1024) return current;
    previous = current;
  }
  return measure();
}

it('holds in memory about what it says it holds', async () => {
  const bound = 16 * megabyte;
  const before = await settledMemory();
  const cache = createPageCache({ maxBytes: bound });
  // Twice what fits (33 pages with their compressed copies): the first half is dropped again,
  // and the test fails if its memory is not given back. Each page costs a brotli and a gzip
  // compression, so more pages only make the test slow on a busy machine.
  for (let index = 0; index < 70; index += 1) {
    await cache.keep(`/page-${index}`, '1', randomPage());
  }
  const grown = (await settledMemory()) - before;
  expect(cache.keptBytes()).toBeLessThanOrEqual(bound);
  expect(cache.keptBytes()).toBeGreaterThan(bound * 0.9);
  expect(grown).toBeLessThan(cache.keptBytes() * 1.15);
  expect(grown).toBeGreaterThan(cache.keptBytes() * 0.8);
  expect(cache.size()).toBeGreaterThan(0);
  // Compressing 250 pages takes seconds on a busy machine.
}, 60_000);
