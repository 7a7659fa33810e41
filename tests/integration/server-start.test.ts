// What stops the production server before it serves: a setting that cannot be right, or a
// damaged database file. Either is one line, `Cannot start: ...`, without a stack, and exit
// code 1; a wrong setting is found before the database is touched.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../db/prepare';
import { damagePage, migrationsFolder, rowsOf } from '../support/migrations';
import {
  removeTemporaryDatabase,
  runServerToExit,
  temporaryDatabaseFile,
} from '../support/test-server';

const databases: string[] = [];
afterAll(() => {
  for (const file of databases) removeTemporaryDatabase(file);
});

function newDatabaseFile(): string {
  const file = temporaryDatabaseFile();
  databases.push(file);
  return file;
}

/** The lines the server printed, without blank ones. */
const linesOf = (output: string) => output.split('\n').filter((line) => line.trim() !== '');

describe('a setting that cannot be right', () => {
  const refused: [name: string, value: string][] = [
    ['SITE_URL', 'not-a-url'],
    ['PORT', '99999'],
    ['WEB_CONCURRENCY', '0'],
    ['TRUST_PROXY', 'true'],
    ['SIGNING_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
  ];

  it.each(refused)(
    'stops the start: %s=%s, in one line naming it, creating no database',
    async (name, value) => {
      const file = newDatabaseFile();
      const { code, output, stderr } = await runServerToExit({
        databaseFile: file,
        environment: { [name]: value },
      });
      expect(code).toBe(1);
      expect(linesOf(output)).toHaveLength(1);
      expect(linesOf(stderr)).toHaveLength(1);
      const [line = ''] = linesOf(stderr);
      const shown = name === 'SIGNING_SECRET' ? name : `${name}=${value}`;
      expect(line.startsWith(`Cannot start: ${shown} `)).toBe(true);
      if (name === 'SIGNING_SECRET') expect(line).not.toContain('=short');
      expect(output).not.toMatch(/\n\s+at /);
      expect(fs.readdirSync(path.dirname(file))).toEqual([]);
    },
    40_000,
  );
});

describe('a damaged database file', () => {
  it('stops the start in one line saying it is damaged, serving nothing', async () => {
    const file = newDatabaseFile();
    prepareDatabase(file, migrationsFolder);
    const [{ pages = 0 } = {}] = rowsOf<{ pages: number }>(
      file,
      'select page_count as pages from pragma_page_count()',
    );
    expect(pages).toBeGreaterThan(10);
    // A bad sector in the middle of the file.
    damagePage(file, Math.ceil(pages / 2));

    const { code, output, stderr } = await runServerToExit({ databaseFile: file });
    expect(code).toBe(1);
    expect(linesOf(stderr)).toHaveLength(1);
    expect(linesOf(stderr)[0]).toMatch(
      new RegExp(`^Cannot start: The database ${file.replaceAll('/', '\\/')} is damaged`),
    );
    expect(output).not.toContain('Serving http');
    expect(output).not.toMatch(/\n\s+at /);
  }, 40_000);
});
