// The documentation and the code's comments cite files by their repository paths
// (`app/features/outbox/worker.server.ts`, `docs/architecture.md 'Field limits'`); a file that
// moves leaves them pointing nowhere. This test reads every citation in README.md, docs/**/*.md,
// deploy/README.md and the comments of the source files, and fails listing each path (or
// quoted heading, or Markdown link) that does not exist, with where it is cited. It also holds
// the tables of environment variables (README 'Configuration', docs/architecture.md
// 'Environment variables') to the schema, and fails on a heading written twice in one section,
// which a citation or a link could not tell apart. It only reads files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { environmentVariableNames } from '~/config/environment.server';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The top-level folders whose paths count as citations (`app/…`, `server/…`), and `.ci/run`. */
const citedRoots = [
  'app',
  'server',
  'db',
  'scripts',
  'tests',
  'docs',
  'deploy',
  'public',
  'bench',
  'pictures',
];

/**
 * Paths cited on purpose although they do not exist, each with its reason. Keep it short: a
 * citation of a moved file is fixed where it is cited, not listed here.
 */
const hypotheticalPaths: ReadonlyMap<string, string> = new Map<string, string>([
  [
    'pictures/photographs/<folder>/<file>.jpg',
    'where a photograph goes: the repository holds none until the company provides one',
  ],
]);

/** The Markdown files whose citations are checked. */
function markdownFiles(): string[] {
  return ['README.md', 'deploy/README.md', ...walk('docs').filter((file) => file.endsWith('.md'))];
}

/** The source files whose comments are checked: the code's folders and the root's configs. */
function sourceFiles(): string[] {
  const rootFiles = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  return [...rootFiles, ...['app', 'server', 'db', 'scripts', 'tests'].flatMap(walk)].filter(
    (file) => /\.(ts|tsx|mjs|js)$/.test(file),
  );
}

/** Files whose comments start with `#`. */
const hashCommentFiles = ['.ci/run', 'deploy/nginx.conf', 'deploy/varnish.vcl'];

/** Every file under `folder` (relative to the repository), sorted. */
function walk(folder: string): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) visit(child);
      else found.push(child);
    }
  };
  visit(folder);
  return found.sort();
}

type Citation = {
  /** As written, e.g. `app/features/{outbox,privacy}/` or `#tables`. */
  target: string;
  /** The heading quoted after it (`docs/architecture.md 'Field limits'`), if any. */
  heading?: string;
  /** `file:line` of the citation. */
  where: string;
  /** Markdown links resolve against their own file's folder, and may carry an anchor. */
  kind: 'path' | 'link';
  /** For links: the file the link is in. */
  from?: string;
};

/**
 * A repository path in prose: one of the cited roots, then a slash and more path (letters,
 * digits, `._-$@+`, route brackets like `robots[.]txt.ts`, and globs with `*` or `{a,b}`), not
 * part of a longer path (`build/server/…`) or a URL. `README` and `README.md` count when a
 * heading is quoted after them (`README 'Configuration'`).
 */
const pathPattern = new RegExp(
  String.raw`(?<![\w./~@$*-])(?:(?:${citedRoots.join('|')})/(?:[\w.$@+*{},\[\]/-]|<[\w-]+>)*|\.ci/run\b|~/(?:[\w.$@+*{},\[\]/-]|<[\w-]+>)+|README(?:\.md)?\b)`,
  'g',
);

/** A quoted heading right after a path (a closing backtick may come between). */
const headingAfter = /^`?\s+'([^'\n]+(?:\n[^'\n]+)?)'/;

/** Trims what prose puts after a path: a full stop, a comma outside braces, a stray bracket. */
function trimPath(raw: string): string {
  let text = raw;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '{') depth += 1;
    else if (character === '}') depth -= 1;
    else if (character === ',' && depth === 0) {
      text = text.slice(0, index);
      break;
    }
  }
  for (;;) {
    const trimmed = text
      .replace(/[.:;]+$/, '')
      .replace(/\]$/, (bracket) =>
        text.split('[').length > text.split(']').length - 1 ? bracket : '',
      );
    if (trimmed === text) return text;
    text = trimmed;
  }
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The citations in `text`, which starts at `offset` of `file`'s whole text `whole`. */
function citationsIn(text: string, file: string, whole: string, offset: number): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(pathPattern)) {
    const target = trimPath(match[0]);
    const after = text.slice((match.index ?? 0) + target.length);
    const quoted = headingAfter.exec(after);
    const heading = quoted?.[1]?.replace(/\s+/g, ' ');
    const isReadme = target === 'README' || target === 'README.md';
    // A bare README is a citation only with a heading.
    if (isReadme && heading === undefined) continue;
    // `app/lib/page-cache.server.ts` (now `server/page-cache.ts`): where a file was, in a record of
    // history such as docs/decisions/; the path in the note is checked instead.
    if (/^[`)\s]*\(now\b/.test(after.slice(quoted?.[0].length ?? 0))) continue;
    found.push({
      target: isReadme ? 'README.md' : target,
      heading,
      where: `${file}:${lineOf(whole, offset + (match.index ?? 0))}`,
      kind: 'path',
    });
  }
  return found;
}

