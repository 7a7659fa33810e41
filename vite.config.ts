import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const appDirectory = new URL('./app/', import.meta.url).pathname;

/**
 * The app's own modules that the root route imports, directly or through others. Every page
 * loads all of them, so one chunk carries them: left to Rollup they are a dozen chunks of a
 * few hundred bytes, each a request with about 800 bytes of headers.
 */
function siteFrameModules(getModuleInfo: Rollup.GetModuleInfo, rootId: string): Set<string> {
  const found = new Set<string>();
  const waiting = [rootId];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (found.has(id) || !id.startsWith(appDirectory)) continue;
    found.add(id);
    waiting.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

let siteFrame: Set<string> | undefined;

const siteFrameChunk: Rollup.GetManualChunk = (id, { getModuleIds, getModuleInfo }) => {
  if (!siteFrame) {
    const rootId = [...getModuleIds()].find((moduleId) =>
      moduleId.startsWith(`${appDirectory}root.tsx?`),
    );
    siteFrame = rootId ? siteFrameModules(getModuleInfo, rootId) : new Set();
  }
  return siteFrame.has(id) && !id.startsWith(`${appDirectory}root.tsx`) ? 'site-frame' : undefined;
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
