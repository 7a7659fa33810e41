// The JavaScript and CSS each page makes a browser download, gzipped, within budget. The
// JavaScript is what Remix's build manifest lists for the page's routes (what it preloads), with
// what they import on demand and the translation files the page's document names; the CSS is what the page links (the app's one stylesheet, linked by the root).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { teaGrades } from '../../app/content/tea-grades';
import { teaRegions } from '../../app/content/tea-regions';
import { auditedPaths } from './audited-pages';
import { languageOfPath, pathWithoutLanguage } from '../../app/i18n/languages';
import { namedTranslationFiles } from '../support/document-data';

const clientBuild = 'build/client';
const kilobyte = 1024;

/**
 * Gzipped bytes. Every page carries React, React DOM and Remix (about 80 KB), the site frame
 * with its menus, and Radix's tooltips and toasts (about 25 KB, when first wanted); pages with a form (/contact, /request) add Conform and
 * zod, the home page its carousels and film. The site frame also holds the list of the
 * translation files a page may load before it hydrates, 1.5 KB since 27 November 2026 (decision
 * 031), which took the default from 135 KB to 137 (the map page, `/regions`, is 136.2). Home
 * 161 KB since its offers of itself in the other languages are a chunk of their own (0.35 KB,
 * app/i18n/language-offers.ts), fetched only for a visitor who is offered one, rather than 0.2 KB
 * in every home page's document (27 November 2026: 160.2 KB).
 */
const javaScriptBudgets: Readonly<Record<string, number>> = {
  '/': 161 * kilobyte,
  '/about': 160 * kilobyte,
  '/products': 165 * kilobyte,
  '/health': 160 * kilobyte,
  '/contact': 160 * kilobyte,
  '/request': 160 * kilobyte,
};
const defaultJavaScriptBudget = 137 * kilobyte;
/**
 * The translation files a page's document names, which the browser loads before it hydrates
 * (decision 031): its texts, which until then were inline in the document's loader data. Whole
 * files, where the document's render used some groups of a few (home shows the CSR page's
 * pillars), so a page with many namespaces pays for them: `/ru/products` loads 17.7 KB (27 November
 * 2026), home 8 KB in English and 12 in Russian. Counted apart from the code: JSON read with one
 * JSON.parse, not code to compile.
 */
const textsBudget = 20 * kilobyte;
/**
 * The one stylesheet. 13 KB since the main menu's breakpoint depends on the page's language (1024
 * px in English, 1280 px in Arabic and Russian, whose names do not fit a bar below that): each of
 * its fifty-odd utilities is written for both, about 0.5 KB more (12.7 KB on 26 November 2026).
 */
const cssBudget = 13 * kilobyte;
/**
 * Each script file is a request with about 800 bytes of headers: with the site frame in one
 * chunk (vite.config.ts) the home page loaded eleven, and its transferred bytes were back under
 * the 250 KB budget (docs/development.md 'Latest figures'). Thirteen since React and Remix are
 * two chunks, each evaluated in a task of its own, and Radix is a chunk fetched after hydration
 * (decision 018): two more requests, so that no task starting the scripts passes 50 ms.
 * Fourteen since every page sits under the layout of its language (`routes/($lang).tsx`,
 * decision 027), a route module of its own; what it imports is in the site frame. Counted now
 * without what is fetched on demand (Radix, the newsletter form's checks): thirteen files come
 * with the page, the newsletter form's markup (its field error and honeypot) one of its own since
 * the form's checks come later (decision 030).
 */
const homeScriptFilesBudget = 14;

type RouteEntry = { module: string; imports?: string[]; css?: string[] };
type BuildManifest = { entry: RouteEntry; routes: Record<string, RouteEntry> };

function readBuildManifest(): BuildManifest {
  const assets = path.join(clientBuild, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('No Remix manifest in build/client/assets: run `npm run build`');
  const text = fs.readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as BuildManifest;
}

/** A chunk a script imports on demand (`import("./name.js")`), or a chunk it imports. */
const dynamicImportPattern = /import\("\.\/([\w().-]+\.js)"\)/g;
const staticImportPattern = /from"\.\/([\w().-]+\.js)"/g;

/**
 * The script files a page can load. `withPage`: Remix's entry, then each of its routes with what
 * it imports, as Remix's manifest lists them. `onDemand`: what those import on demand, with its
 * own imports, which the manifest does not list: Radix's tooltips and toasts, fetched once a
 * visitor wants one (decision 018), and the newsletter form's checks, fetched when a visitor
 * comes to the form (decision 030).
 */
function scriptFilesOf(
  manifest: BuildManifest,
  routeIds: readonly string[],
): { withPage: Set<string>; onDemand: Set<string> } {
  const withPage = new Set<string>();
  for (const entry of [manifest.entry, ...routeIds.map((id) => manifest.routes[id])]) {
    if (!entry) throw new Error(`${routeIds.join(', ')}: a route missing from the build manifest`);
    for (const file of [entry.module, ...(entry.imports ?? [])]) withPage.add(file);
  }
  const onDemand = new Set<string>();
  const waiting = [...withPage];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    const code = fs.readFileSync(path.join(clientBuild, file), 'utf8');
    const imported = [...code.matchAll(dynamicImportPattern)].map((match) => match[1]);
    // A chunk fetched on demand brings its own static imports.
    if (!manifestListed(file, manifest)) {
      imported.push(...[...code.matchAll(staticImportPattern)].map((match) => match[1]));
    }
    for (const name of imported) {
      // The translation files are on demand too, but a page loads only those its document
      // names, in its language (`translationFilesOf`), not every one the frame could load.
      if (!name || translationFilePattern.test(name)) continue;
      const found = `/assets/${name}`;
      if (!withPage.has(found) && !onDemand.has(found)) {
        onDemand.add(found);
        waiting.push(found);
      }
    }
  }
  return { withPage, onDemand };
}

