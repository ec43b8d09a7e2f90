import { hubEventTypes } from '@careledger/domain';
import { loadRows, upsertRows, type HubEventRow, type HubRow, type RecordedEvent } from '@careledger/storage';
import type { Projector } from '../engine/projector';
import { evolveHub, evolveHubEvent, hubEventKey, type RecordedHubEvent } from './hub-rows';

/** Bump it when the tables or the projector change: the worker then rebuilds the read model. */
export const HUBS_SCHEMA_VERSION = 1;

const types: ReadonlySet<string> = new Set(hubEventTypes);
const isHubEvent = (event: RecordedEvent): event is RecordedEvent & RecordedHubEvent => types.has(event.type);

const hubTables = (suffix: string): string => {
  const hubs = `shared_living_hubs${suffix}`;
  const events = `hub_events${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${hubs} (
      id uuid PRIMARY KEY, name text NOT NULL, product_id smallint NOT NULL,
      street text NOT NULL, city text NOT NULL, province text NOT NULL, postal_code text NOT NULL, country text NOT NULL,
      latitude double precision NOT NULL, longitude double precision NOT NULL, capacity integer NOT NULL,
      lead_name text NOT NULL, lead_email text, lead_phone text,
      agency_id text, active boolean NOT NULL, deactivation_reason text,
      created_by text NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
      version integer NOT NULL, last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${hubs}_name_idx ON ${hubs} (name, id);
    CREATE INDEX IF NOT EXISTS ${hubs}_search_idx ON ${hubs} (lower(name) text_pattern_ops);
    CREATE INDEX IF NOT EXISTS ${hubs}_product_name_idx ON ${hubs} (product_id, name, id);
    CREATE INDEX IF NOT EXISTS ${hubs}_city_name_idx ON ${hubs} (city, name, id);
    CREATE INDEX IF NOT EXISTS ${hubs}_agency_name_idx ON ${hubs} (agency_id, name, id);
    CREATE INDEX IF NOT EXISTS ${hubs}_active_name_idx ON ${hubs} (active, name, id);
    CREATE INDEX IF NOT EXISTS ${hubs}_created_idx ON ${hubs} (created_at, id);
    CREATE TABLE IF NOT EXISTS ${events} (
      hub_id uuid NOT NULL, event_id text NOT NULL, title text NOT NULL, description text,
      starts_at timestamptz NOT NULL, ends_at timestamptz NOT NULL, status text NOT NULL, cancel_reason text,
      created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, last_position bigint NOT NULL,
      PRIMARY KEY (hub_id, event_id)
    );
    CREATE INDEX IF NOT EXISTS ${events}_hub_starts_idx ON ${events} (hub_id, starts_at);`;
};

/** Shared-living hubs (one row each) and their calendars (one row per hub event). */
export const hubProjector: Projector<'shared_living_hubs' | 'hub_events'> = {
  name: 'shared_living_hubs',
  version: HUBS_SCHEMA_VERSION,
  tables: ['shared_living_hubs', 'hub_events'],
  createTables: hubTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    const hubEvents = events.filter(isHubEvent);
    const ids = [...new Set(hubEvents.map((event) => event.data.hubId))];
    const storedHubs = await loadRows<HubRow>(tx, tables.shared_living_hubs, ['id', 'uuid'], ids);
    const hubs = new Map(storedHubs.map((row) => [row.id, row]));
    const storedEvents = await loadRows<HubEventRow>(tx, tables.hub_events, ['hub_id', 'uuid'], ids);
    const calendar = new Map(storedEvents.map((row) => [hubEventKey(row.hub_id, row.event_id), row]));
    const changedHubs = new Map<string, HubRow>();
    const changedEvents = new Map<string, HubEventRow>();
    for (const event of hubEvents) {
      const before = hubs.get(event.data.hubId) ?? null;
      const after = evolveHub(before, event);
      // A calendar change counts only when the hub row took it (not a replay, not an orphan).
      if (!after || after === before) continue;
      hubs.set(after.id, after);
      changedHubs.set(after.id, after);
      if ('eventId' in event.data) {
        const key = hubEventKey(event.data.hubId, event.data.eventId);
        const entry = evolveHubEvent(calendar.get(key) ?? null, event);
        if (entry) {
          calendar.set(key, entry);
          changedEvents.set(key, entry);
        }
      }
    }
    await upsertRows(tx, tables.shared_living_hubs, [...changedHubs.values()], { conflict: ['id'] });
    await upsertRows(tx, tables.hub_events, [...changedEvents.values()], { conflict: ['hub_id', 'event_id'] });
  },
};
