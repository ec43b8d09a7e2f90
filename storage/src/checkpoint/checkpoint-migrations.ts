import type { Migration } from '../migrations/migrations';

/** One row per projector: the global position of the last event it has processed. */
export const checkpointMigrations: readonly Migration[] = [
  {
    id: 'checkpoint/001-checkpoints',
    sql: `CREATE TABLE IF NOT EXISTS checkpoints (
      projector text PRIMARY KEY,
      position bigint NOT NULL CHECK (position >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  },
];
