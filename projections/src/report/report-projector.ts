import { assessmentEventTypes, hubEventTypes, noteEventTypes, patientEventTypes, paymentEventTypes, postingEventTypes, referralEventTypes } from '@careledger/domain';
import { loadRows, upsertRows } from '@careledger/storage';
import { byKey } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { referencedIds, ReportFold, subjectKey, type MilestoneRow, type SubjectRow } from './report-fold';
import { REPORTS_SCHEMA_VERSION, reportTables, type ReportTable } from './report-tables';

const handledTypes: ReadonlySet<string> = new Set([
  ...referralEventTypes, ...assessmentEventTypes, ...postingEventTypes, ...noteEventTypes, ...paymentEventTypes,
  ...patientEventTypes.filter((type) => type === 'PatientRegistered' || type === 'PatientAssignedToAgency'),
  ...hubEventTypes.filter((type) => type === 'HubCreated' || type === 'HubDetailsUpdated'),
]);

/** The events the report buckets count, or remember facts from (a patient's agency, a hub's product). */
export const isReportEventType = (type: string): boolean => handledTypes.has(type);

/** Daily report buckets, and what it must remember of each aggregate to keep them (see report-tables.ts). */
export const reportProjector: Projector<ReportTable> = {
  name: 'reports',
  version: REPORTS_SCHEMA_VERSION,
  tables: ['report_buckets', 'report_subjects', 'report_milestones'],
  createTables: reportTables,
  handles: isReportEventType,
  async apply(tx, events, tables) {
    const ids = referencedIds(events);
    const subjects = byKey(await loadRows<SubjectRow>(tx, tables.report_subjects, ['id', 'text'], ids), (row) => subjectKey(row.kind, row.id));
    const milestones = byKey(await loadRows<MilestoneRow>(tx, tables.report_milestones, ['referral_id', 'text'], ids), (row) => row.referral_id);
    const fold = new ReportFold(subjects, milestones);
    for (const event of events) fold.apply(event);
    await upsertRows(tx, tables.report_subjects, [...fold.changedSubjects].map((key) => subjects.get(key)!), { conflict: ['id', 'kind'] });
    await upsertRows(tx, tables.report_milestones, [...fold.changedMilestones].map((id) => milestones.get(id)!), { conflict: ['referral_id'] });
    // A bucket adds the batch's deltas to what earlier batches counted.
    await upsertRows(tx, tables.report_buckets, [...fold.deltas.values()], { conflict: ['report', 'measure', 'day', 'agency_id', 'partner_id'], add: ['count', 'sum'] });
  },
};
