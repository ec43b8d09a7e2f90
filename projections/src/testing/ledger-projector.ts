import type { Projector } from '../engine/projector';

export interface LedgerOptions {
  version?: number;
  handles?: (type: string) => boolean;
}

/**
 * Records every event it is given under a primary key on the position, so applying one twice
 * fails the batch and losing one leaves a hole: the witness of exactly-once in engine tests.
 * Its one table is named after it.
 */
export const ledgerProjector = <Name extends string>(name: Name, options: LedgerOptions = {}): Projector<Name> => ({
  name,
  version: options.version ?? 1,
  tables: [name],
  createTables: (suffix) => `
    CREATE TABLE IF NOT EXISTS ${name}${suffix} (position bigint PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL);
    CREATE INDEX IF NOT EXISTS ${name}${suffix}_stream_idx ON ${name}${suffix} (stream_id);`,
  handles: options.handles ?? (() => true),
  async apply(tx, events, tables) {
    await tx.query(`INSERT INTO ${tables[name]} (position, stream_id, type) SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])`, [
      events.map((event) => event.globalPosition),
      events.map((event) => event.streamId),
      events.map((event) => event.type),
    ]);
  },
});
