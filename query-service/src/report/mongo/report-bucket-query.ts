import type { ReportInterval } from '@careledger/domain';
import type { Document } from 'mongodb';
import { NO_DOCUMENT } from '../../policy/compile-mongo-condition';
import type { DayRange, ReportFilter, ReportType } from '../report-request';

/** The field a bucket keeps the first day of each interval in (`report-documents.ts`), as `date_trunc` gives it. */
const INTERVAL_FIELDS: Readonly<Record<ReportInterval, string>> = { day: 'day', week: 'week', month: 'month' };

const TOTALS = { count: { $sum: '$count' }, sum: { $sum: '$sum' } } as const;

const allOf = (filters: readonly Document[]): Document => (filters.length === 0 ? {} : filters.length === 1 ? (filters[0] as Document) : { $and: [...filters] });

/** The agency and partner, as `dimensions` puts them in the SQL WHERE; days compare as text, as YYYY-MM-DD orders. */
const bucketFilters = (filter: ReportFilter, days: DayRange): Document[] => {
  const filters: Document[] = [];
  if (filter.agencyId !== undefined) filters.push({ agency_id: { $eq: filter.agencyId } });
  if (filter.partnerId !== undefined) filters.push({ partner_id: { $eq: filter.partnerId } });
  const day: Document = {};
  if (days.from !== null) day.$gte = days.from;
  if (days.to !== null) day.$lte = days.to;
  if (Object.keys(day).length > 0) filters.push({ day });
  return filters;
};

/** `flowTotals`: every measure of every report over the days of `range`, each summed. */
export const flowTotalsPipeline = (filter: ReportFilter, range: DayRange): Document[] => [
  { $match: allOf(bucketFilters(filter, range)) },
  { $group: { _id: { report: '$report', measure: '$measure' }, ...TOTALS } },
];

/** `levelsAt`: the named measures summed over every day up to `to`. */
export const levelsAtPipeline = (filter: ReportFilter, to: string | null, measures: readonly (readonly [ReportType, string])[]): Document[] => {
  // An empty $or is refused by MongoDB; `= ANY('{}')` matches nothing.
  const named = measures.length === 0 ? NO_DOCUMENT : { $or: measures.map(([report, measure]) => ({ report: { $eq: report }, measure: { $eq: measure } })) };
  return [
    { $match: allOf([...bucketFilters(filter, { from: null, to }), named]) },
    { $group: { _id: { report: '$report', measure: '$measure' }, ...TOTALS } },
  ];
};

/** `measureSeries`: one measure per day, ISO week or month, oldest first; periods without a bucket are left out. */
export const measureSeriesPipeline = (report: ReportType, measure: string, filter: ReportFilter, interval: ReportInterval): Document[] => [
  { $match: allOf([...bucketFilters(filter, filter), { report: { $eq: report } }, { measure: { $eq: measure } }]) },
  { $group: { _id: `$${INTERVAL_FIELDS[interval]}`, ...TOTALS } },
  { $sort: { _id: 1 } },
];
