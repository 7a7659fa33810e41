/**
 * What a document and its hydration starter (app/http/hydration-starter.browser.ts) agree on
 * (decision 006): the attributes that mark the inert module block and module preloads in the
 * document, and how long the starter waits at most for the page's largest paint.
 */

/** On the module block Remix writes, made inert (`type="text/plain"`) until the starter runs it. */
export const deferredModuleAttribute = 'data-deferred-module';

/** On each inert preload: "entry" for Remix's entry module, "module" for every other one. */
export const deferredPreloadAttribute = 'data-deferred-preload';

/**
 * How long after the load event the starter waits at most for the largest paint to be reported:
 * a paint never reported (a visitor scrolled first) must not keep the page's controls from
 * working.
 */
export const startFallbackMilliseconds = 3000;
