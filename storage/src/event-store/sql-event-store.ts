import { runMigrations } from '../migrations/migrations';
import type { SqlDatabase } from '../sql/sql-database';
import type { EventStore } from './event-store';
import { eventStoreMigrations } from './event-store-migrations';
import { sqlAppender } from './sql-append';
import { readStoredAnswer } from './sql-idempotency';
import { countEventsAfter, readAllEvents, readHeadPosition, readStreamEvents } from './sql-read';
import { readEventsByStream } from './sql-read-by-stream';
import { subscribeToAll } from './sql-subscribe';
import { verifyChains } from './sql-verify';

/** The event store over PostgreSQL or PGlite: the same SQL for both. Migrates on open. */
export const openEventStore = async (db: SqlDatabase): Promise<EventStore> => {
  await runMigrations(db, eventStoreMigrations);
  return {
    append: sqlAppender(db),
    storedAnswer: (actorId, key) => readStoredAnswer(db, actorId, key),
    readStream: (streamId, options) => readStreamEvents(db, streamId, options),
    // Positions here are dense (1, 2, 3 ...): the event after P is at P + 1.
    readAll: (options = {}) => readAllEvents(db, { fromPosition: (options.after ?? 0) + 1, limit: options.limit }),
    headPosition: () => readHeadPosition(db),
    countAfter: (position) => countEventsAfter(db, position),
    subscribe: ({ after }, handle, options) => subscribeToAll(db, after + 1, handle, options),
    readByStream: (options) => readEventsByStream(db, options),
    verify: () => verifyChains(db),
  };
};