/** Markdown: paths in prose, tables and code, and relative links `[text](target#anchor)`. */
function markdownCitations(file: string): Citation[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const found = citationsIn(text, file, text, 0);
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    found.push({
      target,
      where: `${file}:${lineOf(text, match.index ?? 0)}`,
      kind: 'link',
      from: file,
    });
  }
  return found;
}

/** Words after which an expression starts (so `/` begins a regular expression, `'` a string). */
const expressionKeywords = new Set([
  'return',
  'case',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'else',
  'do',
  'yield',
  'await',
  'extends',
  'as',
  'satisfies',
  'keyof',
  'export',
  'import',
  'from',
  'default',
  'is',
]);

/**
 * The comments of a TypeScript, TSX or JavaScript text, as [start, end) offsets. A small lexer
 * rather than TypeScript's parser, which takes seconds over the repository: it skips strings,
 * template literals (with their substitutions) and regular expressions, so a `//` inside them
 * is not a comment. In TSX, a quote in JSX text (`you're`) follows a word and starts no string.
 */
function commentRanges(text: string, jsx: boolean): [number, number][] {
  const ranges: [number, number][] = [];
  /** Whether the last token ended an expression (a name, a literal, `)`), so `/` divides. */
  let afterValue = false;
  let braces = 0;
  const substitutions: number[] = [];
  let index = 0;

  /** From just after an opening backtick or a substitution's `}`: to the end or to `${`. */
  const skipTemplate = (from: number): number => {
    let at = from;
    while (at < text.length) {
      const character = text[at];
      if (character === '\\') at += 2;
      else if (character === '`') return at + 1;
      else if (character === '$' && text[at + 1] === '{') {
        substitutions.push(braces);
        braces += 1;
        return at + 2;
      } else at += 1;
    }
    return at;
  };

  while (index < text.length) {
    const character = text[index] ?? '';
    const next = text[index + 1];
    if (character === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      const stop = end === -1 ? text.length : end;
      ranges.push([index, stop]);
      index = stop;
    } else if (character === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? text.length : end + 2;
      ranges.push([index, stop]);
      index = stop;
    } else if ((character === "'" || character === '"') && (!jsx || !afterValue)) {
      let at = index + 1;
      while (at < text.length && text[at] !== character && text[at] !== '\n') {
        at += text[at] === '\\' ? 2 : 1;
      }
      index = at + 1;
      afterValue = true;
    } else if (character === '`') {
      const before = substitutions.length;
      index = skipTemplate(index + 1);
      afterValue = substitutions.length === before;
    } else if (character === '}' && substitutions.at(-1) === braces - 1) {
      substitutions.pop();
      braces -= 1;
      const before = substitutions.length;
      index = skipTemplate(index + 1);
      afterValue = substitutions.length === before;
    } else if (character === '/' && !afterValue) {
      // A regular expression, up to its closing slash on the same line (not one in a class).
      let at = index + 1;
      let inClass = false;
      while (at < text.length && text[at] !== '\n') {
        const inside = text[at];
        if (inside === '\\') at += 1;
        else if (inside === '[') inClass = true;
        else if (inside === ']') inClass = false;
        else if (inside === '/' && !inClass) break;
        at += 1;
      }
      index = at < text.length && text[at] === '/' ? at + 1 : index + 1;
      afterValue = true;
    } else if (jsx && character === '<' && next === '/') {
      index += 2; // a closing tag
      afterValue = false;
    } else if (/[\w$]/.test(character)) {
      let at = index + 1;
      while (at < text.length && /[\w$]/.test(text[at] ?? '')) at += 1;
      afterValue = !expressionKeywords.has(text.slice(index, at));
      index = at;
    } else if (/\s/.test(character)) {
      index += 1;
    } else {
      if (character === '{') braces += 1;
      if (character === '}') braces -= 1;
      afterValue = character === ')' || character === ']' || character === '}';
      index += 1;
    }
  }
  return ranges;
}

