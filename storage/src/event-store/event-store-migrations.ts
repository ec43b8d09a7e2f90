import type { Migration } from '../migrations/migrations';
import { APPEND_GROUP_FUNCTION } from './sql-append-function';

export const eventStoreMigrations: Migration[] = [
  {
    id: 'event-store/001-events',
    sql: `CREATE TABLE events (
      global_position bigint PRIMARY KEY CHECK (global_position > 0),
      stream_id text NOT NULL CHECK (stream_id <> ''),
      stream_version integer NOT NULL CHECK (stream_version >= 0),
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL,
      hash text NOT NULL,
      previous_hash text,
      CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
    )`,
  },
  {
    // The audit explorer filters the whole log by category, type and actor, newest first.
    id: 'event-store/002-audit-indexes',
    sql: `CREATE INDEX events_category_position ON events ((split_part(stream_id, '-', 1)), global_position);
      CREATE INDEX events_type_position ON events (type, global_position);
      CREATE INDEX events_actor_position ON events ((metadata->>'actorId'), global_position)`,
  },
  {
    // Written in the append's transaction (sql-idempotency.ts); the id predates that move.
    id: 'idempotency/001-keys',
    sql: `CREATE TABLE idempotency_keys (
      actor_id text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      status_code smallint,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (actor_id, key)
    )`,
  },
  {
    // Keys claimed outside the append by earlier versions and never answered (a crash) held
    // their key forever; they stored no events, so the key is free again.
    id: 'idempotency/002-no-half-claimed-keys',
    sql: 'DELETE FROM idempotency_keys WHERE status_code IS NULL',
  },
  {
    // Appends commit in groups, one statement per group (sql-append-group.ts).
    id: 'event-store/003-append-group-function',
    sql: APPEND_GROUP_FUNCTION,
  },
];
