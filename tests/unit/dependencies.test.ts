// The install is reproducible and every dependency earns its place (docs/architecture.md
// 'Installing'). Reads package.json, package-lock.json, .npmrc, .nvmrc and the sources; runs
// nothing, installs nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type LockEntry = {
  version?: string;
  os?: string[];
  cpu?: string[];
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  engines?: Record<string, string>;
};
type PackageJson = {
  engines: Record<string, string>;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * Dependencies that no import, file path or command names, each with the reason it stays. One
 * with `evidence` stays only while that pattern is still found in the sources.
 */
const notImported: Record<string, { reason: string; evidence?: RegExp }> = {
  terser: {
    reason: "Vite's optional peer, loaded by build.minify: 'terser' in vite.config.ts",
    evidence: /minify:\s*['"]terser['"]/,
  },
  '@fontsource/inter': {
    reason: 'scripts/make-brand-images.ts reads its woff2 files under node_modules/@fontsource',
    evidence: /['"]inter\/files\/inter-latin-\d+-normal\.woff2['"]/,
  },
};

/** Names of packages built for one platform: @esbuild/linux-x64, lightningcss-darwin-arm64, … */
const platformName =
  /(?:^|[-/])(?:aix|android|darwin|freebsd|linux|netbsd|openbsd|openharmony|sunos|win32|wasm32)(?:-|$)/;

const root = findRoot();
const packageJson = readJson<PackageJson>('package.json');
const lockfile = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
const lockPackages = lockfile.packages;

function findRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('no package.json above this test');
    folder = parent;
  }
  return folder;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
}

function readOptional(file: string): string | undefined {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}

/** The lockfile key Node would load `name` from, required by the package at `from`. */
function resolveInLockfile(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lockPackages[key]) return key;
    if (base === '') return undefined;
    const nested = base.lastIndexOf('/node_modules/');
    base = nested < 0 ? '' : base.slice(0, nested);
  }
}

// The few range forms package.json uses (^, ~, >=, >, <=, <, =, a bare version, || and spaces).
type Version = [number, number, number];

function parseVersion(text: string): Version {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a version: ${text}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function comparatorHolds(version: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(comparator);
  if (!match) throw new Error(`a range form this test does not read: ${comparator}`);
  const [, operator = '', major, minor, patch] = match;
  const bound: Version = [Number(major), Number(minor ?? 0), Number(patch ?? 0)];
  const order = compare(version, bound);
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    case '^':
      return order >= 0 && version[0] === bound[0];
    case '~':
      return order >= 0 && version[0] === bound[0] && version[1] === bound[1];
    default:
      // A bare or '=' version: as precise as it is written ("22" is any 22.x).
      return (
        version[0] === bound[0] &&
        (minor === undefined || version[1] === bound[1]) &&
        (patch === undefined || version[2] === bound[2])
      );
  }
}

function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .every((comparator) => comparatorHolds(parsed, comparator)),
  );
}

/** The major each alternative of a range starts at: "^22.12.0 || >=26" gives [22, 26]. */
function lowerMajors(range: string): number[] {
  return range.split('||').map((set) => {
    const match = /(?:^|\s)(?:\^|~|>=|=)?\s*v?(\d+)/.exec(set.trim());
    if (!match) throw new Error(`no lower bound in ${set}`);
    return Number(match[1]);
  });
}

/** Every source file's text: app/, server/, db/, scripts/, tests/ and the config files. */
function readSources(): string {
  const skipped = new Set(['node_modules', 'build', 'reports', 'test-results', 'data']);
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(full);
      } else if (/\.(?:[cm]?[jt]sx?|css|sh)$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  for (const folder of ['app', 'server', 'db', 'scripts', 'tests']) {
    if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  }
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && /\.(?:[cm]?[jt]s)$/.test(entry.name))
      files.push(path.join(root, entry.name));
  }
  const self = fileURLToPath(import.meta.url);
  return files
    .filter((file) => path.resolve(file) !== self)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** The package a module specifier loads from: '@remix-run/react' of '@remix-run/react/x'. */
