// One module graph (docs/architecture.md 'The server layer'): server/ is bundled apart from the
// app's build, so any value it imported from app/ or db/ would exist twice in each process (two
// database connections, two of every singleton). It may import packages, Node's own modules,
// its own files, and the type of the one interface the build exposes.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { personalCacheControl as appPersonalCacheControl } from '~/http/json-response.server';
import { personalCacheControl } from '../../server/http-cache';

const root = path.resolve(import.meta.dirname, '../..');
const serverFolder = path.join(root, 'server');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const interfaceModule = '../app/server-interface.server';

type ImportLine = { file: string; specifier: string; typeOnly: boolean };

function importsOf(file: string): ImportLine[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: ImportLine[] = [];
  const staticImport = /^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(staticImport)) {
    found.push({ file, specifier: match[3] ?? '', typeOnly: Boolean(match[2]) });
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ file, specifier: match[1] ?? '', typeOnly: false });
  }
  return found;
}

const serverFiles = fs
  .readdirSync(serverFolder)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => path.join(serverFolder, name));
const serverImports = serverFiles.flatMap(importsOf);

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
}

describe('the server layer', () => {
  it('imports nothing from app/ or db/ but the type of the server interface', () => {
    const reachingOut = serverImports.filter(
      ({ specifier }) => specifier.startsWith('../') || specifier.startsWith('~/'),
    );
    const wrong = reachingOut.filter(
      ({ specifier, typeOnly }) => !(typeOnly && specifier === interfaceModule),
    );
    expect(
      wrong.map(({ file, specifier }) => `${path.relative(root, file)}: ${specifier}`),
    ).toEqual([]);
    expect(reachingOut.length).toBeGreaterThan(0);
  });

  it('imports only Node modules, its own files and declared packages', () => {
    const builtins = new Set(builtinModules);
    const declared = new Set([
      ...Object.keys(packageJson.dependencies),
      ...Object.keys(packageJson.devDependencies),
    ]);
    const undeclared = serverImports
      .filter(({ specifier }) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
      .filter(({ specifier }) => !builtins.has(specifier))
      .filter(({ specifier }) => !declared.has(packageName(specifier)));
    expect(
      undeclared.map(({ file, specifier }) => `${path.relative(root, file)}: ${specifier}`),
    ).toEqual([]);
  });

  it('finds the interface where the build exposes it', () => {
    const entry = fs.readFileSync(path.join(root, 'app/entry.server.tsx'), 'utf8');
    expect(entry).toMatch(/export \{ serverInterface \} from '\.\/server-interface\.server';/);
    const index = fs.readFileSync(path.join(serverFolder, 'index.ts'), 'utf8');
    expect(index).toContain('build.entry.module');
  });

  it('marks what nobody may store with the same words as the app (the one value it keeps apart)', () => {
    expect(personalCacheControl).toBe(appPersonalCacheControl);
  });
});
