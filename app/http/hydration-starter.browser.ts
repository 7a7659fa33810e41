/**
 * The hydration starter (decisions 006 and 018), at the end of every document: the build compiles
 * it into one minified classic script (scripts/hydration-starter/vite-plugin.ts), which
 * app/http/deferred-hydration.server.ts writes into the page. Its names are written out here;
 * the minifier shortens them, since every document carries it (decision 031).
 *
 * After the load event it starts the page's modules once its largest paint so far has been
 * presented (a `largest-contentful-paint` entry is reported after the frame is on screen), so the
 * scripts never hold up what the visitor reads first. Where the page has a first picture (the
 * `fetchpriority="high"` one), that paint must be the picture's or one at least as large as it
 * is shown, reported after the picture was decoded and drawn: where a paragraph is larger than
 * the picture on a phone's screen, no entry ever names the picture, and waiting for one left the
 * scripts to the fallback. Where the browser does not report paints, it starts a frame after the
 * load event; if the paint is never reported (a visitor scrolled first), or the picture cannot
 * be decoded, three seconds after it, or at once.
 *
 * Starting, it preloads every module the page needs, a few in each task, then evaluates them one
 * import at a time, in the order Remix lists them (the libraries, the site frame, the root, each
 * route's blocks, the route), each in a task of its own; last it copies the module block into a
 * real module script, whose hash is already in the page's CSP (it lists every inline script
 * block), and that runs Remix's entry, which hydrates. The module block alone would evaluate the
 * whole graph in one task, 70-120 ms on a mid-range phone (decision 018). The entry is left to the
 * block: evaluated sooner, it would hydrate before Remix's manifest and route modules are set.
 */
import {
  deferredModuleAttribute,
  deferredPreloadAttribute,
  startFallbackMilliseconds,
} from './hydration-start';

let started = false;

/**
 * The router keeps scroll positions by each history entry's `key`, and the entry the page was
 * loaded in has none: given none, every such entry shares one key, and a link to a section of
 * the page, restoring the position kept under it, scrolled back to the top. Remix's scroll script
 * gave the entry a key before the router started (decision 031, update of 28 November); the
 * starter does it now, just before the router starts.
 */
function keyTheHistoryEntry(): void {
  const state = history.state as { key?: unknown } | null;
  if (typeof state?.key !== 'string') {
    history.replaceState({ key: Math.random().toString(36).slice(2) }, '');
  }
}

function runModuleBlock(): void {
  keyTheHistoryEntry();
  const block = document.querySelector(`script[${deferredModuleAttribute}]`);
  const script = document.createElement('script');
  script.type = 'module';
  script.textContent = block?.textContent ?? '';
  document.body.appendChild(script);
}

/**
 * How long one task may go on asking for preloads. Each costs the main thread 0.1-9 ms (the first
 * the most, and more under a profiler's trace), and a page asks for 10-25: asked for in one task,
 * they took 34 ms of /ru's main thread in a Lighthouse trace, a long task on a phone.
 */
const preloadSliceMilliseconds = 4;

/** Asks for each module in `hrefs`, in tasks of at most about a slice each, then calls `then`. */
function preloadInSlices(hrefs: string[], then: () => void): void {
  const sliceStart = performance.now();
  for (let href = hrefs.shift(); href !== undefined; href = hrefs.shift()) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = href;
    document.head.appendChild(preload);
    if (hrefs.length > 0 && performance.now() - sliceStart >= preloadSliceMilliseconds) {
      setTimeout(() => preloadInSlices(hrefs, then));
      return;
    }
  }
  then();
}

function startModules(): void {
  if (started) return;
  started = true;
  const inert = [
    ...document.querySelectorAll<HTMLLinkElement>(`link[${deferredPreloadAttribute}]`),
  ];
  const waiting = inert
    .filter((link) => link.getAttribute(deferredPreloadAttribute) !== 'entry')
    .map((link) => link.href);
  const evaluateNext = (): void => {
    const next = waiting.shift();
    if (next === undefined) return runModuleBlock();
    import(/* @vite-ignore */ next).then(() => setTimeout(evaluateNext), runModuleBlock);
  };
  preloadInSlices(
    inert.map((link) => link.href),
    evaluateNext,
  );
}

function startAfterTheLargestPaint(): void {
  const reported = window.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!reported.includes('largest-contentful-paint')) {
    requestAnimationFrame(() => setTimeout(startModules));
    return;
  }
  const firstPicture = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
  /** The largest paint reported so far; Infinity once a paint names the first picture. */
  let largestPaint = 0;
  let pictureDrawn = firstPicture === null;
  const startIfPainted = (): void => {
    if (largestPaint === 0) return;
    if (largestPaint !== Infinity) {
      if (!pictureDrawn) return;
      // The largest the picture could be reported: its width times its height on the screen.
      // Read only here: where a paint named the picture, asking for its box could make the
      // browser lay the page out again in this task, for nothing.
      const box = firstPicture?.getBoundingClientRect();
      const pictureArea = box
        ? box.width * Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))
        : 0;
      if (largestPaint < pictureArea) return;
    }
    observer.disconnect();
    setTimeout(startModules);
  };
  const observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries() as LargestContentfulPaint[]) {
      largestPaint = entry.element === firstPicture ? Infinity : Math.max(largestPaint, entry.size);
    }
    startIfPainted();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  firstPicture?.decode().then(
    () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          pictureDrawn = true;
          startIfPainted();
        }),
      ),
    startModules,
  );
  setTimeout(startModules, startFallbackMilliseconds);
}

addEventListener('load', startAfterTheLargestPaint, { once: true });
