import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '~/http/content-security-policy';
import { hydrationStarterScript } from 'virtual:hydration-starter';
import { deferHydrationUntilLoaded } from '~/http/deferred-hydration.server';

const page =
  '<!DOCTYPE html><html><head></head><body><main>Tea</main>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>' +
  '<link rel="modulepreload" href="/assets/components-b.js"/>' +
  '<script>window.__remixContext = {};</script>' +
  '<script type="module" async="">import * as route0 from "/assets/root-c.js";\n' +
  'window.__remixManifest = {\n  "entry": {\n    "module": "/assets/entry.client-a.js"\n  }\n};\n' +
  'window.__remixRouteModules = {"root":route0};\n\n' +
  'import("/assets/entry.client-a.js");</script>' +
  '<script>enqueue("data")</script></body></html>';

describe('hydration after the load event', () => {
  const deferred = deferHydrationUntilLoaded(page);

  it('leaves no module preload or module script for the browser to fetch at once', () => {
    const markup = deferred.replace(hydrationStarterScript, '');
    expect(markup).not.toContain('rel="modulepreload"');
    expect(markup).not.toContain('type="module"');
    expect(deferred).toContain(
      '<script type="text/plain" data-deferred-module="">import * as route0 from "/assets/root-c.js";\n',
    );
  });

  it('marks which inert preload is the entry module, which the starter leaves to the module block', () => {
    expect(deferred).toContain(
      '<link rel="dns-prefetch" href="/assets/entry.client-a.js" data-deferred-preload="entry"/>' +
        '<link rel="dns-prefetch" href="/assets/components-b.js" data-deferred-preload="module"/>',
    );
  });

  it('keeps every element React hydrates, in order, and puts the starter last in <body>', () => {
    const tags = (html: string) => [...html.matchAll(/<(link|script|main)\b/g)].map((m) => m[1]);
    expect(tags(deferred)).toEqual([...tags(page), 'script']);
    expect(deferred.endsWith(`<script>${hydrationStarterScript}</script></body></html>`)).toBe(
      true,
    );
  });

  it('writes the compiled starter, which waits for the load event and can close no element', () => {
    expect(hydrationStarterScript).toContain('addEventListener("load",');
    expect(hydrationStarterScript).not.toMatch(/<\/script/i);
    expect(hydrationStarterScript).not.toContain('\n');
  });

  it('lists the module block in the CSP hashes, so the script the starter copies it into may run', () => {
    // The block as the page carries it, which the starter copies into a module script.
    const moduleBody =
      /<script type="text\/plain" data-deferred-module="">([^<]*)<\/script>/.exec(deferred)?.[1] ??
      '';
    expect(moduleBody).toContain('window.__remixManifest');
    const expected = inlineScriptHashes(`<script>${moduleBody}</script>`)[0];
    expect(inlineScriptHashes(deferred)).toContain(expected);
  });

  it('writes Remix’s manifest without its indentation, the same object', () => {
    expect(deferred).toContain(
      'window.__remixManifest = {"entry":{"module":"/assets/entry.client-a.js"}};\n' +
        'window.__remixRouteModules = {"root":route0};',
    );
  });

  it('leaves out the route fields Remix reads the same when they are absent, and no others', () => {
    const root = { id: 'root', path: '', module: '/assets/root-c.js' };
    const index = {
      id: 'routes/_index',
      parentId: 'root',
      index: true,
      module: '/assets/index-e.js',
    };
    const manifest = {
      entry: { module: '/assets/entry.client-a.js', imports: [], css: [] },
      routes: {
        root: {
          ...root,
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: true,
          imports: ['/assets/site-frame-d.js'],
          css: [],
        },
        'routes/_index': {
          ...index,
          hasAction: true,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: false,
          imports: [],
          css: ['/assets/index-f.css'],
        },
      },
      url: '/assets/manifest-g.js',
      version: 'g',
    };
    const withManifest = page.replace(
      /window\.__remixManifest = [\s\S]*?\};\n/,
      `window.__remixManifest = ${JSON.stringify(manifest, null, 2)};\n`,
    );
    const written = /window\.__remixManifest = (\{.*?\});\n/.exec(
      deferHydrationUntilLoaded(withManifest),
    )?.[1];
    expect(JSON.parse(written ?? 'null')).toEqual({
      ...manifest,
      // Remix reads the entry's lists without testing them first: they stay.
      entry: manifest.entry,
      routes: {
        root: {
          ...root,
          hasLoader: true,
          hasErrorBoundary: true,
          imports: ['/assets/site-frame-d.js'],
        },
        'routes/_index': { ...index, hasAction: true, css: ['/assets/index-f.css'] },
      },
    });
  });

  it('leaves a page without Remix scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Tea</p></body></html>';
    expect(deferHydrationUntilLoaded(plain)).toBe(plain);
  });
});
