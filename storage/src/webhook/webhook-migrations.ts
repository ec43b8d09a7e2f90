import type { Migration } from '../migrations/migrations';

/**
 * What webhooks keep beside the log: each subscription's signing secret (never in an event), its
 * cursor in the log with its run of failures, and the delivery log, one row per event queued.
 */
export const webhookMigrations: Migration[] = [
  {
    id: 'webhook/001-secrets-cursors-deliveries',
    sql: `
      CREATE TABLE webhook_secrets (
        webhook_id uuid PRIMARY KEY,
        secret text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE webhook_cursors (
        webhook_id uuid PRIMARY KEY,
        position bigint NOT NULL,
        consecutive_failures integer NOT NULL DEFAULT 0,
        suspended_at timestamptz,
        last_error text,
        last_delivered_at timestamptz
      );
      CREATE TABLE webhook_deliveries (
        webhook_id uuid NOT NULL,
        global_position bigint NOT NULL,
        event_id text NOT NULL,
        stream_id text NOT NULL,
        event_type text NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        generation integer NOT NULL DEFAULT 0,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        last_status_code integer,
        response_time_ms integer,
        queued_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz,
        delivered_at timestamptz,
        PRIMARY KEY (webhook_id, global_position)
      );
      CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (webhook_id, stream_id, global_position) WHERE status = 'pending';
    `,
  },
];
