import type { SqlExecutor } from '@careledger/storage';
import { countMatches, type ListReads, type Page } from '../http/list-query';
import { nameFieldOf } from '@careledger/domain';
import { withNames, type NamedKind } from '../names/display-names';
import { Conditions } from '../reference/reference-query';
import type { ReportFilter, ReportType } from './report-request';

export type ReportRow = Record<string, string | number | boolean | null>;

const instant = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const patientColumn = (column: string, patientId: string): string => `(SELECT p.${column} FROM patients p WHERE p.id::text = ${patientId}::text)`;

interface RowSource {
  table: string;
  /** `expression AS "camelName"`, in the order CSV columns take. */
  columns: readonly (readonly [name: string, expression: string])[];
  agency: string;
  partner: string;
  /** The id columns a reader knows by a name: each is followed by its name column (`patientId`, `patientName`). */
  names: Readonly<Record<string, NamedKind>>;
}

/**
 * Each report lists the read model's rows created in the period, newest first. The agency and
 * partner are those the row has now (a patient's, when the record has none of its own).
 */
const sources: Readonly<Record<ReportType, RowSource>> = {
  patients: {
    table: 'patients',
    columns: [['id', 'x.id::text'], ['firstName', 'x.first_name'], ['lastName', 'x.last_name'], ['dateOfBirth', 'x.date_of_birth::text'],
      ['agencyId', 'x.agency_id'], ['partnerId', 'x.partner_id'], ['createdBy', 'x.created_by'], ['createdAt', instant('x.created_at')]],
    agency: 'x.agency_id',
    partner: 'x.partner_id',
    names: { agencyId: 'agency', createdBy: 'user' },
  },
  referrals: {
    table: 'referrals',
    columns: [['id', 'x.id::text'], ['patientId', 'x.patient_id::text'], ['partnerId', 'x.partner_id'], ['hubId', 'x.hub_id::text'],
      ['status', 'x.status'], ['openedOn', 'x.opened_on::text'], ['onSiteVisitOn', 'x.on_site_visit_on::text'], ['approvedOn', 'x.approved_on::text'],
      ['acceptedOn', 'x.accepted_on::text'], ['moveInOn', 'x.move_in_on::text'], ['closeReasonId', 'x.close_reason_id'], ['createdAt', instant('x.created_at')]],
    agency: 'x.patient_agency_id',
    partner: 'x.partner_id',
    names: { patientId: 'patient', hubId: 'hub' },
  },
  assessments: {
    table: 'assessments',
    columns: [['id', 'x.id::text'], ['patientId', 'x.patient_id::text'], ['agencyId', 'x.agency_id::text'], ['careServiceId', 'x.care_service_id'],
      ['status', 'x.status'], ['visitAt', instant('x.visit_at')], ['createdAt', instant('x.created_at')]],
    agency: 'x.agency_id::text',
    partner: patientColumn('partner_id', 'x.patient_id'),
    names: { patientId: 'patient', agencyId: 'agency' },
  },
  postings: {
    table: 'postings',
    columns: [['id', 'x.id::text'], ['patientId', 'x.patient_id'], ['agencyId', 'x.agency_id'], ['careServiceId', 'x.care_service_id'],
      ['status', 'x.status'], ['startDate', 'x.start_date::text'], ['endDate', 'x.end_date::text'], ['createdAt', instant('x.created_at')]],
    agency: 'x.agency_id',
    partner: patientColumn('partner_id', 'x.patient_id'),
    names: { patientId: 'patient', agencyId: 'agency' },
  },
  notes: {
    table: 'notes',
    columns: [['id', 'x.id::text'], ['kind', 'x.kind'], ['patientId', 'x.patient_id::text'], ['authorId', 'x.author_id'],
      ['authorAgencyId', 'x.author_agency_id'], ['authorPartnerId', 'x.author_partner_id'], ['noteTypeId', 'x.note_type_id'],
      ['dateOfService', 'x.date_of_service::text'], ['isDraft', 'x.is_draft'], ['createdAt', instant('x.created_at')]],
    agency: 'x.author_agency_id',
    partner: 'x.author_partner_id',
    names: { patientId: 'patient', authorId: 'user', authorAgencyId: 'agency' },
  },
  payments: {
    table: 'payments',
    columns: [['id', 'x.id::text'], ['subscriptionId', 'x.subscription_id'], ['patientId', 'x.patient_id'], ['periodStart', 'x.period_start::text'],
      ['periodEnd', 'x.period_end::text'], ['totalCents', 'x.total_cents'], ['state', 'x.state'], ['cardType', 'x.card_type'], ['createdAt', instant('x.created_at')]],
    agency: patientColumn('agency_id', 'x.patient_id'),
    partner: patientColumn('partner_id', 'x.patient_id'),
    names: { patientId: 'patient' },
  },
};

