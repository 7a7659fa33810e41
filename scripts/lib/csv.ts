// CSV for a spreadsheet: RFC 4180 quoting and CRLF line ends, with text that a spreadsheet would
// run as a formula made plain text. The data is otherwise kept as it is.

export type CsvValue = string | number | null;

// A spreadsheet would run a cell starting with one of these as a formula.
const formulaStart = /^[=+\-@\t\r]/;

/** Excel takes a CSV without it for the machine's legacy code page, garbling non-Latin text. */
const utf8ByteOrderMark = '\uFEFF';

/** One CSV cell: formula-looking text neutralised, then quoted as RFC 4180 says when needed. */
export function csvCell(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV under a heading of `columns`; `forExcel` starts it with a UTF-8 BOM. */
export function toCsv(
  rows: readonly Readonly<Record<string, CsvValue>>[],
  columns: readonly string[],
  { forExcel = false } = {},
): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? null)).join(',')),
  ];
  return `${forExcel ? utf8ByteOrderMark : ''}${lines.join('\r\n')}\r\n`;
}
