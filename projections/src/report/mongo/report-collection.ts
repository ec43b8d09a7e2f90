import type { MongoIndex } from '@careledger/storage/mongo';

/**
 * The buckets' indexes: those `report-tables.ts` has for PostgreSQL (a measure's days, for one
 * agency or one partner, which the graphs and levels read), and the period's days alone, for one
 * agency or one partner, which the statistics' flow totals of every measure read.
 */
export const REPORT_BUCKET_INDEXES: readonly MongoIndex[] = [
  { name: 'report_measure_day', key: { report: 1, measure: 1, day: 1 } },
  { name: 'report_measure_agency_day', key: { report: 1, measure: 1, agency_id: 1, day: 1 } },
  { name: 'report_measure_partner_day', key: { report: 1, measure: 1, partner_id: 1, day: 1 } },
  { name: 'day', key: { day: 1 } },
  { name: 'agency_day', key: { agency_id: 1, day: 1 } },
  { name: 'partner_day', key: { partner_id: 1, day: 1 } },
];

/** The fold loads a batch's subjects by id, whatever their kind (`_id` is kind and id). */
export const REPORT_SUBJECT_INDEXES: readonly MongoIndex[] = [{ name: 'id', key: { id: 1 } }];
