import type { ReportRow } from './report-rows';

const cell = (value: ReportRow[string]): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 text: a header line of `columns`, then one line per row. */
export const toCsv = (columns: readonly string[], rows: readonly ReportRow[]): string =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column] ?? null)).join(','))].join('\r\n') + '\r\n';
