// Each test file gets its own fresh SQLite file, prepared (migrated and seeded) as the server
// prepares a new one at start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { closeDatabase } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tea-unit-'));
process.env.DATABASE_URL = path.join(folder, 'test.db');
prepareDatabase();

afterAll(() => {
  closeDatabase();
  fs.rmSync(folder, { recursive: true, force: true });
});
