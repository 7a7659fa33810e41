/**
 * The page's scripts start only after it has loaded and painted (decision 006): on a slow
 * connection the HTML, the stylesheet, the fonts and the first image get the whole line, and
 * the scripts (which every page works without) follow. Remix writes module preloads and a
 * module script that the browser would fetch at once; here they are made inert, keeping their
 * tag names so React still hydrates them, and the hydration starter
 * (app/http/hydration-starter.browser.ts, compiled by the build) starts the module after the load
 * event, once the page's largest paint is on screen.
 */
import { hydrationStarterScript } from 'virtual:hydration-starter';
import { deferredModuleAttribute, deferredPreloadAttribute } from './hydration-start';

const modulePreloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScriptOpening = '<script type="module" async="">';
/** Remix's entry module, as its manifest in the module block names it: it hydrates the page. */
const entryModulePattern = /"entry":\s*\{\s*"module":\s*"([^"]+)"/;
const documentEnd = '</body></html>';

/** Remix's manifest of the page's routes, in its module block: JSON, indented by two spaces. */
const manifestPattern =
  /(window\.__remixManifest = )(\{[\s\S]*?\})(;\nwindow\.__remixRouteModules)/;

/**
 * A route's fields in Remix's manifest that its browser code reads only as "is it set": a flag
 * it tests for truth (`if (route.hasLoader)`, `route.hasLoader !== true`) or a list it tests
 * before it maps it (`route.css ? route.css.map(…) : []`). Left out, a `false` or an empty list
 * reads the same.
 */
const routeFieldsReadAsSet = new Set([
  'hasAction',
  'hasLoader',
  'hasClientAction',
  'hasClientLoader',
  'hasErrorBoundary',
  'css',
  'imports',
]);

function isUnset(value: unknown): boolean {
  return value === false || (Array.isArray(value) && value.length === 0);
}

/**
 * The module block with Remix's manifest written without its indentation (80 bytes of every
 * document once compressed) and without the route fields it reads the same when absent (a few
 * dozen more): the same manifest to Remix, in fewer bytes where a page must fit in the first
 * round trip (decision 031).
 */
function withCompactManifest(html: string): string {
  return html.replace(
    manifestPattern,
    (_block, opening: string, manifest: string, closing: string) =>
      `${opening}${JSON.stringify(JSON.parse(manifest), compactRouteField)}${closing}`,
  );
}

function compactRouteField(this: unknown, key: string, value: unknown): unknown {
  const isRouteEntry =
    typeof this === 'object' && this !== null && 'id' in this && 'module' in this;
  return isRouteEntry && routeFieldsReadAsSet.has(key) && isUnset(value) ? undefined : value;
}

/**
 * Rewrites a rendered page so its scripts wait for the load event and the largest paint. A
 * page without Remix's module script is returned as it is.
 */
export function deferHydrationUntilLoaded(html: string): string {
  if (!html.includes(moduleScriptOpening) || !html.endsWith(documentEnd)) return html;
  const entryModule = entryModulePattern.exec(html)?.[1];
  const inert = withCompactManifest(html)
    // A dns-prefetch of our own origin fetches nothing, and may stand in <body>.
    .replace(
      modulePreloadPattern,
      (_preload, href: string) =>
        `<link rel="dns-prefetch" href="${href}" ${deferredPreloadAttribute}="${href === entryModule ? 'entry' : 'module'}"/>`,
    )
    .replace(moduleScriptOpening, `<script type="text/plain" ${deferredModuleAttribute}="">`);
  // React tolerates extra nodes at the end of <body> when it hydrates, so the starter goes last.
  return `${inert.slice(0, -documentEnd.length)}<script>${hydrationStarterScript}</script>${documentEnd}`;
}
