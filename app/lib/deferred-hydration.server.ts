/**
 * The page's scripts start only after it has loaded and painted (decision 006): on a slow
 * connection the HTML, the stylesheet, the fonts and the first image get the whole line, and
 * the scripts (which every page works without) follow. Remix writes module preloads and a
 * module script that the browser would fetch at once; here they are made inert, keeping their
 * tag names so React still hydrates them, and a small script starts the module after the
 * load event.
 */

const modulePreloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScriptOpening = '<script type="module" async="">';
const documentEnd = '</body></html>';
const deferredModuleAttribute = 'data-deferred-module';

/**
 * After the load event and the next frame, the module block is copied into a real module
 * script. Its hash is already in the page's CSP, which lists every inline script block. The
 * module's imports are fetched as it asks for them: a few round trips, after the page is whole.
 */
export const hydrationStarter = `addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){var b=document.querySelector("script[${deferredModuleAttribute}]"),s=document.createElement("script");s.type="module";s.textContent=b.textContent;document.body.appendChild(s)})})},{once:true})`;

/**
 * Rewrites a rendered page so its scripts wait for the load event. A page without Remix's
 * module script is returned as it is.
 */
export function deferHydrationUntilLoaded(html: string): string {
  if (!html.includes(moduleScriptOpening) || !html.endsWith(documentEnd)) return html;
  const inert = html
    // A dns-prefetch of our own origin fetches nothing, and may stand in <body>.
    .replace(modulePreloadPattern, '<link rel="dns-prefetch" href="$1"/>')
    .replace(moduleScriptOpening, `<script type="text/plain" ${deferredModuleAttribute}="">`);
  // React tolerates extra nodes at the end of <body> when it hydrates, so the starter goes last.
  return `${inert.slice(0, -documentEnd.length)}<script>${hydrationStarter}</script>${documentEnd}`;
}
