import type { Projector } from '../engine/projector';

/**
 * Records every event it is given under a primary key on the position, so applying one twice
 * fails the batch and losing one leaves a hole: the witness of exactly-once in engine tests.
 */
export const ledgerProjector = (options: { name?: string; handles?: (type: string) => boolean; version?: number } = {}): Projector<'ledger'> => ({
  name: options.name ?? 'ledger',
  version: options.version ?? 1,
  tables: ['ledger'],
  createTables: (suffix) => `
    CREATE TABLE IF NOT EXISTS ledger${suffix} (position bigint PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL);
    CREATE INDEX IF NOT EXISTS ledger${suffix}_stream_idx ON ledger${suffix} (stream_id);`,
  handles: options.handles ?? (() => true),
  async apply(tx, events, tables) {
    await tx.query(`INSERT INTO ${tables.ledger} (position, stream_id, type) SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])`, [
      events.map((event) => event.globalPosition),
      events.map((event) => event.streamId),
      events.map((event) => event.type),
    ]);
  },
});
