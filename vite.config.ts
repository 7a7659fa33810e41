import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';
import { hydrationStarter } from './scripts/hydration-starter/vite-plugin';
import { pictures } from './scripts/pictures/vite-plugin';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const appDirectory = new URL('./app/', import.meta.url).pathname;

/** The modules `entryId` imports, directly or through others, itself included, that `keep` keeps. */
function modulesImportedBy(
  getModuleInfo: Rollup.GetModuleInfo,
  entryId: string,
  keep: (id: string) => boolean,
): Set<string> {
  const found = new Set<string>();
  const waiting = [entryId];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (found.has(id) || !keep(id)) continue;
    found.add(id);
    waiting.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The chunks every page loads. The site frame: the app's modules the root route imports, and
 * the building blocks (page heading, section, meta) a third of the routes or more import. Left
 * to Rollup they are a dozen chunks of a few hundred bytes, each a request with about 800 bytes
 * of headers; in one chunk a page loads fewer bytes, even with a block it does not use. The
 * libraries the root imports are two chunks, which stay in a returning visitor's cache while the
 * app changes: React (`site-react`) and Remix with its router (`site-libraries`). Each is
 * evaluated in a task of its own (app/http/deferred-hydration.server.ts); as one chunk they were
 * one task of 70-120 ms on a mid-range phone. What the site frame imports on demand (the
 * tooltips and the toasts, with Radix) is one more chunk, `site-overlays`, fetched when a visitor
 * first wants a tooltip or a toast (decision 018).
 */
function siteChunks(getModuleInfo: Rollup.GetModuleInfo, moduleIds: string[]): Map<string, string> {
  const isAppModule = (id: string) => id.startsWith(appDirectory);
  // The translation files the frame loads before it hydrates stay a chunk each: a page loads
  // only its own namespaces in its own language (decision 031). Their ids have a query (`?raw`)
  // as the route modules' do.
  const isTranslationFile = (id: string) => id.startsWith(`${appDirectory}locales/`);
  const isRouteModule = (id: string) =>
    isAppModule(id) && id.includes('?') && !isTranslationFile(id);
  const chunks = new Map<string, string>();
  const rootId = moduleIds.find((id) => id.startsWith(`${appDirectory}root.tsx?`));
  if (!rootId) return chunks;
  for (const id of modulesImportedBy(getModuleInfo, rootId, () => true)) {
    chunks.set(
      id,
      isAppModule(id) ? 'site-frame' : isRemixModule(id) ? 'site-libraries' : 'site-react',
    );
  }
  // The layout of every page (app/routes/($lang).tsx, decision 027) is on every page as the root
  // is: what it imports (the error screen, the head's translator) belongs to the frame too.
  const languageLayoutId = moduleIds.find((id) =>
    id.startsWith(`${appDirectory}routes/($lang).tsx?`),
  );
  for (const id of languageLayoutId
    ? modulesImportedBy(getModuleInfo, languageLayoutId, isAppModule)
    : []) {
    if (!chunks.has(id)) chunks.set(id, 'site-frame');
  }
  const onDemandIds = [...chunks.keys()]
    .flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    .filter((id) => !isTranslationFile(id));
  for (const onDemandId of onDemandIds) {
    for (const id of modulesImportedBy(getModuleInfo, onDemandId, (id) => !chunks.has(id))) {
      chunks.set(id, 'site-overlays');
    }
  }
  const routeIds = moduleIds.filter(isRouteModule);
  const routesImporting = new Map<string, number>();
  for (const routeId of routeIds) {
    for (const id of modulesImportedBy(getModuleInfo, routeId, isAppModule)) {
      routesImporting.set(id, (routesImporting.get(id) ?? 0) + 1);
    }
  }
  for (const [id, routes] of routesImporting) {
    if (routes * 3 >= routeIds.length) chunks.set(id, 'site-frame');
  }
  for (const id of chunks.keys()) if (isRouteModule(id)) chunks.delete(id);
  return chunks;
}

/** Remix and the router under it; the other libraries the root imports are React's. */
const isRemixModule = (id: string) =>
  /\/node_modules\/(@remix-run|react-router|turbo-stream)/.test(id);

let siteChunkOf: Map<string, string> | undefined;

const siteChunk: Rollup.GetManualChunk = (id, { getModuleIds, getModuleInfo }) => {
  siteChunkOf ??= siteChunks(getModuleInfo, [...getModuleIds()]);
  return siteChunkOf.get(id);
};

/**
 * A translation file's chunk is named by its language and namespace (`texts-ru-home-<hash>.js`),
 * apart from the route chunks of the same name (`home`), so logs and tests can tell them apart.
 */
const chunkFileName = (chunk: Rollup.PreRenderedChunk) => {
  const translationFile = /\/locales\/(\w+)\/(\w+)\.json\?raw$/.exec(chunk.facadeModuleId ?? '');
  return translationFile
    ? `assets/texts-${translationFile[1]}-${translationFile[2]}-[hash].js`
    : 'assets/[name]-[hash].js';
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    pictures(),
    hydrationStarter(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  build: {
    // Terser's output is about 3% smaller than esbuild's once compressed; the build is slower by a second.
    minify: 'terser',
    // A font file is never written into the stylesheet as a data: URL, however small (the Arabic
    // rest file is 2 KB): the CSP takes fonts from the site alone, and every page would download it.
    assetsInlineLimit: (filePath) => (filePath.endsWith('.woff2') ? false : undefined),
    // better-sqlite3 is a native module; keep it out of the bundle.
    rollupOptions: {
      external: ['better-sqlite3'],
      output: isSsrBuild ? {} : { manualChunks: siteChunk, chunkFileNames: chunkFileName },
    },
  },
  ssr: {
    external: ['better-sqlite3'],
  },
}));
