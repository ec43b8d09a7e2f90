import type { AnyBulkWriteOperation } from 'mongodb';
import type { MongoTransaction } from './mongo-read-models';

// Types, not interfaces: the report fold keeps its rows as records (`Record<string, unknown>`), which only a type is assignable to.

/** One row of `report_buckets`: a day's count and sum of one measure of one report, for one agency and partner ('' for none). */
export type ReportBucketRow = {
  report: string;
  measure: string;
  /** A UTC day, YYYY-MM-DD: compared as text, it orders as the SQL `date` does. */
  day: string;
  agency_id: string;
  partner_id: string;
  count: number;
  sum: number;
};

/**
 * A `report_buckets` document: the row under the same names, its primary key as `_id`, and the
 * first day of its ISO week (a Monday) and month beside its day, as `date_trunc` gives them to the
 * SQL graph: the graph groups by one of the three.
 */
export type ReportBucketDocument = ReportBucketRow & {
  _id: string;
  week: string;
  month: string;
};

/** One row of `report_subjects`: what the report fold remembers of an aggregate. */
export type ReportSubjectRow = {
  id: string;
  kind: string;
  agency_id: string;
  partner_id: string;
  status: number | null;
  version: number;
};

/** A `report_subjects` document: the row, keyed by kind and id as the SQL primary key is. */
export type ReportSubjectDocument = ReportSubjectRow & { _id: string };

/** One row of `report_milestones`: a referral's dates, one field per milestone (`<milestone>_on`). */
export type ReportMilestoneRow = { referral_id: string; agency_id: string; partner_id: string; opened_on: string; version: number; [milestone: string]: unknown };

/** A `report_milestones` document: the row, the referral's id as `_id`. */
export type ReportMilestoneDocument = { _id: string; agency_id: string; partner_id: string; opened_on: string; version: number; [milestone: string]: unknown };

export const REPORT_BUCKETS_COLLECTION = 'report_buckets';
export const REPORT_SUBJECTS_COLLECTION = 'report_subjects';
export const REPORT_MILESTONES_COLLECTION = 'report_milestones';

const DAY_MS = 86_400_000;

/** The Monday that starts the ISO week of `day`. */
export const weekOf = (day: string): string => {
  const date = new Date(`${day}T00:00:00.000Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

export const monthOf = (day: string): string => `${day.slice(0, 8)}01`;

type BucketKey = Pick<ReportBucketRow, 'report' | 'measure' | 'day' | 'agency_id' | 'partner_id'>;
type BucketFields = Omit<ReportBucketDocument, 'count' | 'sum'>;

/** The SQL primary key (report, measure, day, agency, partner) as one text: none of them holds a '|'. */
export const reportBucketKey = ({ report, measure, day, agency_id, partner_id }: BucketKey): string => [report, measure, day, agency_id, partner_id].join('|');

const bucketFields = (key: BucketKey): BucketFields => ({
  _id: reportBucketKey(key),
  report: key.report,
  measure: key.measure,
  day: key.day,
  agency_id: key.agency_id,
  partner_id: key.partner_id,
  week: weekOf(key.day),
  month: monthOf(key.day),
});

export const reportBucketDocumentOf = (row: ReportBucketRow): ReportBucketDocument => ({ ...bucketFields(row), count: Number(row.count), sum: Number(row.sum) });

export const reportBucketRowOf = ({ report, measure, day, agency_id, partner_id, count, sum }: ReportBucketDocument): ReportBucketRow => ({
  report,
  measure,
  day,
  agency_id,
  partner_id,
  count,
  sum,
});

/**
 * Each delta as an update of its bucket: its count and sum added, as the SQL upsert adds them, to a
 * bucket made at zero where there is none yet. A delta that nets to zero still makes its bucket.
 */
export const reportBucketIncrements = (deltas: readonly ReportBucketRow[]): AnyBulkWriteOperation<ReportBucketDocument>[] =>
  deltas.map((delta) => {
    const { _id, ...fields } = bucketFields(delta);
    return { updateOne: { filter: { _id }, update: { $inc: { count: delta.count, sum: delta.sum }, $setOnInsert: fields }, upsert: true } };
  });

/** Adds the deltas to their buckets in one round trip. */
export const addToReportBuckets = async ({ db, session }: MongoTransaction, deltas: readonly ReportBucketRow[]): Promise<void> => {
  if (deltas.length === 0) return;
  await db.collection<ReportBucketDocument>(REPORT_BUCKETS_COLLECTION).bulkWrite(reportBucketIncrements(deltas), { session, ordered: false });
};

export const reportSubjectKey = (kind: string, id: string): string => `${kind}:${id}`;

export const reportSubjectDocumentOf = (row: ReportSubjectRow): ReportSubjectDocument => ({ _id: reportSubjectKey(row.kind, row.id), ...row });

export const reportSubjectRowOf = ({ _id: _key, ...row }: ReportSubjectDocument): ReportSubjectRow => row;

/** Every subject of any kind whose id is one of `ids`, read inside the transaction, as the SQL fold loads them. */
export const loadReportSubjects = async ({ db, session }: MongoTransaction, ids: readonly string[]): Promise<ReportSubjectDocument[]> => {
  if (ids.length === 0) return [];
  return db.collection<ReportSubjectDocument>(REPORT_SUBJECTS_COLLECTION).find({ id: { $in: [...ids] } }, { session }).toArray();
};

export const reportMilestoneDocumentOf = ({ referral_id, ...fields }: ReportMilestoneRow): ReportMilestoneDocument => ({ _id: referral_id, ...fields });

export const reportMilestoneRowOf = ({ _id, ...fields }: ReportMilestoneDocument): ReportMilestoneRow => ({ referral_id: _id, ...fields });
