// Each test file gets its own fresh SQLite file, opened (migrated and seeded) on first use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { closeDatabase } from '../../db/client';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tea-unit-'));
process.env.DATABASE_URL = path.join(folder, 'test.db');

afterAll(() => {
  closeDatabase();
  fs.rmSync(folder, { recursive: true, force: true });
});
