// The query parameters the app reads are the ones app/config/search-parameters.ts lists, page by
// page: the server drops every other before a page is rendered or kept
// (server/search-parameters.ts), so a parameter read but not listed would never reach its page.
// Found in the source with TypeScript's own checker: every read of the URL's query (`.get`,
// `.getAll`, `.has` on `url.searchParams`, on `new URLSearchParams(location.search)`, or on a
// helper's parameter they are passed to, like `sentNoticeOf(searchParams)`), followed from the
// function it is in to the route modules that call it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '~/config/public-routes';
import { searchParametersRead } from '~/config/search-parameters';
import { routePath, routesFolder } from '../support/route-modules';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appFolder = path.join(projectRoot, 'app');
const rootModule = path.join(appFolder, 'root.tsx');

/** Stands for every page: what the root module reads, every page reads. */
const everyPage = '*';

type Read = { parameter: string; path: string; where: string };

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

function isRouteModule(file: string): boolean {
  return path.dirname(file) === routesFolder;
}

/**
 * Every (parameter, page) the app reads, by following each read of the query to the route
 * modules (or the root) it runs for; and the reads of URLSearchParams it could not place.
 */
function findQueryReads(): { reads: Read[]; unplaced: string[] } {
  const config = ts.readConfigFile(path.join(projectRoot, 'tsconfig.json'), ts.sys.readFile);
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, projectRoot).options;
  const files = sourceFiles(appFolder);
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const appSources = files.map((file) => program.getSourceFile(file)).filter((file) => !!file);

  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(projectRoot, source.fileName)}:${line + 1}`;
  };
  const strip = (node: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node)
      ? strip(node.expression)
      : node;
  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  // The app's identifiers by name; a declaration's uses are those of its name that resolve to it.
  const identifiers = new Map<string, ts.Identifier[]>();
  const collect = (node: ts.Node): void => {
    if (ts.isIdentifier(node))
      identifiers.set(node.text, [...(identifiers.get(node.text) ?? []), node]);
    node.forEachChild(collect);
  };
  appSources.forEach(collect);
  const usesOf = (declaration: ts.Declaration): ts.Identifier[] => {
    const name = (declaration as { name?: ts.Node }).name;
    if (!name || !ts.isIdentifier(name)) return [];
    return (identifiers.get(name.text) ?? []).filter(
      (identifier) => identifier !== name && declarationOf(identifier) === declaration,
    );
  };

  /**
   * Whether an expression holds the request's query (or its query string), and where: the
   * nodes at which it enters the app from the URL, for placing the read on pages.
   */
  const queryOrigins = (expression: ts.Expression, depth = 0): ts.Node[] => {
    if (depth > 8) return [];
    const node = strip(expression);
    // `url.searchParams`, `location.search`, `navigation.location.search`
    if (ts.isPropertyAccessExpression(node)) {
      return ['searchParams', 'search'].includes(node.name.text) ? [node] : [];
    }
    if (ts.isNewExpression(node) && node.expression.getText() === 'URLSearchParams') {
      const [argument] = node.arguments ?? [];
      return argument ? queryOrigins(argument, depth + 1) : [];
    }
    if (ts.isCallExpression(node) && node.expression.getText() === 'useSearchParams') {
      return [node];
    }
    if (!ts.isIdentifier(node)) return [];
    const declaration = declarationOf(node);
    if (!declaration) return [];
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return queryOrigins(declaration.initializer, depth + 1);
    }
    if (ts.isBindingElement(declaration) && ts.isArrayBindingPattern(declaration.parent)) {
      const variable = declaration.parent.parent;
      if (ts.isVariableDeclaration(variable) && variable.initializer) {
        return queryOrigins(variable.initializer, depth + 1);
      }
    }
    // A helper's parameter: the query of every call that passes one.
    if (ts.isParameter(declaration) && ts.isFunctionLike(declaration.parent)) {
      const index = declaration.parent.parameters.indexOf(declaration);
      const functionName = functionNameOf(declaration.parent);
      if (!functionName) return [];
      return usesOf(functionName).flatMap((use) => {
        const call = use.parent;
        if (!ts.isCallExpression(call) || call.expression !== use) return [];
        const argument = call.arguments[index];
        return argument ? queryOrigins(argument, depth + 1) : [];
      });
    }
    return [];
  };

  /** The declaration naming a function (its own, or the variable it is assigned to). */
  const functionNameOf = (fn: ts.SignatureDeclaration): ts.Declaration | undefined => {
    if (ts.isFunctionDeclaration(fn)) return fn;
    const parent = fn.parent;
    if (ts.isVariableDeclaration(parent) && parent.initializer === fn) return parent;
    return undefined;
  };

  /** The route modules (or the root) whose code reaches `node`, through the calls to it. */
  const pagesOf = (node: ts.Node, seen = new Set<ts.Node>()): string[] => {
    if (seen.has(node)) return [];
    seen.add(node);
    const file = node.getSourceFile().fileName;
    if (file === rootModule) return [everyPage];
    if (isRouteModule(file)) return [routePath(file)];
    let enclosing: ts.Node | undefined = node.parent;
    while (enclosing && !(ts.isFunctionLike(enclosing) && functionNameOf(enclosing))) {
      enclosing = enclosing.parent;
    }
    const name = enclosing && functionNameOf(enclosing as ts.SignatureDeclaration);
    if (!name) return [];
    return usesOf(name).flatMap((use) => pagesOf(use, seen));
  };

  const reads: Read[] = [];
  const unplaced: string[] = [];
  const placedOrigins = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    node.forEachChild(visit);
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const { expression: receiver, name: method } = node.expression;
    if (!['get', 'getAll', 'has'].includes(method.text)) return;
    const type = checker.typeToString(checker.getTypeAtLocation(receiver));
    if (!/^(Readonly)?URLSearchParams$/.test(type)) return;
    const origins = queryOrigins(receiver);
    if (origins.length === 0) return; // A form's fields, or a query the app builds itself.
    const [argument] = node.arguments;
    const literal = argument && checker.getTypeAtLocation(argument);
    if (!literal?.isStringLiteral()) {
      unplaced.push(`${where(node)}: the parameter's name is not a constant`);
      return;
    }
    for (const origin of origins) {
      placedOrigins.add(origin);
      const pages = pagesOf(origin);
      if (pages.length === 0) unplaced.push(`${where(origin)}: reached from no route module`);
      for (const page of pages) {
        reads.push({ parameter: literal.value, path: page, where: where(node) });
      }
    }
  };
  appSources.forEach(visit);

  // Every place the query enters the app must lead to reads this test understands.
  const entries = (node: ts.Node): void => {
    node.forEachChild(entries);
    const entersHere =
      (ts.isPropertyAccessExpression(node) &&
        ['searchParams', 'search'].includes(node.name.text) &&
        /URL|Location|Path/.test(
          checker.typeToString(checker.getTypeAtLocation(node.expression)),
        )) ||
      (ts.isCallExpression(node) && node.expression.getText() === 'useSearchParams');
    if (entersHere && !placedOrigins.has(node)) {
      unplaced.push(`${where(node)}: the query is read in a way this test does not follow`);
    }
  };
  appSources.forEach(entries);
  return { reads, unplaced };
}

