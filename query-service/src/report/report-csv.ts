import type { ReportRow } from './report-rows';

const cell = (value: ReportRow[string]): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 text: a header line of `headings`, then one line per row with its cells under `fields`, in the same order. */
export const toCsv = (headings: readonly string[], fields: readonly string[], rows: readonly ReportRow[]): string =>
  [headings.map(cell).join(','), ...rows.map((row) => fields.map((field) => cell(row[field] ?? null)).join(','))].join('\r\n') + '\r\n';
