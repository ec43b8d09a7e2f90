import type { Migration } from '../migrations/migrations';

/**
 * The verification runs, where each one stands (so a run taken up again goes on from there) and
 * what it found; and the heads each anchor was taken over (anchor-heads.ts).
 */
export const integrityMigrations: readonly Migration[] = [
  {
    id: 'integrity/001-runs',
    sql: `CREATE TABLE integrity_runs (
      id uuid PRIMARY KEY,
      category text,
      stream_id text,
      requested_by text NOT NULL,
      requested_at timestamptz NOT NULL,
      state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'completed', 'failed')),
      started_at timestamptz,
      finished_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      failed_reason text,
      head_position bigint,
      phase text NOT NULL DEFAULT 'chains' CHECK (phase IN ('chains', 'anchors', 'done')),
      progress real NOT NULL DEFAULT 0,
      steps integer NOT NULL DEFAULT 0,
      chain_stream_id text,
      chain_version integer,
      chain_hash text,
      chain_broken boolean,
      anchor_sequence integer NOT NULL DEFAULT 0,
      streams bigint NOT NULL DEFAULT 0,
      events bigint NOT NULL DEFAULT 0,
      anchors integer NOT NULL DEFAULT 0,
      fault_count integer NOT NULL DEFAULT 0
    );
    CREATE INDEX integrity_runs_newest ON integrity_runs (requested_at DESC);
    CREATE TABLE integrity_faults (
      run_id uuid NOT NULL REFERENCES integrity_runs (id) ON DELETE CASCADE,
      seq integer NOT NULL,
      stream_id text NOT NULL,
      stream_version integer,
      global_position bigint,
      reason text NOT NULL,
      expected_hash text,
      stored_hash text,
      detail text,
      PRIMARY KEY (run_id, seq)
    );
    CREATE INDEX integrity_faults_stream ON integrity_faults (stream_id, run_id)`,
  },
  {
    id: 'integrity/002-anchor-heads',
    sql: `CREATE TABLE anchor_heads (
      digest text NOT NULL,
      stream_id text NOT NULL,
      stream_version integer NOT NULL,
      hash text NOT NULL,
      PRIMARY KEY (digest, stream_id)
    )`,
  },
];
