import type { Migration } from '@careledger/storage';

export const engineMigrations: readonly Migration[] = [
  {
    id: 'projections/001-engine',
    sql: `
      CREATE TABLE IF NOT EXISTS projectors (
        name text PRIMARY KEY,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS projection_rebuilds (
        projector text PRIMARY KEY,
        version integer NOT NULL,
        status text NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
        position bigint NOT NULL,
        head bigint NOT NULL,
        started_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        finished_at timestamptz,
        error text
      )`,
  },
  {
    // The projector that cannot get past an event, so reads that need it can say so instead of waiting.
    id: 'projections/002-failures',
    sql: `
      CREATE TABLE IF NOT EXISTS projection_failures (
        projector text PRIMARY KEY,
        message text NOT NULL,
        position bigint,
        event_type text,
        failed_at timestamptz NOT NULL
      )`,
  },
];
