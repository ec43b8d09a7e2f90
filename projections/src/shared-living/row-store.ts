import type { SqlExecutor } from '@careledger/storage';

/** A column of a read-model table: its name (also the row's key) and its PostgreSQL type. */
export type Column = readonly [name: string, type: string];

export type Row = Record<string, unknown>;

// Instants and dates are read as text, not Date: a Date would drop microseconds (and shift a
// calendar date by the zone), so a rewritten row would differ from a rebuild that never read it.
const selected = ([name, type]: Column): string => {
  if (type === 'timestamptz' || type === 'date') return `${name}::text AS ${name}`;
  if (type === 'bigint') return `${name}::float8 AS ${name}`;
  return name;
};

/** Every row of `table` whose `keyColumn` is one of `keys`. */
export const loadRows = async <R extends Row>(
  tx: SqlExecutor,
  table: string,
  columns: readonly Column[],
  keyColumn: string,
  keys: readonly string[],
): Promise<R[]> => {
  if (keys.length === 0) return [];
  const keyType = columns.find(([name]) => name === keyColumn)?.[1] ?? 'text';
  const { rows } = await tx.query<R>(`SELECT ${columns.map(selected).join(', ')} FROM ${table} WHERE ${keyColumn} = ANY($1::${keyType}[])`, [keys]);
  return rows;
};

/** One statement for the whole batch: one array per column, unnested into rows. */
export const upsertRows = async (
  tx: SqlExecutor,
  table: string,
  columns: readonly Column[],
  conflictKeys: readonly string[],
  rows: readonly Row[],
): Promise<void> => {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name);
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`);
  const updates = names.filter((name) => !conflictKeys.includes(name)).map((name) => `${name} = excluded.${name}`);
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})
     ON CONFLICT (${conflictKeys.join(', ')}) DO UPDATE SET ${updates.join(', ')}`,
    columns.map(([name]) => rows.map((row) => row[name] ?? null)),
  );
};

/** The fields every aggregate row carries after an event of its stream. */
export const stamp = (event: { streamVersion: number; globalPosition: number; metadata: { occurredAt: string } }) => ({
  version: event.streamVersion,
  updated_at: event.metadata.occurredAt,
  last_position: event.globalPosition,
});
