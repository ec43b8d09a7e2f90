import { loadRows, upsertRows } from '@careledger/storage';
import { byKey } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { closeFacts, type FactRow } from './activity-facts';
import { keepMonths } from './activity-months';
import { recordKey, referencedIds, StatusDurationFold, type FlowRow, type IntervalRow, type RecordRow } from './status-duration-fold';
import { STATUS_DURATIONS_SCHEMA_VERSION, statusDurationTables, type StatusDurationTable } from './status-duration-tables';
import { isStatusEvent, isStatusEventType } from './status-events';

/**
 * The analytics' facts: every stay of an assessment, posting, referral, caregiver or payment in
 * each of its statuses, and every thing that happened to a task, note or dose, and every bill.
 * Time-in-status figures are computed exactly over these rows (see status-duration-tables.ts), not
 * estimated from buckets.
 */
export const statusDurationProjector: Projector<StatusDurationTable> = {
  name: 'status_durations',
  version: STATUS_DURATIONS_SCHEMA_VERSION,
  tables: ['status_intervals', 'status_duration_records', 'status_flows', 'activity_facts', 'activity_months'],
  createTables: statusDurationTables,
  handles: isStatusEventType,
  async apply(tx, events, tables) {
    const handled = events.filter(isStatusEvent);
    const stored = await loadRows<RecordRow>(tx, tables.status_duration_records, ['id', 'text'], referencedIds(handled));
    const fold = new StatusDurationFold(byKey(stored, (row) => recordKey(row.kind, row.id)));
    for (const event of handled) fold.apply(event);
    await upsertRows(tx, tables.status_duration_records, [...fold.changedRecords].map((key) => fold.records.get(key)!), { conflict: ['id', 'kind'] });
    await upsertRows<IntervalRow>(tx, tables.status_intervals, [...fold.intervals.values()], { conflict: ['machine', 'record_id', 'seq'] });
    await upsertRows<FlowRow>(tx, tables.status_flows, [...fold.flows.values()], { conflict: ['machine', 'day', 'status', 'agency_id', 'partner_id', 'care_service', 'province', 'city', 'profession'], add: ['arrivals', 'departures'] });
    const facts = [...fold.activity.facts.values()];
    await keepMonths(tx, { facts: tables.activity_facts, months: tables.activity_months }, [...facts, ...fold.activity.closings], async () => {
      await upsertRows<FactRow>(tx, tables.activity_facts, facts, { conflict: ['machine', 'record_id', 'seq', 'status'] });
      await closeFacts(tx, tables.activity_facts, fold.activity.closings);
    });
  },
};