/**
 * Source files: the paths in comments only (a path in code is the program's business and its
 * tests'). Comments separated by white space only are read as one text, so a citation wrapped
 * over two lines is whole.
 */
function commentCitations(file: string): Citation[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const ranges = hashCommentFiles.includes(file)
    ? [...text.matchAll(/(?<=^|\s)#.*$/gm)].map((match): [number, number] => [
        match.index ?? 0,
        (match.index ?? 0) + match[0].length,
      ])
    : commentRanges(text, file.endsWith('.tsx'));
  // Runs of comments with only white space between them, as [start, end) of the whole text.
  const blocks: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = blocks.at(-1);
    if (last && text.slice(last[1], start).trim() === '') last[1] = end;
    else blocks.push([start, end]);
  }
  return blocks.flatMap(([start, end]) => {
    // Comment markers become spaces, so offsets (and so line numbers) stay as in the file.
    const comment = text
      .slice(start, end)
      .replace(/\/\*+|\*+\/|\/\/+|^([ \t]*)#+/gm, (marker) => ' '.repeat(marker.length))
      .replace(/^([ \t]*)\*/gm, (_all, indent: string) => `${indent} `);
    return citationsIn(comment, file, text, start);
  });
}

/** `{a,b}` alternatives, expanded (braces without a comma are left as they are). */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const before = pattern.slice(0, match.index);
  const after = pattern.slice(match.index + match[0].length);
  return (match[1] ?? '')
    .split(',')
    .flatMap((alternative) => expandBraces(`${before}${alternative}${after}`));
}

/** Whether any file or folder matches `pattern`: `*` within a name, `**` any folders deep. */
function globMatches(pattern: string): boolean {
  const segments = pattern.replace(/\/$/, '').split('/');
  const matchFrom = (folder: string, index: number): boolean => {
    if (index === segments.length) return true;
    const segment = segments[index] ?? '';
    const absolute = path.join(root, folder);
    if (!fs.existsSync(absolute) || !fs.statSync(absolute).isDirectory()) return false;
    const entries = fs.readdirSync(absolute);
    if (segment === '**') {
      if (matchFrom(folder, index + 1)) return true;
      return entries.some(
        (entry) =>
          fs.statSync(path.join(absolute, entry)).isDirectory() &&
          matchFrom(path.join(folder, entry), index),
      );
    }
    if (!segment.includes('*')) return matchFrom(path.join(folder, segment), index + 1);
    const escaped = segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
    const name = new RegExp(`^${escaped}$`);
    return entries.some(
      (entry) => name.test(entry) && matchFrom(path.join(folder, entry), index + 1),
    );
  };
  return matchFrom('', 0);
}

/**
 * The paths a citation names that do not exist, none when it holds: each `{a,b}` alternative,
 * as written or as a module specifier (no extension), a `*`, `**` or `<placeholder>` matching
 * at least one file or folder. `~/` is `app/`, as in the code's imports.
 */
