import type { EventStore, SessionStore, SqlDatabase } from '@careledger/storage';

/** What the read side needs, handed in by whoever composes the process. */
export interface QueryInfrastructure {
  db: SqlDatabase;
  eventStore: EventStore;
  sessions: SessionStore;
  /** The lowest position every projection has reached. */
  projectedPosition: () => Promise<number>;
  /** How long a query with X-Min-Position waits for the projections before answering 503. */
  minPositionWaitMs: number;
}

export const INFRASTRUCTURE = Symbol('QueryInfrastructure');

/** Reads the projections' checkpoints: works in any process that shares the database. */
export const checkpointPosition = (db: SqlDatabase) => async (): Promise<number> => {
  const { rows } = await db.query<{ position: number | string | null }>('SELECT min(position) AS position FROM checkpoints');
  return Number(rows[0]?.position ?? 0);
};
