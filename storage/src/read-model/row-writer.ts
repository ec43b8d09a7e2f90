import type { SqlExecutor } from '../sql/sql-database';

/** The column rows are looked up or deleted by, with its SQL type (the parameter's array type). */
export type RowKey = readonly [column: string, type: 'uuid' | 'text'];

/**
 * Every row of `table` whose key column is one of `keys`. Rows travel as JSON: instants keep their
 * microseconds (a Date would drop them, and a rewritten row would then differ from a rebuild), and
 * arrays and jsonb columns need no per-driver care.
 */
export const loadRows = async <Row extends object>(tx: SqlExecutor, table: string, [column, type]: RowKey, keys: readonly string[]): Promise<Row[]> => {
  if (keys.length === 0) return [];
  const { rows } = await tx.query<{ row: Row }>(`SELECT to_jsonb(r) AS row FROM ${table} r WHERE ${column} = ANY($1::${type}[])`, [keys]);
  return rows.map(({ row }) => row);
};

export interface UpsertOptions<Row extends object> {
  /** The columns of the primary key (or another unique index) a stored row is matched on. */
  conflict: readonly (keyof Row & string)[];
  /** Counters: added to the stored value on conflict instead of replacing it. */
  add?: readonly (keyof Row & string)[];
}

const columnsOf = (rows: readonly object[]): string[] => [...new Set(rows.flatMap((row) => Object.keys(row)))];

/**
 * Inserts or updates every row in one statement: the batch as a JSON array, read back as rows of
 * the table (one statement per batch is what keeps PGlite fast; row by row is ~10x slower). A
 * column no row names is left out; a column some rows lack is NULL in those.
 */
export const upsertRows = async <Row extends object>(tx: SqlExecutor, table: string, rows: readonly Row[], options: UpsertOptions<Row>): Promise<void> => {
  if (rows.length === 0) return;
  const columns = columnsOf(rows);
  const conflict: readonly string[] = options.conflict;
  const add: readonly string[] = options.add ?? [];
  const updates = columns
    .filter((column) => !conflict.includes(column))
    .map((column) => (add.includes(column) ? `${column} = ${table}.${column} + excluded.${column}` : `${column} = excluded.${column}`));
  const onConflict = updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT (${conflict.join(', ')}) ${onConflict}`,
    [JSON.stringify(rows)],
  );
};

/** Deletes every row of `table` whose key column is one of `keys`. */
export const deleteRows = async (tx: SqlExecutor, table: string, [column, type]: RowKey, keys: readonly string[]): Promise<void> => {
  if (keys.length === 0) return;
  await tx.query(`DELETE FROM ${table} WHERE ${column} = ANY($1::${type}[])`, [keys]);
};
