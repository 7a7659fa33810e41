import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const appDirectory = new URL('./app/', import.meta.url).pathname;

/** The app's own modules `entryId` imports, directly or through others, itself included. */
function appModulesImportedBy(getModuleInfo: Rollup.GetModuleInfo, entryId: string): Set<string> {
  const found = new Set<string>();
  const waiting = [entryId];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (found.has(id) || !id.startsWith(appDirectory)) continue;
    found.add(id);
    waiting.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The site frame: the app's modules the root route imports, which every page loads, and the
 * building blocks (page heading, section, meta) a third of the routes or more import. Left to
 * Rollup they are a dozen chunks of a few hundred bytes, each a request with about 800 bytes of
 * headers; in one chunk a page loads fewer bytes, even with a block it does not use.
 */
function siteFrameModules(getModuleInfo: Rollup.GetModuleInfo, moduleIds: string[]): Set<string> {
  const isRouteModule = (id: string) => id.startsWith(appDirectory) && id.includes('?');
  const rootId = moduleIds.find((id) => id.startsWith(`${appDirectory}root.tsx?`));
  const frame = rootId ? appModulesImportedBy(getModuleInfo, rootId) : new Set<string>();
  const routeIds = moduleIds.filter(isRouteModule);
  const routesImporting = new Map<string, number>();
  for (const routeId of routeIds) {
    for (const id of appModulesImportedBy(getModuleInfo, routeId)) {
      routesImporting.set(id, (routesImporting.get(id) ?? 0) + 1);
    }
  }
  for (const [id, routes] of routesImporting) if (routes * 3 >= routeIds.length) frame.add(id);
  for (const id of frame) if (isRouteModule(id)) frame.delete(id);
  return frame;
}

let siteFrame: Set<string> | undefined;

const siteFrameChunk: Rollup.GetManualChunk = (id, { getModuleIds, getModuleInfo }) => {
  siteFrame ??= siteFrameModules(getModuleInfo, [...getModuleIds()]);
  return siteFrame.has(id) ? 'site-frame' : undefined;
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
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
    // better-sqlite3 is a native module; keep it out of the bundle.
    rollupOptions: {
      external: ['better-sqlite3'],
      output: isSsrBuild ? {} : { manualChunks: siteFrameChunk },
    },
  },
  ssr: {
    external: ['better-sqlite3'],
  },
}));
