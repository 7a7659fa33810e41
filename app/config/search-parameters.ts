import { pathWithoutLanguage } from '~/i18n/languages';
import { sentParameter } from './messages';

/**
 * The query parameters each address reads. Any other (a tracking tag, a cache-buster, a typo)
 * changes nothing on the page, so the server drops it before the page is rendered or kept
 * (server/search-parameters.ts): a random query string is the same kept page, not a new render.
 * A parameter a page reads must be listed here, or the page never sees it.
 */
const everyPage = [sentParameter] as const;

const byPath: Readonly<Record<string, readonly string[]>> = {
  '/products': ['tab', 'category'],
  '/api/products': ['category'],
  '/contact': ['product', 'item'],
  '/request': ['kind', 'tea'],
  '/newsletter/confirm': ['token'],
  '/unsubscribe': ['token'],
};

const readByPath = new Map(
  Object.entries(byPath).map(([path, names]) => [path, new Set([...everyPage, ...names])]),
);
const readElsewhere: ReadonlySet<string> = new Set(everyPage);

/** The parameters the page at `pathname` reads: a page in Arabic or Russian reads its English twin's. */
export function searchParametersRead(pathname: string): ReadonlySet<string> {
  return readByPath.get(pathWithoutLanguage(pathname)) ?? readElsewhere;
}
