import { evolveWebhook, initialWebhookState, webhookEventTypes, type WebhookEvent, type WebhookState } from '@careledger/domain';
import type { Projector } from '../engine/projector';
import { stateProjector } from '../engine/state-projector';

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const WEBHOOKS_SCHEMA_VERSION = 1;

export const webhookTables = (suffix: string): string => `
  CREATE TABLE IF NOT EXISTS webhooks${suffix} (
    id uuid PRIMARY KEY,
    status text NOT NULL,
    agency_id text,
    partner_id text,
    state jsonb NOT NULL,
    version integer NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    last_position bigint NOT NULL
  );
  CREATE INDEX IF NOT EXISTS webhooks${suffix}_status_idx ON webhooks${suffix} (status);`;

/**
 * One row per subscription, deleted ones kept (their delivery log stays readable to
 * administrators): the lists of `GET /api/webhooks` and the dispatcher's round read it.
 */
export const webhookProjector: Projector = stateProjector<WebhookState, WebhookEvent>({
  name: 'webhooks',
  version: WEBHOOKS_SCHEMA_VERSION,
  table: 'webhooks',
  eventTypes: webhookEventTypes,
  creationType: 'WebhookSubscribed',
  idOf: (event) => event.data.webhookId,
  initial: initialWebhookState,
  evolve: evolveWebhook,
  exists: (state) => state.status !== 'none',
  columns: (state) => (state.status === 'none' ? {} : { status: state.status, agency_id: state.owner.agencyId, partner_id: state.owner.partnerId }),
  createTables: webhookTables,
});
