import type { Migration } from '../migrations/migrations';

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
];
