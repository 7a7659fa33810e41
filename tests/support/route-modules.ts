// The route modules of app/routes and the URL each answers, by Remix's flat-routes convention.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const routesFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../app/routes',
);

/**
 * Every route module's file that answers a URL of its own. `($lang).tsx` is left out: it is the
 * layout of every page (decision 027), and what is sent to its URL goes to the page under it.
 */
export function routeModules(): string[] {
  return fs
    .readdirSync(routesFolder)
    .filter((name) => /\.tsx?$/.test(name) && name !== '($lang).tsx')
    .map((name) => path.join(routesFolder, name));
}

/** Whether a route module answers POST (exports an action). */
export function hasAction(file: string): boolean {
  return /export\s+(const|let|async\s+function|function)\s+action\b/.test(
    fs.readFileSync(file, 'utf8'),
  );
}

/** Whether a route module renders a page (has a default export), rather than a resource. */
export function isPageModule(file: string): boolean {
  return /export\s+default\b/.test(fs.readFileSync(file, 'utf8'));
}

/**
 * The URL path a route module answers: `tea-grades_.$grade.tsx` is `/tea-grades/{grade}`,
 * `products._index.tsx` is `/products`, `robots[.]txt.ts` is `/robots.txt`, `$.tsx` any
 * unknown path. Dynamic segments are filled in from `samples` (by name; `*` for the splat),
 * or with `sample`; an optional one (`($lang).contact.tsx`) only from `samples`, else left out.
 */
export function routePath(file: string, samples: Record<string, string> = {}): string {
  const name = path.basename(file).replace(/\.tsx?$/, '');
  const segments = name
    .split(/\.(?![^[]*\])/)
    .filter((segment) => segment !== '_index' && !/^_[^.]/.test(segment))
    .flatMap((segment) => {
      const optional = /^\((.*)\)$/.exec(segment)?.[1];
      if (optional !== undefined) {
        const value = optional.startsWith('$') ? samples[optional.slice(1)] : optional;
        return value === undefined ? [] : [value];
      }
      const plain = segment.replace(/_$/, '').replace(/\[(.*?)\]/g, '$1');
      if (plain === '$') return samples['*'] ?? 'any-unknown-page';
      if (plain.startsWith('$')) return samples[plain.slice(1)] ?? 'sample';
      return plain;
    });
  return `/${segments.join('/')}`;
}
