/**
 * Photographs every page of the site at a phone width (375 px) and a desktop width (1280 px)
 * into screenshots/ (git-ignored), for a person to look at: the look is judged by eye, not by
 * pixel baselines that every Chromium update would break.
 *
 * Run `npm run build` first, then `npm run screenshots`. It serves the build on a free port
 * with a throwaway database; set BASE_URL to photograph a server that is already running.
 * Page names after `--` photograph only those pages (`npm run screenshots -- history csr`), and
 * SCREENSHOTS_DIR names another folder, to keep a before and an after side by side.
 * Motion is reduced, so the hero stands still on its first slide and its film does not load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { serverEntry } from '../tests/support/test-server';
import { freePort } from './measurement';

const pages: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'products', path: '/products' },
  { name: 'products-adra', path: '/products/adra' },
  { name: 'products-bulk', path: '/products/bulk' },
  { name: 'products-special', path: '/products/special' },
  { name: 'products-private-label', path: '/products/private-label' },
  { name: 'products-oem', path: '/products/oem' },
  { name: 'premium-herbal-tea', path: '/products/premium/herbal-tea' },
  { name: 'premium-black-tea', path: '/products/premium/black-tea' },
  { name: 'premium-green-tea', path: '/products/premium/green-tea' },
  { name: 'premium-special-tea', path: '/products/premium/special-tea' },
  { name: 'premium-flavoured-tea', path: '/products/premium/flavoured-tea' },
  { name: 'premium-adra-tea', path: '/products/premium/adra-tea' },
  { name: 'product-1', path: '/products/1' },
  { name: 'tea-grades', path: '/tea-grades' },
  { name: 'tea-process', path: '/tea-process' },
  { name: 'history', path: '/history' },
  { name: 'csr', path: '/csr' },
  { name: 'health', path: '/health' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'not-found', path: '/no-such-page' },
];

const widths = [375, 1280] as const;
const outputFolder = process.env.SCREENSHOTS_DIR ?? 'screenshots';
const systemChromium = '/usr/bin/chromium';

async function waitUntilServing(baseUrl: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null)
      throw new Error(`The server stopped with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/products`)).ok) return;
    } catch {
      // Not listening yet; try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No answer from ${baseUrl} after 30 seconds`);
}

async function startServer(): Promise<{ baseUrl: string; server: ChildProcess }> {
  if (!existsSync(serverEntry)) {
    throw new Error('No build found: run `npm run build` first.');
  }
  const port = await freePort();
  const database = join(mkdtempSync(join(tmpdir(), 'tea-screenshots-')), 'screenshots.db');
  const server = spawn('node', [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: database,
    },
    stdio: 'ignore',
  });
  const baseUrl = `http://localhost:${port}`;
  await waitUntilServing(baseUrl, server);
  return { baseUrl, server };
}

/** Scrolls through the page so lazy images load, then waits for them and the fonts. */
async function loadEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

function chosenPages(): typeof pages {
  const names = process.argv.slice(2);
  if (names.length === 0) return pages;
  const unknown = names.filter((name) => !pages.some((page) => page.name === name));
  if (unknown.length > 0) throw new Error(`No page named ${unknown.join(', ')}`);
  return pages.filter((page) => names.includes(page.name));
}

async function main(): Promise<void> {
  const running = process.env.BASE_URL ? null : await startServer();
  const baseUrl = process.env.BASE_URL ?? running?.baseUrl ?? '';
  const browser = await chromium.launch(
    existsSync(systemChromium) ? { executablePath: systemChromium } : {},
  );
  try {
    mkdirSync(outputFolder, { recursive: true });
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const { name, path } of chosenPages()) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await loadEverything(page);
        const file = join(outputFolder, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    running?.server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
