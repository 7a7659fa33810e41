import { displayWidth, padToWidth, terminalCell } from './terminal-text';

type Row = Readonly<Record<string, string>>;

/**
 * A plain-text table for the terminal: a heading, a rule, then a line per row, columns two
 * spaces apart and aligned by display width (so Sinhala, Tamil, Chinese and emoji line up).
 * A cell shows the first line of its text, escaped and cut to `maxWidth` columns.
 */
export function toTable(rows: readonly Row[], columns: readonly string[], maxWidth = 48): string {
  const cell = (value: string) => terminalCell(value.split(/\r?\n/)[0] ?? '', maxWidth);
  const cells = rows.map((row) => columns.map((column) => cell(row[column] ?? '')));
  const widths = columns.map((column, index) =>
    Math.max(displayWidth(column), ...cells.map((line) => displayWidth(line[index] ?? ''))),
  );
  const format = (line: readonly string[]) =>
    line
      .map((value, index) => padToWidth(value, widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    format(columns),
    format(widths.map((width) => '-'.repeat(width))),
    ...cells.map(format),
  ].join('\n');
}
