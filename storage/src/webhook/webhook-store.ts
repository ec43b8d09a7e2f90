import type { SqlDatabase } from '../sql/sql-database';

/** One event queued for one subscription, as the delivery log keeps it. */
export interface WebhookDeliveryRow {
  webhookId: string;
  globalPosition: number;
  eventId: string;
  streamId: string;
  eventType: string;
  /** The request body, fixed when the event was queued: every attempt signs and sends the same bytes. */
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  /** Raised by a redelivery or a pause, so the job that sends the row next has an id of its own. */
  generation: number;
  attempts: number;
  lastError: string | null;
  lastStatusCode: number | null;
  responseTimeMs: number | null;
  queuedAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
}

export interface WebhookCursor {
  webhookId: string;
  position: number;
  consecutiveFailures: number;
  suspendedAt: Date | null;
  lastError: string | null;
  lastDeliveredAt: Date | null;
}

export interface NewWebhookDelivery {
  globalPosition: number;
  eventId: string;
  streamId: string;
  eventType: string;
  body: string;
}

export interface WebhookAttempt {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  responseTimeMs: number | null;
  /** The last try this delivery gets: a failure marks it failed rather than pending. */
  final: boolean;
  at: Date;
}

/** The head of one stream's queue for a subscription: the one row of that stream to send next. */
export interface WebhookQueueHead {
  globalPosition: number;
  generation: number;
}

export interface WebhookStore {
  /** A new subscription: its secret, and its cursor at `position` (it hears what comes after). */
  open(webhookId: string, secret: string, position: number): Promise<void>;
  /** Undoes `open` when the subscription's event could not be stored. */
  drop(webhookId: string): Promise<void>;
  setSecret(webhookId: string, secret: string): Promise<void>;
  secretOf(webhookId: string): Promise<string | undefined>;
  cursorOf(webhookId: string): Promise<WebhookCursor | undefined>;
  cursorsOf(webhookIds: readonly string[]): Promise<Map<string, WebhookCursor>>;
  /** Queues `deliveries` and moves the cursor to `position`, in one transaction: an event is queued once, and none is passed over. */
  advance(webhookId: string, position: number, deliveries: readonly NewWebhookDelivery[]): Promise<void>;
  /** The first pending row of each stream, in log order. */
  heads(webhookId: string): Promise<WebhookQueueHead[]>;
  /** The first pending row of one stream. */
  headOf(webhookId: string, streamId: string): Promise<WebhookQueueHead | undefined>;
  delivery(webhookId: string, globalPosition: number): Promise<WebhookDeliveryRow | undefined>;
  /** Records one try; answers the subscription's deliveries given up in a row since its last success. */
  recordAttempt(webhookId: string, globalPosition: number, attempt: WebhookAttempt): Promise<number>;
  /** Stops deliveries after too many failures in a row, until the owner resumes. */
  suspend(webhookId: string, at: Date): Promise<void>;
  /** A resume: the failures are forgotten and the pending rows get new job ids. */
  reopen(webhookId: string): Promise<void>;
  /** The pending rows of a paused subscription get new job ids, to be sent once it runs again. */
  renewPending(webhookId: string): Promise<void>;
  /** Queues a delivered or failed row again; undefined when there is no such row or it is still queued. */
  redeliver(webhookId: string, globalPosition: number): Promise<WebhookQueueHead | undefined>;
  deliveries(webhookId: string, page: { offset: number; limit: number }): Promise<{ rows: WebhookDeliveryRow[]; total: number }>;
}

interface DeliveryRecord {
  webhook_id: string;
  global_position: string | number;
  event_id: string;
  stream_id: string;
  event_type: string;
  body: string;
  status: WebhookDeliveryRow['status'];
  generation: number;
  attempts: number;
  last_error: string | null;
  last_status_code: number | null;
  response_time_ms: number | null;
  queued_at: Date | string;
  last_attempt_at: Date | string | null;
  delivered_at: Date | string | null;
}

