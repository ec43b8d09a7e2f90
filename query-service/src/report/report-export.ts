import {
  BILLING_CURRENCY,
  assessmentStatuses,
  cardTypes,
  careServices,
  findEntry,
  noteKinds,
  notePublications,
  paymentStates,
  postingStatuses,
  publicationOf,
  referralCloseReasons,
  referralStatuses,
  reportHeading,
  type Catalog,
  type ExportLocale,
} from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { spanishLabel } from '../reference/seed/spanish';
import type { ReportType } from './report-request';
import type { ReportRow } from './report-rows';

type Cell = ReportRow[string];

/** How an export writes the values of a read-model row for a person: words, dates and money, never codes or cents. */
interface ExportWriter {
  label: (catalog: Catalog, id: Cell) => Cell;
  day: (day: Cell) => Cell;
  instant: (instant: Cell) => Cell;
  noteType: (kind: Cell, id: Cell) => Cell;
}

/**
 * One column of an export: the field of the heading catalog it is headed by (the read-model field
 * it writes, or `currency`), and how it reads a row.
 */
type ExportColumn = readonly [field: string, value: (row: ReportRow, write: ExportWriter) => Cell];

const DAYS = ['dateOfBirth', 'openedOn', 'onSiteVisitOn', 'approvedOn', 'acceptedOn', 'moveInOn', 'startDate', 'endDate', 'dateOfService', 'periodStart', 'periodEnd'];
const INSTANTS = ['createdAt', 'visitAt'];
const STATUSES: Partial<Record<ReportType, Catalog>> = { referrals: referralStatuses, assessments: assessmentStatuses, postings: postingStatuses };

/** Whole cents as an amount a spreadsheet reads in any language: 1234 is 12.34. */
const amountOf = (cents: Cell): Cell => (typeof cents === 'number' ? (cents / 100).toFixed(2) : cents);

/** A note's draft flag as the word a reader uses for it. */
const publication = (isDraft: Cell): Cell => (typeof isDraft === 'boolean' ? publicationOf(isDraft) : isDraft);

/**
 * The export's column for one read-model column: catalog ids and flags become their label, days
 * and instants dates in the reader's notation, cents an amount beside its currency; ids and names
 * stay as they are.
 */
const columnsOf = (type: ReportType, column: string): ExportColumn[] => {
  const status = STATUSES[type];
  const labelled = (catalog: Catalog, id: (row: ReportRow) => Cell = (row) => row[column] ?? null): ExportColumn[] => [
    [column, (row, write) => write.label(catalog, id(row))],
  ];
  if (column === 'status' && status !== undefined) return labelled(status);
  if (column === 'state' && type === 'payments') return labelled(paymentStates);
  if (column === 'cardType') return labelled(cardTypes);
  if (column === 'careServiceId') return labelled(careServices);
  if (column === 'closeReasonId') return labelled(referralCloseReasons);
  if (column === 'kind' && type === 'notes') return labelled(noteKinds);
  if (column === 'isDraft') return labelled(notePublications, (row) => publication(row.isDraft ?? null));
  if (column === 'noteTypeId') return [[column, (row, write) => write.noteType(row.kind ?? null, row.noteTypeId ?? null)]];
  if (column === 'totalCents') return [[column, (row) => amountOf(row.totalCents ?? null)], ['currency', (row) => (row.totalCents == null ? null : BILLING_CURRENCY)]];
  if (DAYS.includes(column)) return [[column, (row, write) => write.day(row[column] ?? null)]];
  if (INSTANTS.includes(column)) return [[column, (row, write) => write.instant(row[column] ?? null)]];
  return [[column, (row) => row[column] ?? null]];
};

/** The columns of a report's export, from the columns of its rows (`reportColumns`). */
export const exportColumns = (type: ReportType, rowColumns: readonly string[]): ExportColumn[] => rowColumns.flatMap((column) => columnsOf(type, column));

/** The header line in the reader's language, from the heading catalog the report grid reads too. */
export const exportHeadings = (columns: readonly ExportColumn[], locale: ExportLocale): string[] => columns.map(([field]) => reportHeading(locale, field));

/** Note types are configured per installation: their labels, in the locale, come from the reference tables. */
const noteTypeLabels = async (db: SqlExecutor, locale: ExportLocale): Promise<Map<string, string>> => {
  const { rows } = await db.query<{ scope: string; id: number; label: string }>(
    `SELECT nt.scope, nt.id, COALESCE(t.text, nt.label) AS label FROM ref_note_types nt
     LEFT JOIN ref_translations t ON t.key = nt.translation_key AND t.namespace = 'common' AND t.locale = $1`,
    [locale],
  );
  return new Map(rows.map((row) => [`${row.scope}:${row.id}`, row.label]));
};

/** A writer in `locale`: catalog labels in its language, days and UTC instants in its notation. */
export const exportWriter = async (db: SqlExecutor, type: ReportType, locale: ExportLocale): Promise<ExportWriter> => {
  const days = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  const instants = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
  const noteTypes = type === 'notes' ? await noteTypeLabels(db, locale) : new Map<string, string>();
  const parsed = (value: Cell, suffix: string): Date | null => {
    if (typeof value !== 'string') return null;
    const date = new Date(`${value}${suffix}`);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  return {
    label: (catalog, id) => {
      const entry = findEntry(catalog, id);
      if (entry === undefined) return id;
      return locale === 'es-ES' ? spanishLabel(entry.translationKey, entry.label) : entry.label;
    },
    day: (day) => {
      const date = parsed(day, 'T00:00:00Z');
      return date === null ? day : days.format(date);
    },
    instant: (instant) => {
      const date = parsed(instant, '');
      return date === null ? instant : instants.format(date);
    },
    noteType: (kind, id) => noteTypes.get(`${kind === 'patient' ? 'patient' : 'hub'}:${String(id)}`) ?? id,
  };
};

/** The rows as the export's cells, each under the field of its column. */
export const exportRows = (columns: readonly ExportColumn[], rows: readonly ReportRow[], write: ExportWriter): ReportRow[] =>
  rows.map((row) => Object.fromEntries(columns.map(([field, value]) => [field, value(row, write)])));