/** The fields of a report's rows in order, each named id followed by its name: the CSV's columns. */
export const reportColumns = (type: ReportType): string[] => {
  const { columns, names } = sources[type];
  return columns.flatMap(([name]) => (names[name] === undefined ? [name] : [name, nameFieldOf(name, '')]));
};

const conditions = (source: RowSource, filter: ReportFilter): Conditions =>
  new Conditions()
    .add((p) => `x.created_at >= (${p}::date::timestamp AT TIME ZONE 'UTC')`, filter.from ?? undefined)
    .add((p) => `x.created_at < ((${p}::date + 1)::timestamp AT TIME ZONE 'UTC')`, filter.to ?? undefined)
    .add((p) => `${source.agency} = ${p}`, filter.agencyId)
    .add((p) => `${source.partner} = ${p}`, filter.partnerId);

/** `limit` rows from `offset`, newest first, with the names of the ids they hold. */
export const reportRows = async (reads: ListReads, type: ReportType, filter: ReportFilter, limit: number, offset: number): Promise<ReportRow[]> => {
  const source = sources[type];
  const where = conditions(source, filter);
  const columns = source.columns.map(([name, expression]) => `${expression} AS "${name}"`).join(', ');
  const { rows } = await reads.db.query<ReportRow>(
    `SELECT ${columns} FROM ${source.table} x WHERE ${where.where} ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  return withNames(reads, rows, source.names);
};

export const reportPage = async (reads: ListReads, type: ReportType, filter: ReportFilter, page: number, pageSize: number): Promise<Page<ReportRow>> => {
  const source = sources[type];
  const where = conditions(source, filter);
  const [data, count] = await Promise.all([
    reportRows(reads, type, filter, pageSize, (page - 1) * pageSize),
    countMatches(reads, `${source.table} x`, where.where, where.params),
  ]);
  return { data, ...count, page, pageSize };
};

/** Where a page of a report ends: its last row's creation instant, to the microsecond, and id. */
export interface ReportCursor {
  createdAt: string;
  id: string;
}

const CURSOR_AT = '$cursorAt';

/**
 * The `limit` rows after `after` in the report's order (newest first), with the names of the ids
 * they hold, and the cursor of the last. Each page starts where the last ended in the index, so an
 * export of any size reads every row once and never rereads the pages before.
 */
export const reportRowsAfter = async (
  reads: ListReads,
  type: ReportType,
  filter: ReportFilter,
  limit: number,
  after: ReportCursor | null,
): Promise<{ rows: ReportRow[]; next: ReportCursor | null }> => {
  const source = sources[type];
  const where = conditions(source, filter);
  const params = after ? [...where.params, after.createdAt, after.id] : where.params;
  const keyset = after ? ` AND (x.created_at, x.id) < ($${params.length - 1}::timestamptz, $${params.length})` : '';
  const columns = source.columns.map(([name, expression]) => `${expression} AS "${name}"`).join(', ');
  const { rows } = await reads.db.query<ReportRow>(
    `SELECT ${columns}, to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "${CURSOR_AT}"
     FROM ${source.table} x WHERE ${where.where}${keyset} ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit}`,
    params,
  );
  const last = rows.at(-1);
  const next = last === undefined ? null : { createdAt: String(last[CURSOR_AT]), id: String(last.id) };
  for (const row of rows) delete row[CURSOR_AT];
  return { rows: await withNames(reads, rows, source.names), next };
};

/** How many rows the report holds, every one counted. */
export const reportRowCount = async (db: SqlExecutor, type: ReportType, filter: ReportFilter): Promise<number> => {
  const source = sources[type];
  const where = conditions(source, filter);
  const { rows } = await db.query<{ total: number | string }>(`SELECT count(*) AS total FROM ${source.table} x WHERE ${where.where}`, where.params);
  return Number(rows[0]?.total ?? 0);
};
