import type { SqlDatabase } from '../sql/sql-database';
import type { EventStore } from './event-store';
import { openEventStore } from './sql-event-store';

/** Which event store a process opens, from its environment. */
export type EventStoreSettings = { engine: 'sql' } | { engine: 'kurrentdb'; url: string };

/**
 * EVENTSTORE_URL set: the events live in KurrentDB (EventStoreDB) at that address
 * (`kurrentdb://host:2113?tls=false`); otherwise in the SQL database itself. Read models,
 * checkpoints, sessions and keys of everything else stay in SQL either way.
 */
export const eventStoreSettingsFrom = (env: Record<string, string | undefined>): EventStoreSettings => {
  const url = env.EVENTSTORE_URL?.trim();
  return url ? { engine: 'kurrentdb', url } : { engine: 'sql' };
};

/** The event store a process runs on, and what it runs on: only the SQL one can be cached by NOTIFY (sql-stream-cache.ts). */
export interface ConfiguredEventStore extends EventStore {
  readonly engine: EventStoreSettings['engine'];
  /** Ends the connection the store opened (the SQL store shares the process's database and has none). */
  close(): Promise<void>;
}

/** The process's event store, as `eventStoreSettingsFrom(env)` says. */
export const openConfiguredEventStore = async (db: SqlDatabase, env: Record<string, string | undefined>): Promise<ConfiguredEventStore> => {
  const settings = eventStoreSettingsFrom(env);
  if (settings.engine === 'sql') return { ...(await openEventStore(db)), engine: 'sql', close: async () => undefined };
  // Loaded only when asked for: the client brings a native module every other process can do without.
  const { openKurrentEventStore } = await import('./kurrent/kurrent-event-store');
  return { ...(await openKurrentEventStore(settings.url)), engine: 'kurrentdb' };
};
