/**
 * The page's scripts start only after it has loaded and painted (decision 006): on a slow
 * connection the HTML, the stylesheet, the fonts and the first image get the whole line, and
 * the scripts (which every page works without) follow. Remix writes module preloads and a
 * module script that the browser would fetch at once; here they are made inert, keeping their
 * tag names so React still hydrates them, and a small script starts the module after the
 * load event and the page's largest paint.
 */

const modulePreloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScriptOpening = '<script type="module" async="">';
/** Remix's entry module, as its manifest in the module block names it: it hydrates the page. */
const entryModulePattern = /"entry":\s*\{\s*"module":\s*"([^"]+)"/;
const documentEnd = '</body></html>';
const deferredModuleAttribute = 'data-deferred-module';
/** On each inert preload: "entry" for Remix's entry module, "module" for every other one. */
const deferredPreloadAttribute = 'data-deferred-preload';

/**
 * How long after the load event the starter waits at most for the largest paint to be reported:
 * a paint never reported (a visitor scrolled first) must not keep the page's controls from
 * working.
 */
export const startFallbackMilliseconds = 3000;

/**
 * Starts the module once the page has loaded and its largest paint so far has been presented
 * (a `largest-contentful-paint` entry: it is reported after the frame is on screen), so the
 * scripts never hold up what the visitor reads first. Where the page has a first picture (the
 * `fetchpriority="high"` one), that paint must be the picture's or one at least as large as it
 * is shown, reported after the picture was decoded and drawn: where a paragraph is larger than
 * the picture on a phone's screen, no entry ever names the picture, and waiting for one left the
 * scripts to the fallback. Where the browser does not report paints, it starts a frame after the
 * load event; if the paint is never reported (a visitor scrolled first), or the picture cannot
 * be decoded, three seconds after it, or at once.
 *
 * Starting, it preloads every module the page needs at once, then evaluates them one import at
 * a time, in the order Remix lists them (the libraries, the site frame, the root, each route's
 * blocks, the route), each in a task of its own; last it copies the module block into a real
 * module script, whose hash is already in the page's CSP (it lists every inline script block),
 * and that runs Remix's entry, which hydrates. The module block alone would evaluate the whole
 * graph in one task, 70-120 ms on a mid-range phone (decision 018). The entry is left to the
 * block: evaluated sooner, it would hydrate before Remix's manifest and route modules are set.
 *
 * Its names are single letters, since the starter is in every document, which must fit in a
 * connection's first round trip (decision 031): `d` whether it has started, `k` the inert
 * preloads, `n` a live one, `q` the modules left to evaluate, `f` the next evaluation and `u`
 * its module; in the load handler `h` the first picture, `l` the largest paint reported
 * (Infinity once it names the picture), `p` whether the picture has been decoded and drawn, `o`
 * the observer, `g` the check that starts the module, `b` the picture's box, whose visible
 * height times its width is the largest the picture could be reported.
 */
export const hydrationStarter = `(function(){var d=0;function run(){var b=document.querySelector("script[${deferredModuleAttribute}]"),s=document.createElement("script");s.type="module";s.textContent=b.textContent;document.body.appendChild(s)}function start(){if(d)return;d=1;var k=document.querySelectorAll("link[${deferredPreloadAttribute}]"),q=[];for(var i=0;i<k.length;i++){var n=document.createElement("link");n.rel="modulepreload";n.href=k[i].href;document.head.appendChild(n);if(k[i].getAttribute("${deferredPreloadAttribute}")!=="entry")q.push(k[i].href)}(function f(){var u=q.shift();if(!u)return run();import(u).then(function(){setTimeout(f)},run)})()}addEventListener("load",function(){var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(t.indexOf("largest-contentful-paint")<0){requestAnimationFrame(function(){setTimeout(start)});return}var h=document.querySelector("img[fetchpriority=high]"),l=0,p=!h,o=new PerformanceObserver(function(x){x.getEntries().forEach(function(e){l=e.element===h?1/0:Math.max(l,e.size)});g()});function g(){var b=h&&h.getBoundingClientRect();if(l&&(l==1/0||p&&l>=(b?b.width*Math.max(0,Math.min(b.bottom,innerHeight)-Math.max(b.top,0)):0))){o.disconnect();setTimeout(start)}}o.observe({type:"largest-contentful-paint",buffered:true});h&&h.decode().then(function(){requestAnimationFrame(function(){setTimeout(function(){p=1;g()})})},start);setTimeout(start,${startFallbackMilliseconds})},{once:true})})()`;

/** Remix's manifest of the page's routes, in its module block: JSON, indented by two spaces. */
const manifestPattern =
  /(window\.__remixManifest = )(\{[\s\S]*?\})(;\nwindow\.__remixRouteModules)/;

/**
 * The module block with Remix's manifest written without its indentation: the same object, in
 * about a third fewer bytes of every document (80 once compressed), which counts where a page
 * must fit in the first round trip (decision 031).
 */
function withCompactManifest(html: string): string {
  return html.replace(
    manifestPattern,
    (_block, opening: string, manifest: string, closing: string) =>
      `${opening}${JSON.stringify(JSON.parse(manifest))}${closing}`,
  );
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
  return `${inert.slice(0, -documentEnd.length)}<script>${hydrationStarter}</script>${documentEnd}`;
}
