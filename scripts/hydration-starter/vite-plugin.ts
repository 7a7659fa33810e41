/**
 * The hydration starter as part of the Vite build (decision 006): compiles
 * app/http/hydration-starter.browser.ts into one classic script, which `virtual:hydration-starter`
 * hands the server's render to write at the end of every document. It stays in the document: as
 * a file of its own, fetched at the load event, Lighthouse's simulation counted its request with
 * the first picture and the fonts, and the largest paint came 50-150 ms later on most pages
 * (28 November). The starter is not a module of Remix's graph: it is what starts that graph.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const moduleId = 'virtual:hydration-starter';
const resolvedId = `\0${moduleId}`;
const sourceFile = 'app/http/hydration-starter.browser.ts';

async function compileStarter(root: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, sourceFile)],
    bundle: true,
    format: 'iife',
    minify: true,
    // The browsers Vite's own build targets by default ('modules').
    target: ['es2020', 'edge88', 'firefox78', 'chrome87', 'safari14'],
    legalComments: 'none',
    // Not the project's tsconfig: its strictness would add a "use strict" the script does not need.
    tsconfigRaw: {},
    write: false,
    logLevel: 'silent',
  });
  return (result.outputFiles[0]?.text ?? '').trim();
}

export function hydrationStarter({ root = process.cwd() }: { root?: string } = {}): Plugin {
  return {
    name: 'tea-hydration-starter',
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      // Compiled where it is loaded, once a build (a few milliseconds): `npm run dev` leaves
      // pages as Remix writes them, so no starter there is ever stale.
      return `export const hydrationStarterScript = ${JSON.stringify(await compileStarter(root))};`;
    },
  };
}
