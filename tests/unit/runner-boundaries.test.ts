// What runs outside Vitest (Playwright's config and specs, the scripts an operator or developer
// runs) must never load Vitest, even through a shared helper: Vitest's `expect` throws at import
// when no Vitest worker runs ("Vitest failed to access its internal state"), which once stopped
// `npm test` at Playwright's config after every Vitest test had passed.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const filesIn = (folder: string, suffix: string) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(folder, name));

/** The modules each runner other than Vitest loads first. */
const entries: Record<string, string[]> = {
  Playwright: ['playwright.config.ts', ...filesIn('tests/e2e', '.ts')],
  tsx: filesIn('scripts', '.ts'),
};

/** Every package the entry reaches through the project's own modules. */
async function packagesReachedFrom(entry: string): Promise<Set<string>> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: { '~': './app' },
    logLevel: 'silent',
  });
  const reached = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const imported of input.imports) if (imported.external) reached.add(imported.path);
  }
  return reached;
}

describe('modules run outside Vitest', () => {
  for (const [runner, files] of Object.entries(entries)) {
    it(`load no Vitest module under ${runner} (${files.length} entries)`, async () => {
      expect(files.length).toBeGreaterThan(0);
      const loadingVitest: string[] = [];
      for (const file of files) {
        const reached = await packagesReachedFrom(file);
        if ([...reached].some((name) => name === 'vitest' || name.startsWith('vitest/'))) {
          loadingVitest.push(file);
        }
      }
      expect(loadingVitest).toEqual([]);
    });
  }
});
