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
];
