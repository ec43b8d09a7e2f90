import type { Migration } from '../migrations/migrations';

/** Announced whenever a checkpoint is written: a read model may have changed (read-model-changes.ts). */
export const READ_MODEL_CHANGES_CHANNEL = 'careledger_read_models';

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
  {
    // Why on checkpoints: a read model's tables change only in a transaction that writes its
    // checkpoint (a batch moves it, a rebuild's swap sets it), so one trigger hears every change,
    // whichever process or path made it, when it commits.
    id: 'checkpoint/002-read-model-change-notices',
    sql: `
      CREATE FUNCTION careledger_read_models_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${READ_MODEL_CHANGES_CHANNEL}', '');
        RETURN NULL;
      END $$;
      CREATE TRIGGER checkpoints_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON checkpoints
        FOR EACH STATEMENT EXECUTE FUNCTION careledger_read_models_changed();
    `,
  },
];
