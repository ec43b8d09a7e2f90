/**
 * The one SQL surface every adapter and read model uses, so PostgreSQL (over `pg`) and PGlite
 * (in-process) share all of their SQL.
 */
export interface SqlResult<Row> {
  rows: Row[];
  affectedRows: number;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<SqlResult<Row>>;
  /** Runs several statements without parameters (migrations, DDL). */
  exec(text: string): Promise<void>;
}

export interface SqlDatabase extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for every NOTIFY on the channel until the returned function is called.
   * `onLost` is called once if the listening connection ends by itself (notices may then be
   * missed: listen again).
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as a tarball another PGlite can start from. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}