function packageOf(specifier: string): string | undefined {
  if (/^(?:\.|\/|~\/|node:|virtual:|#)/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the lockfile', () => {
  it('is in step with package.json', () => {
    const rootEntry = lockPackages[''];
    expect(rootEntry?.dependencies).toEqual(packageJson.dependencies);
    expect(rootEntry?.devDependencies).toEqual(packageJson.devDependencies);
    expect(rootEntry?.engines).toEqual(packageJson.engines);
  });

  it("holds every platform's optional packages, so npm ci works on any machine", () => {
    const checked: string[] = [];
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lockPackages)) {
      const optional = Object.entries(entry.optionalDependencies ?? {});
      const platformPackages = optional.filter(([name]) => {
        const found = resolveInLockfile(key, name);
        const foundEntry = found ? lockPackages[found] : undefined;
        return platformName.test(name) || Boolean(foundEntry?.os || foundEntry?.cpu);
      });
      if (platformPackages.length === 0) continue;
      checked.push(key);
      for (const [name, wanted] of platformPackages) {
        const found = resolveInLockfile(key, name);
        const version = found ? lockPackages[found]?.version : undefined;
        const exact = /^\d+\.\d+\.\d+$/.test(wanted);
        if (!version || (exact && version !== wanted)) {
          missing.push(`${key} wants ${name}@${wanted}, the lockfile has ${found ?? 'none'}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The packages the test is about are among those it found.
    for (const name of ['esbuild', 'rollup', '@tailwindcss/oxide', 'lightningcss']) {
      expect(checked).toContain(`node_modules/${name}`);
    }
  });
});

describe('npm settings', () => {
  it('.npmrc does not set legacy-peer-deps: peer conflicts are settled by overrides', () => {
    const npmrc = readOptional('.npmrc') ?? '';
    const settings = npmrc
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith(';'));
    expect(settings.filter((line) => /^legacy-peer-deps\s*=/.test(line))).toEqual([]);
  });
});

describe('the supported Node versions', () => {
  const engines = packageJson.engines.node ?? '';
  const majors = lowerMajors(engines);
  const lowest = Math.min(...majors);
  const highest = Math.max(...majors);

  it('engines.node names LTS lines only, none past end of life', () => {
    expect(majors.every((major) => major % 2 === 0)).toBe(true);
    // Node 20 lost security support in April 2026.
    expect(satisfies('20.20.2', engines)).toBe(false);
    for (const major of majors) expect(satisfies(`${major}.99.0`, engines)).toBe(true);
  });

  it('.nvmrc names the newest supported line, which engines allows', () => {
    const line = (readOptional('.nvmrc') ?? '').trim();
    expect(line).toMatch(/^v?\d+(?:\.\d+\.\d+)?$/);
    const major = parseVersion(line)[0];
    expect(major).toBe(highest);
    expect(satisfies(/^v?\d+$/.test(line) ? `${major}.99.0` : line, engines)).toBe(true);
  });

  it("esbuild's --target is the lowest supported line", () => {
    const targets = Object.values(packageJson.scripts).flatMap((script) =>
      [...script.matchAll(/--target=node(\d+)/g)].map((match) => Number(match[1])),
    );
    expect(targets.length).toBeGreaterThan(0);
    expect(new Set(targets)).toEqual(new Set([lowest]));
  });

  it('@types/node is of the lowest supported line', () => {
    const range = packageJson.devDependencies['@types/node'] ?? '';
    expect(lowerMajors(range)).toEqual([lowest]);
    const installed = lockPackages['node_modules/@types/node']?.version ?? '';
    expect(parseVersion(installed)[0]).toBe(lowest);
  });
});

describe('every dependency', () => {
  it('is imported, read, run as a command, or listed here with its reason', () => {
    const sources = readSources();
    const commands = [...Object.values(packageJson.scripts), readOptional('.ci/run') ?? ''].join(
      '\n',
    );
    const typeNames = (
      readJson<{ compilerOptions?: { types?: string[] } }>('tsconfig.json').compilerOptions
        ?.types ?? []
    ).map(packageOf);

    const imported = new Set<string>();
    const specifiers =
      /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*|@import\s+(?:url\(\s*)?|@plugin\s+|\bvi\.mock\s*\(\s*|<reference\s+types=)(['"])([^'"\s]+)\1/g;
    for (const match of sources.matchAll(specifiers)) {
      const name = packageOf(match[2] ?? '');
      if (name) imported.add(name);
    }

    const declared = { ...packageJson.dependencies, ...packageJson.devDependencies };
    const isUsed = (name: string): boolean => {
      if (imported.has(name) || typeNames.includes(name)) return true;
      const quoted = escapeRegExp(name);
      // A file inside the package: 'node_modules/vnu-jar/…', join('node_modules', 'world-atlas'),
      // '@fontsource/playfair-display/files/…'.
      const filePath = new RegExp(
        `node_modules/${quoted}(?![\\w.-])|['"]node_modules['"],\\s*['"]${quoted}['"]|['"\`]${quoted}/`,
      );
      if (filePath.test(sources)) return true;
      // A command it installs, in package.json's scripts or .ci/run.
      const bins = Object.keys(lockPackages[`node_modules/${name}`]?.bin ?? {});
      return bins.some((bin) =>
        new RegExp(`(?:^|[\\s;&|(])${escapeRegExp(bin)}(?=[\\s;&|)]|$)`, 'm').test(commands),
      );
    };

    const unused = Object.keys(declared).filter((name) => {
      if (name in notImported) return false;
      if (isUsed(name)) return false;
      // Types for a package the project declares or imports, or for tsconfig's types.
      const typed = /^@types\/(.+)$/.exec(name)?.[1]?.replace(/^(.+)__(.+)$/, '@$1/$2');
      if (typed && (typed in declared || isUsed(typed))) return false;
      return true;
    });
    expect(unused, 'remove these from package.json, or list them above with a reason').toEqual([]);

    for (const [name, { reason, evidence }] of Object.entries(notImported)) {
      expect(declared, `${name} is listed as an exception but not a dependency`).toHaveProperty([
        name,
      ]);
      if (evidence) {
        expect(evidence.test(sources), `${name} stays because ${reason}: no longer so`).toBe(true);
      }
    }
  });
});