const everyListedPath = [
  ...publicPages.map((page) => page.path),
  '/products/1',
  '/tea-grades/opa',
  '/api/products',
  '/newsletter/confirm',
  '/unsubscribe',
  '/any-unknown-page',
];

let found: ReturnType<typeof findQueryReads>;

beforeAll(() => {
  found = findQueryReads();
}, 120_000);

describe('the query parameters the app reads', () => {
  it('are found where the app reads them (the scan is not blind)', () => {
    const pairs = new Set(found.reads.map((read) => `${read.path} ${read.parameter}`));
    for (const known of [
      `${everyPage} sent`,
      '/products tab',
      '/products category',
      '/api/products category',
      '/contact product',
      '/contact item',
      '/request kind',
      '/request tea',
      '/newsletter/confirm token',
      '/unsubscribe token',
    ]) {
      expect(pairs, known).toContain(known);
    }
  });

  it('are read only in ways the scan follows', () => {
    expect(found.unplaced).toEqual([]);
  });

  it('are each listed for the page that reads them, so the server keeps them', () => {
    const missing = found.reads.filter((read) =>
      (read.path === everyPage ? everyListedPath : [read.path]).some(
        (page) => !searchParametersRead(page).has(read.parameter),
      ),
    );
    expect(missing.map((read) => `${read.where}: ?${read.parameter} on ${read.path}`)).toEqual([]);
  });

  it('are all the list names: nothing listed that no page reads', () => {
    const readOn = (page: string, parameter: string) =>
      found.reads.some(
        (read) => read.parameter === parameter && (read.path === page || read.path === everyPage),
      );
    const unread = everyListedPath.flatMap((page) =>
      [...searchParametersRead(page)]
        .filter((parameter) => !readOn(page, parameter))
        .map((parameter) => `?${parameter} on ${page}`),
    );
    expect(unread).toEqual([]);
  });
});

describe('the parameters of a page in another language', () => {
  it.each(['/ar/request', '/ru/request', '/ar/contact'])('are its English twin’s: %s', (page) => {
    expect(searchParametersRead(page)).toEqual(searchParametersRead(page.slice(3)));
  });
});

describe('route paths by the flat-routes convention', () => {
  it.each([
    ['_index.tsx', '/'],
    ['products._index.tsx', '/products'],
    ['tea-grades_.$grade.tsx', '/tea-grades/sample'],
    ['tea-grades_.$grade.spec-sheet[.]pdf.ts', '/tea-grades/sample/spec-sheet.pdf'],
    ['products.$id_.spec-sheet.tsx', '/products/sample/spec-sheet'],
    ['newsletter.confirm.tsx', '/newsletter/confirm'],
    ['robots[.]txt.ts', '/robots.txt'],
    ['$.tsx', '/any-unknown-page'],
    ['($lang).contact.tsx', '/contact'],
    ['($lang)._index.tsx', '/'],
  ])('%s is %s', (file, expected) => {
    expect(routePath(path.join(routesFolder, file))).toBe(expected);
  });
});
