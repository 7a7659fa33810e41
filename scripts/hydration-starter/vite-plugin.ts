/**
 * The hydration starter as part of the Vite build (decision 006): compiles
 * app/http/hydration-starter.browser.ts into one classic script, which the client build writes
 * as `assets/hydration-starter-<hash>.js`, and `virtual:hydration-starter` tells the server's
 * render where it is. Both builds compile the same source the same way, so they name the same
 * file. The starter is not a module of Remix's graph: it is what starts that graph.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const moduleId = 'virtual:hydration-starter';
const resolvedId = `\0${moduleId}`;
const sourceFile = 'app/http/hydration-starter.browser.ts';

type CompiledStarter = { fileName: string; code: string };

async function compileStarter(root: string): Promise<CompiledStarter> {
  const result = await build({
    entryPoints: [path.join(root, sourceFile)],
    bundle: true,
    format: 'iife',
    minify: true,
    // The browsers Vite's own build targets by default ('modules').
    target: ['es2020', 'edge88', 'firefox78', 'chrome87', 'safari14'],
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `assets/hydration-starter-${hash}.js`, code };
}

export function hydrationStarter({ root = process.cwd() }: { root?: string } = {}): Plugin {
  let compiled: Promise<CompiledStarter> | undefined;
  const starter = () => (compiled ??= compileStarter(root));
  let writesFile = false;
  let base = '/';
  return {
    name: 'tea-hydration-starter',
    configResolved(config) {
      writesFile = config.command === 'build' && !config.build.ssr;
      base = config.base;
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { fileName } = await starter();
      return `export const hydrationStarterPath = ${JSON.stringify(`${base}${fileName}`)};`;
    },
    async generateBundle() {
      if (!writesFile) return;
      const { fileName, code } = await starter();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
