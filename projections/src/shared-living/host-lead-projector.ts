import { assertNever, HostLeadStatus, hostLeadEventTypes, type HostLeadEvent } from '@careledger/domain';
import { loadRows, upsertRows, type HostLeadRow, type RecordedEvent } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { stamp } from '../engine/stream-stamp';

type RecordedHostLeadEvent = Omit<RecordedEvent, 'type' | 'data'> & HostLeadEvent;

const types: ReadonlySet<string> = new Set(hostLeadEventTypes);
const isHostLeadEvent = (event: RecordedEvent): event is RecordedEvent & RecordedHostLeadEvent => types.has(event.type);

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const HOST_LEADS_SCHEMA_VERSION = 1;

const hostLeadTables = (suffix: string): string => {
  const table = `host_leads${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${table} (
      id uuid PRIMARY KEY, status text NOT NULL, lead_location_id text NOT NULL, contact_name text NOT NULL,
      email text NOT NULL, phone text, city text, product_id smallint NOT NULL, notes text, hub_id uuid,
      reject_reason text, captured_by text NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
      version integer NOT NULL, last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${table}_created_idx ON ${table} (created_at, id);
    CREATE INDEX IF NOT EXISTS ${table}_status_created_idx ON ${table} (status, created_at, id);
    CREATE INDEX IF NOT EXISTS ${table}_location_created_idx ON ${table} (lead_location_id, created_at, id);
    CREATE INDEX IF NOT EXISTS ${table}_product_created_idx ON ${table} (product_id, created_at, id);
    CREATE INDEX IF NOT EXISTS ${table}_search_idx ON ${table} (lower(contact_name) text_pattern_ops);`;
};

export const evolveHostLead = (row: HostLeadRow | null, event: RecordedHostLeadEvent): HostLeadRow | null => {
  if (event.type === 'HostLeadCaptured') {
    if (row) return row;
    const { data } = event;
    return {
      id: data.hostLeadId, status: HostLeadStatus.NEW, lead_location_id: data.leadLocationId, contact_name: data.contactName,
      email: data.email, phone: data.phone, city: data.city, product_id: data.productId, notes: data.notes, hub_id: null,
      reject_reason: null, captured_by: data.capturedBy, created_at: event.metadata.occurredAt, ...stamp(event),
    };
  }
  if (!row || event.streamVersion <= row.version) return row;
  switch (event.type) {
    case 'HostLeadQualified':
      return { ...row, status: HostLeadStatus.QUALIFIED, ...stamp(event) };
    case 'HostLeadConverted':
      return { ...row, status: HostLeadStatus.CONVERTED, hub_id: event.data.hubId, ...stamp(event) };
    case 'HostLeadRejected':
      return { ...row, status: HostLeadStatus.REJECTED, reject_reason: event.data.reason, ...stamp(event) };
    default:
      return assertNever(event);
  }
};

/** Leads of would-be hosts from the landing forms, for the admin host-leads listing. */
export const hostLeadProjector: Projector<'host_leads'> = {
  name: 'host_leads',
  version: HOST_LEADS_SCHEMA_VERSION,
  tables: ['host_leads'],
  createTables: hostLeadTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    const leadEvents = events.filter(isHostLeadEvent);
    const ids = [...new Set(leadEvents.map((event) => event.data.hostLeadId))];
    const stored = await loadRows<HostLeadRow>(tx, tables.host_leads, ['id', 'uuid'], ids);
    const changed = foldRows(byKey(stored, (row) => row.id), leadEvents, (event) => event.data.hostLeadId, evolveHostLead);
    await upsertRows(tx, tables.host_leads, [...changed.values()], { conflict: ['id'] });
  },
};
