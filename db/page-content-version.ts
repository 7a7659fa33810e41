import type Database from 'better-sqlite3';
import { getDatabase } from './client';

let statement: Database.Statement<[], number> | undefined;
let statementConnection: Database.Database | undefined;

/** Changes whenever what pages show changes (db/schema.ts pageContentVersion); one cheap read. */
export function pageContentGeneration(): string {
  const connection = getDatabase().$client;
  if (statementConnection !== connection) {
    statement = connection
      .prepare<[], number>('select version from page_content_version where id = 1')
      .pluck();
    statementConnection = connection;
  }
  return String(statement?.get() ?? 0);
}
