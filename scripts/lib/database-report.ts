import type { DatabaseCheck } from '../../db/backup';
import { toTable } from './text-table';

/** What `npm run backup` and `restore` say of a copy that passed its check. */
export function checkedCopyReport(check: DatabaseCheck): string {
  const rows = check.rowCounts.map(({ table, rows }) => ({ table, rows: String(rows) }));
  return `integrity_check: ok, every table of the site's schema present\n\n${toTable(rows, ['table', 'rows'])}\n`;
}
