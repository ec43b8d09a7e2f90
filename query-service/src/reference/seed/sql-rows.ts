/** A value a seed row may hold; arrays and objects are stored as jsonb. */
export type SqlValue = string | number | boolean | null | readonly unknown[] | Record<string, unknown>;

const literal = (value: SqlValue): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Seed value ${value} is not a finite number`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return typeof value === 'string' ? quoted : `${quoted}::jsonb`;
};

/** One multi-row INSERT; the seeds are fixed data written by us, so inlining the literals is safe. */
export const insertRows = <Row extends Record<string, SqlValue>>(table: string, columns: readonly (keyof Row & string)[], rows: readonly Row[]): string => {
  if (rows.length === 0) return '';
  const values = rows.map((row) => `(${columns.map((column) => literal(row[column] ?? null)).join(', ')})`);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n  ${values.join(',\n  ')};\n`;
};

/** What every reference row carries, plus the Spanish label of its translation key. */
export interface SeedEntry {
  label: string;
  translationKey: string;
  /** Spanish label; the English one when a name is the same in both languages. */
  es?: string;
}
