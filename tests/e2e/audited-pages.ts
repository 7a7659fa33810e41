import { openDatabase } from '../../db/client';
import { publicPages } from '../../app/config/public-routes';
import { localizedPath, prefixedLanguages } from '../../app/i18n/languages';
import { translatedPathPatterns, translatedPaths } from '../../app/i18n/translated-pages';
import { newsletterLinkPaths } from '../../app/features/newsletter/emails.server';
import { signingSecret, signToken } from '../../app/features/newsletter/signed-tokens.server';

/** A product page: the first of the sample products every test database is seeded with. */
export const productPagePath = '/products/1';

/**
 * The query that opens a newsletter link's page (`/newsletter/confirm`, `/unsubscribe`, in any
 * language) as its e-mail's reader does: a link signed by the test server's own secret (made now
 * if no signup has made it yet; the server then reads the same) and working until 2100, so the
 * runner and its workers name the same pages. Other pages have none ('').
 */
export function newsletterLinkQuery(englishPath: string): string {
  const purpose = (Object.keys(newsletterLinkPaths) as (keyof typeof newsletterLinkPaths)[]).find(
    (key) => newsletterLinkPaths[key] === englishPath,
  );
  if (!purpose) return '';
  const databaseFile = process.env.E2E_DATABASE_URL;
  if (!databaseFile) throw new Error('E2E_DATABASE_URL is not set (see playwright.config.ts)');
  const database = openDatabase(databaseFile);
  try {
    const until = new Date('2100-01-01T00:00:00Z');
    return `?token=${signToken(signingSecret(database), purpose, 'audit@example.com', until)}`;
  } finally {
    database.$client.close();
  }
}

/** The pages the newsletter's e-mails link to, as a reader opens them. */
function newsletterLinkPagePaths(): string[] {
  return Object.values(newsletterLinkPaths).map((path) => `${path}${newsletterLinkQuery(path)}`);
}

/**
 * The spec sheets standing for all of them (one layout): a black and a green grade, a product.
 * tests/e2e/spec-sheets.spec.ts visits every one.
 */
export const specSheetPagePaths: readonly string[] = [
  '/tea-grades/opa',
  '/tea-grades/green-tea-gp',
  `${productPagePath}/spec-sheet`,
];

/**
 * Each translated page in Arabic and in Russian (decision 027), one page standing for each
 * dynamic route's (a grade's spec sheet, a product's).
 */
export const translatedPagePaths: readonly string[] = [
  ...translatedPaths,
  ...translatedPathPatterns.map(({ example }) => example),
].flatMap((path) =>
  prefixedLanguages.map((language) => localizedPath(path as `/${string}`, language)),
);

/**
 * The twins that stand for all the others of their language where a page's language cannot
 * change the finding page by page: the scripts and font files a page loads (the same for every
 * page of a language), and axe's findings on a Russian page, which has the English page's markup
 * with Cyrillic words (every Arabic page, laid out right to left, is checked, and every twin's
 * layout, words and links). Home, Contact and Request: the frame, the forms, the map.
 */
const representativeTwins: readonly string[] = ['/', '/contact', '/request'].flatMap((path) =>
  prefixedLanguages.map((language) => localizedPath(path as `/${string}`, language)),
);

/** Whether `pagePath` is English or a twin standing for its language's others. */
export function standsForItsLanguage(pagePath: string): boolean {
  return !translatedPagePaths.includes(pagePath) || representativeTwins.includes(pagePath);
}

/**
 * The twins checked in both projects, with and without script: Contact's, whose form and map
 * stand for every translated page. A twin renders the same components as its English page, which
 * both projects check, so every other twin is checked once, with script (the visitor's usual
 * case, and the one where hydration could put back English): a twin for each page in each
 * project would add minutes to every run for no new finding (docs/development.md 'CI time').
 */
const twinsInEveryProject: readonly string[] = prefixedLanguages.map((language) =>
  localizedPath('/contact', language),
);

/** Whether the checks of every page run on `pagePath` in a project without script too. */
export function checkedWithoutScript(pagePath: string): boolean {
  return !translatedPagePaths.includes(pagePath) || twinsInEveryProject.includes(pagePath);
}

/**
 * Whether the checks of a page's markup and layout (axe, the layout guards) run on `pagePath` in
 * the project with script (`withScript`) or the one without. The layout is the same either way
 * (tests/e2e/right-to-left.spec.ts), and a twin's hydrated state is its English page's, which both
 * projects check: so a twin's markup is checked once, without script, the quicker load, except
 * the twins standing for their language (home, Contact, Request), checked in both. Its words and
 * links, which hydration could put back in English, are checked with script (languages.spec.ts).
 */
export function markupCheckedIn(pagePath: string, withScript: boolean): boolean {
  return (
    !withScript || !translatedPagePaths.includes(pagePath) || representativeTwins.includes(pagePath)
  );
}

/**
 * Every public page, one product page standing for all of them, the newsletter's links, and
 * every page's twins in the other languages: each is held to the same checks.
 */
export const auditedPaths: readonly string[] = [
  ...publicPages.map((page) => page.path),
  ...translatedPagePaths,
  productPagePath,
  ...specSheetPagePaths,
  ...newsletterLinkPagePaths(),
];

/** The pages that answer 404: the unknown-path screen and 'Product Not Found'. */
export const notFoundPaths: readonly string[] = [
  '/no-such-page',
  '/products/999999',
  '/ar/no-such-page',
  '/ru/no-such-page',
];
