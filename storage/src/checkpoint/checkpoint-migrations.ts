import type { Migration } from '../migrations/migrations';

/** Announced whenever a checkpoint is written: a read model may have changed (read-model-changes.ts). */
export const READ_MODEL_CHANGES_CHANNEL = 'careledger_read_models';

/** Set for one transaction that moves checkpoints without changing any read model (`advanceIdleCheckpoints`). */
export const READ_MODELS_UNCHANGED_SETTING = 'careledger.read_models_unchanged';

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
  {
    // Why: moving the checkpoints of projectors that a page did not concern changes no read model,
    // and every notice holds PostgreSQL's one notify lock through its commit's flush, so such moves
    // announced nothing new and only made appends wait. Only `advanceIdleCheckpoints` says so.
    id: 'checkpoint/003-idle-moves-unannounced',
    sql: `
      CREATE OR REPLACE FUNCTION careledger_read_models_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('${READ_MODELS_UNCHANGED_SETTING}', true) = 'on' THEN
          RETURN NULL;
        END IF;
        PERFORM pg_notify('${READ_MODEL_CHANGES_CHANNEL}', '');
        RETURN NULL;
      END $$;
    `,
  },
];