interface CursorRecord {
  webhook_id: string;
  position: string | number;
  consecutive_failures: number;
  suspended_at: Date | string | null;
  last_error: string | null;
  last_delivered_at: Date | string | null;
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const deliveryOf = (row: DeliveryRecord): WebhookDeliveryRow => ({
  webhookId: row.webhook_id,
  globalPosition: Number(row.global_position),
  eventId: row.event_id,
  streamId: row.stream_id,
  eventType: row.event_type,
  body: row.body,
  status: row.status,
  generation: row.generation,
  attempts: row.attempts,
  lastError: row.last_error,
  lastStatusCode: row.last_status_code,
  responseTimeMs: row.response_time_ms,
  queuedAt: new Date(row.queued_at),
  lastAttemptAt: dateOf(row.last_attempt_at),
  deliveredAt: dateOf(row.delivered_at),
});

const cursorOf = (row: CursorRecord): WebhookCursor => ({
  webhookId: row.webhook_id,
  position: Number(row.position),
  consecutiveFailures: row.consecutive_failures,
  suspendedAt: dateOf(row.suspended_at),
  lastError: row.last_error,
  lastDeliveredAt: dateOf(row.last_delivered_at),
});

const headOf = (row: { global_position: string | number; generation: number }): WebhookQueueHead => ({ globalPosition: Number(row.global_position), generation: row.generation });

/** Error texts are kept short: a receiver's whole error page is not the log's to keep. */
const MAX_ERROR_LENGTH = 500;

export const createWebhookStore = (db: SqlDatabase): WebhookStore => ({
  async open(webhookId, secret, position) {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO webhook_secrets (webhook_id, secret) VALUES ($1, $2)', [webhookId, secret]);
      await tx.query('INSERT INTO webhook_cursors (webhook_id, position) VALUES ($1, $2)', [webhookId, position]);
    });
  },
  async drop(webhookId) {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM webhook_secrets WHERE webhook_id = $1', [webhookId]);
      await tx.query('DELETE FROM webhook_cursors WHERE webhook_id = $1', [webhookId]);
      await tx.query('DELETE FROM webhook_deliveries WHERE webhook_id = $1', [webhookId]);
    });
  },
  async setSecret(webhookId, secret) {
    await db.query(
      'INSERT INTO webhook_secrets (webhook_id, secret) VALUES ($1, $2) ON CONFLICT (webhook_id) DO UPDATE SET secret = excluded.secret, updated_at = now()',
      [webhookId, secret],
    );
  },
  async secretOf(webhookId) {
    const { rows } = await db.query<{ secret: string }>('SELECT secret FROM webhook_secrets WHERE webhook_id = $1', [webhookId]);
    return rows[0]?.secret;
  },
  async cursorOf(webhookId) {
    const { rows } = await db.query<CursorRecord>('SELECT * FROM webhook_cursors WHERE webhook_id = $1', [webhookId]);
    return rows[0] && cursorOf(rows[0]);
  },
  async cursorsOf(webhookIds) {
    if (webhookIds.length === 0) return new Map();
    const { rows } = await db.query<CursorRecord>('SELECT * FROM webhook_cursors WHERE webhook_id = ANY($1::uuid[])', [webhookIds]);
    return new Map(rows.map((row) => [row.webhook_id, cursorOf(row)]));
  },
  async advance(webhookId, position, deliveries) {
    await db.transaction(async (tx) => {
      for (const delivery of deliveries) {
        await tx.query(
          `INSERT INTO webhook_deliveries (webhook_id, global_position, event_id, stream_id, event_type, body)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (webhook_id, global_position) DO NOTHING`,
          [webhookId, delivery.globalPosition, delivery.eventId, delivery.streamId, delivery.eventType, delivery.body],
        );
      }
      await tx.query('UPDATE webhook_cursors SET position = greatest(position, $2) WHERE webhook_id = $1', [webhookId, position]);
    });
  },
  async heads(webhookId) {
    const { rows } = await db.query<{ global_position: string; generation: number }>(
      `SELECT global_position, generation FROM (
         SELECT DISTINCT ON (stream_id) global_position, generation FROM webhook_deliveries
          WHERE webhook_id = $1 AND status = 'pending' ORDER BY stream_id, global_position
       ) heads ORDER BY global_position`,
      [webhookId],
    );
    return rows.map(headOf);
  },
  async headOf(webhookId, streamId) {
    const { rows } = await db.query<{ global_position: string; generation: number }>(
      `SELECT global_position, generation FROM webhook_deliveries WHERE webhook_id = $1 AND stream_id = $2 AND status = 'pending' ORDER BY global_position LIMIT 1`,
      [webhookId, streamId],
    );
    return rows[0] && headOf(rows[0]);
  },
  async delivery(webhookId, globalPosition) {
    const { rows } = await db.query<DeliveryRecord>('SELECT * FROM webhook_deliveries WHERE webhook_id = $1 AND global_position = $2', [webhookId, globalPosition]);
    return rows[0] && deliveryOf(rows[0]);
  },
  async recordAttempt(webhookId, globalPosition, attempt) {
    const error = attempt.error === null ? null : attempt.error.slice(0, MAX_ERROR_LENGTH);
    const status = attempt.ok ? 'delivered' : attempt.final ? 'failed' : 'pending';
    return db.transaction(async (tx) => {
      await tx.query(
        `UPDATE webhook_deliveries
            SET status = $3, attempts = attempts + 1, last_error = $4, last_status_code = $5, response_time_ms = $6, last_attempt_at = $7,
                delivered_at = CASE WHEN $3 = 'delivered' THEN $7 ELSE delivered_at END
          WHERE webhook_id = $1 AND global_position = $2`,
        [webhookId, globalPosition, status, error, attempt.statusCode, attempt.responseTimeMs, attempt.at],
      );
      const { rows } = await tx.query<{ consecutive_failures: number }>(
        attempt.ok
          ? 'UPDATE webhook_cursors SET consecutive_failures = 0, last_error = NULL, last_delivered_at = $2 WHERE webhook_id = $1 RETURNING consecutive_failures'
          : 'UPDATE webhook_cursors SET consecutive_failures = consecutive_failures + CASE WHEN $3::boolean THEN 1 ELSE 0 END, last_error = $2 WHERE webhook_id = $1 RETURNING consecutive_failures',
        attempt.ok ? [webhookId, attempt.at] : [webhookId, error, attempt.final],
      );
      return rows[0]?.consecutive_failures ?? 0;
    });
  },
  async suspend(webhookId, at) {
    await db.query('UPDATE webhook_cursors SET suspended_at = coalesce(suspended_at, $2) WHERE webhook_id = $1', [webhookId, at]);
  },
  async reopen(webhookId) {
    await db.transaction(async (tx) => {
      await tx.query('UPDATE webhook_cursors SET suspended_at = NULL, consecutive_failures = 0 WHERE webhook_id = $1', [webhookId]);
      await tx.query(`UPDATE webhook_deliveries SET generation = generation + 1 WHERE webhook_id = $1 AND status = 'pending'`, [webhookId]);
    });
  },
  async renewPending(webhookId) {
    await db.query(`UPDATE webhook_deliveries SET generation = generation + 1 WHERE webhook_id = $1 AND status = 'pending'`, [webhookId]);
  },
  async redeliver(webhookId, globalPosition) {
    const { rows } = await db.query<{ global_position: string; generation: number }>(
      `UPDATE webhook_deliveries SET status = 'pending', generation = generation + 1, delivered_at = NULL
        WHERE webhook_id = $1 AND global_position = $2 AND status <> 'pending' RETURNING global_position, generation`,
      [webhookId, globalPosition],
    );
    return rows[0] && headOf(rows[0]);
  },
  async deliveries(webhookId, { offset, limit }) {
    const [{ rows }, counted] = await Promise.all([
      db.query<DeliveryRecord>('SELECT * FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY global_position DESC LIMIT $2 OFFSET $3', [webhookId, limit, offset]),
      db.query<{ total: string }>('SELECT count(*) AS total FROM webhook_deliveries WHERE webhook_id = $1', [webhookId]),
    ]);
    return { rows: rows.map(deliveryOf), total: Number(counted.rows[0]?.total ?? 0) };
  },
});
