import type { ReportRow } from './report-rows';

const cell = (value: ReportRow[string]): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One RFC 4180 line, without its line break. */
export const csvLine = (cells: readonly ReportRow[string][]): string => cells.map(cell).join(',');

/** RFC 4180 text: a header line of `headings`, then one line per row with its cells under `fields`, in the same order. */
export const toCsv = (headings: readonly string[], fields: readonly string[], rows: readonly ReportRow[]): string =>
  [csvLine(headings), ...rows.map((row) => csvLine(fields.map((field) => row[field] ?? null)))].join('\r\n') + '\r\n';
