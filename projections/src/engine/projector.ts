import type { RecordedEvent, SqlExecutor } from '@careledger/storage';

/** Physical table names keyed by the projector's own names: the live ones or a rebuild's fresh ones. */
export type TableNames<Table extends string = string> = Readonly<Record<Table, string>>;

/**
 * A read model: the tables it owns and how events change them. Its `name` is also the name of
 * its checkpoint.
 */
export interface Projector<Table extends string = string> {
  readonly name: string;
  /** Bump it when the tables or `apply` change: the worker rebuilds before following live. */
  readonly version: number;
  readonly tables: readonly Table[];
  /**
   * Idempotent DDL (`IF NOT EXISTS`) for every table and index, each name followed by `suffix`
   * (index names too: they share one namespace per schema, and a rebuild's tables sit beside
   * the live ones).
   */
  createTables(suffix: string): string;
  handles(eventType: string): boolean;
  /** Writes the effect of `events` (handled ones only, in position order) inside `tx`. */
  apply(tx: SqlExecutor, events: readonly RecordedEvent[], tables: TableNames<Table>): Promise<void>;
}

export const tableNames = <Table extends string>(projector: Projector<Table>, suffix = ''): TableNames<Table> =>
  Object.fromEntries(projector.tables.map((table) => [table, `${table}${suffix}`])) as Record<Table, string>;

/** Table names come from code, never from input; quoting only guards reserved words. */
export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
