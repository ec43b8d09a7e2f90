import type { ExistingWebhook } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { SqlExecutor, WebhookCursor } from '@careledger/storage';

/** A subscription's row of the `webhooks` read model. */
export interface WebhookRow {
  id: string;
  state: ExistingWebhook;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The row with its state parsed, whichever way the driver handed the jsonb over. */
export const withState = (row: WebhookRow): WebhookRow => ({ ...row, state: typeof row.state === 'string' ? (JSON.parse(row.state) as ExistingWebhook) : row.state });

export const subscriptionOf = async (db: SqlExecutor, webhookId: string): Promise<WebhookRow | undefined> => {
  const { rows } = await db.query<WebhookRow>('SELECT id::text AS id, state, version, created_at, updated_at FROM webhooks WHERE id = $1', [webhookId]);
  return rows[0] && withState(rows[0]);
};

/** The subscriptions deliveries go out for: active, not paused by their owner (one paused for failures is told by its cursor). */
export const activeSubscriptions = async (db: SqlExecutor): Promise<WebhookRow[]> => {
  const { rows } = await db.query<WebhookRow>(`SELECT id::text AS id, state, version, created_at, updated_at FROM webhooks WHERE status = 'active' ORDER BY created_at, id`);
  return rows.map(withState);
};

/** Whose events a subscription reads: its owner, as they acted when they made it. */
export const ownerActorOf = (state: ExistingWebhook): Actor => ({ id: state.owner.userId, roleId: state.owner.roleId, agencyId: state.owner.agencyId, partnerId: state.owner.partnerId });

export const isRunning = (row: WebhookRow, cursor: WebhookCursor | undefined): cursor is WebhookCursor => row.state.status === 'active' && cursor !== undefined && cursor.suspendedAt === null;
