// Every page as a text browser reads it: `lynx -dump` of the production server's answers. Lynx
// ignores CSS and ARIA, so it shows what the markup alone says: the main menu must be in the page
// once (not a desktop copy and a phone copy), every link must have words of its own (an
// aria-label is not read), and the map's places, links in SVG that lynx prints as plain text,
// must each read as a link with its own words to its own target.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mainMenu, type MenuItem } from '~/config/navigation';
import { site } from '~/config/site';
import { teaRegions } from '~/content/tea-regions';
import { languageOfPath, localizedPath, type Language } from '~/i18n/languages';
import { hasTwin } from '~/i18n/translated-pages';
import { translationFile } from '../support/translation-files';
import { childEnvironment } from '../support/test-environment';
import { sharesOneServer } from '../support/server-hooks';

const runFile = promisify(execFile);
const lynxAvailable = !spawnSync('lynx', ['-version'], { stdio: 'ignore' }).error;
// CI installs lynx (.ci/run): there a missing lynx is a failure, not a skip.
if (!lynxAvailable && process.env.CI) {
  throw new Error('lynx is not installed (apt-get install lynx): CI reads every page with it');
}

/** What lynx prints for a page: the text with [n] before each link, and the links' targets. */
type LynxDump = {
  body: string;
  /** Reference number to target, visible links and hidden ones (links without words) alike. */
  references: Map<number, string>;
  /** Links lynx found no words for: it lists them apart, as 'Hidden links'. */
  hiddenLinks: string[];
};

/**
 * `lynx -dump` of a page, as lynx shows it to a reader. Lines are not wrapped (so a link's words
 * stay on its line) and the text is UTF-8 (so an en dash is not spelled out).
 */
async function lynxDump(url: string): Promise<LynxDump> {
  const stdout = await runFile(
    'lynx',
    ['-dump', '-width=1024', '-display_charset=utf-8', '-assume_charset=utf-8', url],
    { env: childEnvironment(), timeout: 30_000, maxBuffer: 8 * 1024 * 1024 },
  ).then(
    (result) => result.stdout,
    // Lynx exits with 1 after dumping a page that answered 404, as the not-found pages do.
    (error: unknown) => {
      const printed = (error as { stdout?: unknown }).stdout;
      if (typeof printed === 'string' && printed.includes('References')) return printed;
      throw error;
    },
  );
  const [body = '', referenceText = ''] = stdout.split(/^References$/m);
  const [visibleText = '', hiddenText = ''] = referenceText.split(/^\s*Hidden links:$/m);
  const references = new Map<number, string>();
  const readReferences = (text: string) =>
    [...text.matchAll(/^\s*(\d+)\. (\S+)$/gm)].map(([, number, target]) => {
      references.set(Number(number), target ?? '');
      return target ?? '';
    });
  readReferences(visibleText);
  return { body, references, hiddenLinks: readReferences(hiddenText) };
}

/** A link as lynx prints it: its reference number and its words (up to the next link). */
type DumpedLink = { number: number; text: string };

function linksOf(body: string): DumpedLink[] {
  return body.split('\n').flatMap((line) =>
    [...line.matchAll(/\[(\d+)\]((?:(?!\[\d+\]).)*)/g)].map(([, number, text]) => ({
      number: Number(number),
      text: (text ?? '').trim(),
    })),
  );
}

/** The frame's words in a language: the menu's names, 'opens in a new tab'. */
const frameTexts = (language: Language) => translationFile(language, 'common');

/** A menu entry's words as a reader gets them; the external link says it opens a new tab. */
function menuEntryText(item: MenuItem, language: Language): string {
  const { nav, opensInNewTab } = frameTexts(language);
  return item.isExternal ? `${nav[item.label]} ${opensInNewTab}` : nav[item.label];
}

/** The main menu's links in page order: each entry, then its submenu's. */
function menuSequence(language: Language): string[] {
  return mainMenu.flatMap((item) => [
    menuEntryText(item, language),
    ...(item.submenu ?? []).map((entry) => menuEntryText(entry, language)),
  ]);
}

/** Where a link to an English page goes from a page in `language`: its twin, if it has one. */
function targetIn(language: Language, englishPath: `/${string}`): string {
  return hasTwin(englishPath, language) ? localizedPath(englishPath, language) : englishPath;
}

/** How often `sequence` runs, uninterrupted, through `texts`. */
function runsOf(texts: readonly string[], sequence: readonly string[]): number {
  let runs = 0;
  for (let start = 0; start + sequence.length <= texts.length; start += 1) {
    if (sequence.every((text, offset) => texts[start + offset] === text)) runs += 1;
  }
  return runs;
}

/**
 * The map's places as lynx lists them: each a link whose words name the place (its label, then
 * words only a text browser prints), to the region's section or the office's address.
 */