function missingPaths(target: string): string[] {
  const relative = (target.startsWith('~/') ? `app/${target.slice(2)}` : target).replace(
    /<[\w-]+>/g,
    '*',
  );
  return expandBraces(relative).filter((candidate) => {
    if (candidate.includes('*')) return !globMatches(candidate);
    const absolute = path.join(root, candidate);
    if (candidate.endsWith('/')) {
      return !(fs.existsSync(absolute) && fs.statSync(absolute).isDirectory());
    }
    return !['', '.ts', '.tsx', '.js', '.mjs'].some((extension) =>
      fs.existsSync(absolute + extension),
    );
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** A Markdown file's text without its fenced code blocks, whose `#` lines are no headings. */
function markdownWithoutCode(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
}

const headingCache = new Map<string, string[]>();
/** The headings of a Markdown file, as written (without `#` and backticks). */
function headingsOf(file: string): string[] {
  let headings = headingCache.get(file);
  if (!headings) {
    const text = markdownWithoutCode(file);
    headings = [...text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) =>
      (match[1] ?? '').replace(/`/g, '').trim(),
    );
    headingCache.set(file, headings);
  }
  return headings;
}

/** What is wrong with a citation, or undefined when it holds. */
function problemWith(citation: Citation): string | undefined {
  if (citation.kind === 'link') {
    const [file = '', anchor] = citation.target.split('#');
    const linked = file
      ? path.posix.normalize(path.posix.join(path.posix.dirname(citation.from ?? ''), file))
      : (citation.from ?? '');
    if (!fs.existsSync(path.join(root, linked))) return `links to ${linked}, which does not exist`;
    if (anchor !== undefined && linked.endsWith('.md')) {
      const anchors = headingsOf(linked).map(anchorOf);
      if (!anchors.includes(anchor)) return `links to #${anchor}, no heading of ${linked}`;
    }
    return undefined;
  }
  if (hypotheticalPaths.has(citation.target)) return undefined;
  const missing = missingPaths(citation.target);
  if (missing.length > 0) {
    const which =
      missing.length === 1 && missing[0] === citation.target ? '' : ` (${missing.join(', ')})`;
    return `${citation.target} does not exist${which}`;
  }
  if (citation.heading !== undefined && citation.target.endsWith('.md')) {
    const wanted = citation.heading.toLowerCase();
    if (!headingsOf(citation.target).some((heading) => heading.toLowerCase() === wanted)) {
      return `${citation.target} has no heading '${citation.heading}'`;
    }
  }
  return undefined;
}

describe('documented paths', () => {
  const citations = [
    ...markdownFiles().flatMap(markdownCitations),
    ...[...sourceFiles(), ...hashCommentFiles].flatMap(commentCitations),
  ];

  it('finds the citations', () => {
    // A guard on the collector itself: the docs cite well over a hundred paths.
    expect(citations.length).toBeGreaterThan(100);
    expect(citations.some((citation) => citation.heading === 'Field limits')).toBe(true);
  });

  it('cites only paths, headings and links that exist', () => {
    const problems = citations.flatMap((citation) => {
      const problem = problemWith(citation);
      return problem ? [`${citation.where}: ${problem}`] : [];
    });
    expect(problems, `Fix each citation (or the file it names):\n${problems.join('\n')}`).toEqual(
      [],
    );
  });

  it('lists hypothetical paths that really do not exist', () => {
    const existing = [...hypotheticalPaths.keys()].filter(
      (target) => missingPaths(target).length === 0,
    );
    expect(existing).toEqual([]);
  });
});

/**
 * The headings of a Markdown file written twice under the same parent heading, at the same level
 * ('Lanka Hills Tea > Documentation'): a citation of the section, or a link to its anchor, would
 * name the first and never the second.
 */
function repeatedSections(file: string): string[] {
  const text = markdownWithoutCode(file);
  const parents: string[] = [];
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const match of text.matchAll(/^(#{1,6})\s+(.+?)\s*#*$/gm)) {
    const level = match[1]?.length ?? 1;
    parents.length = level - 1;
    const section = [...parents, match[2] ?? ''].join(' > ');
    if (seen.has(`${level} ${section}`)) repeated.push(section);
    seen.add(`${level} ${section}`);
    parents[level - 1] = match[2] ?? '';
  }
  return repeated;
}

describe('the documents’ sections', () => {
  it('has no heading written twice in one section', () => {
    const repeated = markdownFiles().flatMap((file) =>
      repeatedSections(file).map((section) => `${file}: ${section}`),
    );
    expect(repeated, 'merge or rename each').toEqual([]);
  });
});

/** The variable names in the first column of the tables of a Markdown file's section. */
function variablesInSection(file: string, heading: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const start = new RegExp(`^(#+) ${heading}\\n`, 'm').exec(text);
  if (!start) throw new Error(`${file} has no section '${heading}'`);
  const rest = text.slice((start.index ?? 0) + start[0].length);
  // Up to the next heading of the same level or higher.
  const end = new RegExp(`^#{1,${start[1]?.length ?? 2}} `, 'm').exec(rest);
  const section = end ? rest.slice(0, end.index) : rest;
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1] ?? '');
}

describe('the tables of environment variables', () => {
  it.each([
    ['README.md', 'Configuration'],
    ['docs/architecture.md', 'Environment variables'],
  ])(
    "%s '%s' lists exactly the schema's variables (app/config/environment.server.ts)",
    (file, heading) => {
      const names = variablesInSection(file, heading);
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated, 'listed more than once').toEqual([]);
      expect([...names].sort()).toEqual([...environmentVariableNames].sort());
    },
  );
});
