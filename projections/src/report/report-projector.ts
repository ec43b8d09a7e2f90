import { assessmentEventTypes, hubEventTypes, noteEventTypes, patientEventTypes, paymentEventTypes, postingEventTypes, referralEventTypes } from '@careledger/domain';
import type { Projector } from '../engine/projector';
import { loadRows, upsertRows, type Column } from '../shared-living/row-store';
import { referencedIds, ReportFold, subjectKey, type MilestoneRow, type SubjectRow } from './report-fold';
import { MILESTONE_TABLE_COLUMNS, reportTables, SUBJECT_COLUMNS, type ReportTable } from './report-tables';

const handledTypes: ReadonlySet<string> = new Set([
  ...referralEventTypes, ...assessmentEventTypes, ...postingEventTypes, ...noteEventTypes, ...paymentEventTypes,
  ...patientEventTypes.filter((type) => type === 'PatientRegistered' || type === 'PatientAssignedToAgency'),
  ...hubEventTypes.filter((type) => type === 'HubCreated' || type === 'HubDetailsUpdated'),
]);

const BUCKET_COLUMNS: readonly Column[] = [
  ['report', 'text'], ['day', 'date'], ['agency_id', 'text'], ['partner_id', 'text'], ['measure', 'text'], ['count', 'bigint'], ['sum', 'bigint'],
];

/** Daily report buckets, and what it must remember of each aggregate to keep them (see report-tables.ts). */
export const reportProjector: Projector<ReportTable> = {
  name: 'reports',
  version: 1,
  tables: ['report_buckets', 'report_subjects', 'report_milestones'],
  createTables: reportTables,
  handles: (type) => handledTypes.has(type),
  async apply(tx, events, tables) {
    const ids = referencedIds(events);
    const subjects = new Map(
      (await loadRows<SubjectRow>(tx, tables.report_subjects, SUBJECT_COLUMNS, 'id', ids)).map((row) => [subjectKey(row.kind, row.id), row]),
    );
    const milestones = new Map(
      (await loadRows<MilestoneRow>(tx, tables.report_milestones, MILESTONE_TABLE_COLUMNS, 'referral_id', ids)).map((row) => [row.referral_id, row]),
    );
    const fold = new ReportFold(subjects, milestones);
    for (const event of events) fold.apply(event);
    await upsertRows(tx, tables.report_subjects, SUBJECT_COLUMNS, ['id', 'kind'], [...fold.changedSubjects].map((key) => subjects.get(key)!));
    await upsertRows(tx, tables.report_milestones, MILESTONE_TABLE_COLUMNS, ['referral_id'], [...fold.changedMilestones].map((id) => milestones.get(id)!));
    const deltas = [...fold.deltas.values()];
    if (deltas.length === 0) return;
    const t = tables.report_buckets;
    await tx.query(
      `INSERT INTO ${t} (report, day, agency_id, partner_id, measure, count, sum)
       SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[])
       ON CONFLICT (report, measure, day, agency_id, partner_id) DO UPDATE SET count = ${t}.count + excluded.count, sum = ${t}.sum + excluded.sum`,
      BUCKET_COLUMNS.map(([name]) => deltas.map((delta) => delta[name])),
    );
  },
};