function mapPlaceLinks(language: Language): { text: string; target: string }[] {
  const places = translationFile(language, 'places');
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  return [
    ...teaRegions.map((region) => ({
      text: fill(places.region, {
        name: region.name,
        elevation: places.elevation[region.elevation],
      }),
      target: `${targetIn(language, '/regions')}#${region.slug}`,
    })),
    {
      text: fill(places.office, { name: 'Colombo' }),
      target: `${targetIn(language, '/contact')}#head-office`,
    },
  ];
}
const drawsTheMap = 'data-testid="region-area"';

describe.skipIf(!lynxAvailable)(
  'pages in a text browser (lynx; skipped where not installed)',
  () => {
    const server = sharesOneServer();
    /** Every public page, a product page, the spec sheets, the newsletter's link pages, the 404s. */
    let paths: readonly string[] = [];

    beforeAll(async () => {
      // The audited pages sign the newsletter's links with the secret in the server's database.
      vi.stubEnv('E2E_DATABASE_URL', server().databaseFile);
      const { auditedPaths, notFoundPaths } = await import('../e2e/audited-pages');
      paths = [...auditedPaths, ...notFoundPaths];
      vi.unstubAllEnvs();
    });

    it('reads each page’s main menu once, names every link and the map’s places', async () => {
      expect(paths.length).toBeGreaterThan(20);
      const pagesWithTheMap: string[] = [];
      for (const path of paths) {
        const url = `${server().url}${path}`;
        const [dump, html] = await Promise.all([
          lynxDump(url),
          fetch(url).then((answer) => answer.text()),
        ]);
        const links = linksOf(dump.body);
        const texts = links.map((link) => link.text);
        // Soft checks, so one run names every page that fails, not only the first.

        const language = languageOfPath(path);
        // The menu, entries and submenus, is one run of links: twice would be a second copy.
        expect
          .soft(runsOf(texts, menuSequence(language)), `${path}: the main menu's run of links`)
          .toBe(1);
        for (const item of mainMenu) {
          if (item.isExternal) continue;
          const target = targetIn(language, item.path);
          expect
            .soft(
              links.some(
                (link) =>
                  link.text === menuEntryText(item, language) &&
                  dump.references.get(link.number)?.endsWith(target),
              ),
              `${path}: menu entry ${item.label} links to ${target}`,
            )
            .toBe(true);
        }

        // No link without words: lynx lists those apart ('Hidden links') and shows an empty
        // bullet or nothing at all where they are.
        expect.soft(dump.hiddenLinks, `${path}: links without words`).toEqual([]);
        expect
          .soft(
            links.filter((link) => link.text === ''),
            `${path}: [n] with nothing after it`,
          )
          .toEqual([]);
        // Nor links whose words run into the word before them ('View Our Products[9]Contact
        // Us'): what flex gaps keep apart on screen, lynx prints as one run of text. Arabic's
        // 'and' (و) is written joined to the word it comes before, so before a linked name it
        // stands alone, right against the link ('كاندي و[34]نوارا إليا'): that is no glued link.
        expect
          .soft(
            [...dump.body.matchAll(/(.?)([\p{L}\p{N}])\[\d+\]/gsu)]
              .filter(([, before = '', letter]) => !(letter === 'و' && /^\s?$/.test(before)))
              .map(([glued]) => glued.trim()),
            `${path}: links glued together`,
          )
          .toEqual([]);

        // The social links, in the header and the footer, by their names.
        for (const network of site.social) {
          const named = links.filter(
            (link) =>
              link.text === `${network.name} ${frameTexts(language).opensInNewTab}` &&
              dump.references.get(link.number) === network.href,
          );
          expect.soft(named, `${path}: ${network.name} links by name`).toHaveLength(2);
        }

        // A star rating is a picture lynx cannot read: its words are in the page for it.
        if (html.includes('aria-label="Rated ')) {
          expect
            .soft(dump.body, `${path}: testimonials' ratings in words`)
            .toMatch(/^\s*\* Rated \d(\.5)? out of 5$/m);
        }

        if (html.includes(drawsTheMap)) {
          pagesWithTheMap.push(path);
          for (const place of mapPlaceLinks(language)) {
            expect
              .soft(
                links.some(
                  (link) =>
                    link.text === place.text &&
                    dump.references.get(link.number)?.endsWith(place.target),
                ),
                `${path}: the map links '${place.text}' to ${place.target}`,
              )
              .toBe(true);
          }
        }
      }
      // The map checks above ran where the map is: Contact's Find Us and the regions page.
      expect(pagesWithTheMap).toEqual(expect.arrayContaining(['/contact', '/regions']));
    });
  },
);