const translationFilePattern = /^texts-\w+-\w+-[\w-]+\.js$/;

/** The translation files a page's document names, which the browser loads before hydrating. */
function translationFilesOf(pagePath: string, html: string): string[] {
  const language = languageOfPath(pagePath);
  const built = fs.readdirSync(path.join(clientBuild, 'assets'));
  return namedTranslationFiles(html).map((namespace) => {
    const file = built.find(
      (name) => name.startsWith(`texts-${language}-${namespace}-`) && name.endsWith('.js'),
    );
    if (!file) throw new Error(`No translation file ${language}/${namespace} in the build`);
    return `/assets/${file}`;
  });
}

/** Whether Remix's manifest lists the file, whose own imports it then lists too. */
function manifestListed(file: string, manifest: BuildManifest): boolean {
  return [manifest.entry, ...Object.values(manifest.routes)].some(
    (entry) => entry.module === file || entry.imports?.includes(file),
  );
}

function gzippedSize(publicPath: string): number {
  return gzipSync(fs.readFileSync(path.join(clientBuild, publicPath))).byteLength;
}

function total(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzippedSize(file);
  return bytes;
}

/** The routes a page renders, as Remix tells the browser (`window.__remixRouteModules`). */
function routeIdsOf(html: string): string[] {
  const modules = /window\.__remixRouteModules = \{([^}]*)\}/.exec(html)?.[1] ?? '';
  return [...modules.matchAll(/"([^"]+)":route\d+/g)].map((match) => match[1] ?? '');
}

function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

test('every page keeps its JavaScript and CSS within budget', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'js-on', 'the build is the same for both projects');
  const manifest = readBuildManifest();
  const report: { page: string; javaScript: number; texts: number; css: number }[] = [];
  for (const pagePath of auditedPaths) {
    const html = await (await request.get(pagePath)).text();
    const routeIds = routeIdsOf(html);
    expect(routeIds, `${pagePath} names its routes`).toContain('root');
    const { withPage, onDemand } = scriptFilesOf(manifest, routeIds);
    report.push({
      page: pagePath,
      javaScript: total([...withPage, ...onDemand]),
      texts: total(translationFilesOf(pagePath, html)),
      css: total(stylesheetsOf(html)),
    });
  }
  testInfo.annotations.push({
    type: 'gzipped KB (JavaScript, texts, CSS)',
    description: report
      .map((row) =>
        [row.page, row.javaScript, row.texts, row.css]
          .map((value) => (typeof value === 'number' ? (value / kilobyte).toFixed(1) : value))
          .join(' '),
      )
      .join('; '),
  });
  for (const row of report) {
    // A page's twins in other languages load the same scripts (decision 027).
    const budget = javaScriptBudgets[pathWithoutLanguage(row.page)] ?? defaultJavaScriptBudget;
    expect(row.javaScript, `${row.page} JavaScript, gzipped`).toBeLessThanOrEqual(budget);
    expect(row.texts, `${row.page} translation files, gzipped`).toBeGreaterThan(0);
    expect(row.texts, `${row.page} translation files, gzipped`).toBeLessThanOrEqual(textsBudget);
    expect(row.css, `${row.page} CSS, gzipped`).toBeGreaterThan(0);
    expect(row.css, `${row.page} CSS, gzipped`).toBeLessThanOrEqual(cssBudget);
  }
});

test('the home page loads few script files, none with the texts of grades or regions', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'js-on', 'the build is the same for both projects');
  const html = await (await request.get('/')).text();
  const { withPage, onDemand } = scriptFilesOf(readBuildManifest(), routeIdsOf(html));
  expect(withPage.size, [...withPage].join(', ')).toBeLessThanOrEqual(homeScriptFilesBudget);
  // Content for other pages, which the home page's modules could pull in through a shared import.
  const otherPagesTexts = [...teaGrades, ...teaRegions].map((subject) => subject.description);
  for (const file of [...withPage, ...onDemand, ...translationFilesOf('/', html)]) {
    const code = fs.readFileSync(path.join(clientBuild, file), 'utf8');
    for (const text of otherPagesTexts) {
      expect(code.includes(JSON.stringify(text).slice(1, 40)), `${file} has '${text}'`).toBe(false);
    }
  }
});
