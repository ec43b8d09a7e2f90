import type { Document } from 'mongodb';
import { mongoPagePipeline } from '../../http/mongo-list';
import { auditCategories, auditStreams, type AuditFilter, type AuditQuery } from '../audit-query';

/** Round half to even, as C's `rint` does: PostgreSQL rounds an input's fraction of a second with it. */
const rint = (value: number): number => {
  const rounded = Math.round(value);
  return Math.abs(value % 1) === 0.5 && rounded % 2 !== 0 ? rounded - 1 : rounded;
};

const FRACTION = /\.(\d+)/;

/**
 * An instant the list is given (up to nanoseconds) as PostgreSQL's timestamptz reads it, in whole
 * milliseconds and the microseconds beyond them: the fraction is rounded to the microsecond.
 */
export const instantParts = (instant: string): { milliseconds: number; microseconds: number } => {
  const fraction = FRACTION.exec(instant)?.[1];
  const whole = Date.parse(instant.replace(FRACTION, ''));
  const micros = fraction === undefined ? 0 : rint(Number(`0.${fraction}`) * 1_000_000);
  return { milliseconds: whole + Math.floor(micros / 1_000), microseconds: micros % 1_000 };
};

/**
 * The bounds on `occurred_at`, a date to the millisecond: at or after `from` is at or after the
 * first millisecond not before it, at or before `to` is at or before the millisecond it falls in.
 */
const occurredBounds = (from: string | undefined, to: string | undefined): Document | undefined => {
  const bounds: Document = {};
  if (from !== undefined) {
    const { milliseconds, microseconds } = instantParts(from);
    bounds.$gte = new Date(milliseconds + (microseconds > 0 ? 1 : 0));
  }
  if (to !== undefined) bounds.$lte = new Date(instantParts(to).milliseconds);
  return Object.keys(bounds).length === 0 ? undefined : bounds;
};

/** One value as `$eq`, several as `$in`, as the SQL list compares one or `ANY` of several. */
const oneOf = (field: string, values: readonly string[] | undefined): Document | undefined =>
  values === undefined ? undefined : { [field]: values.length === 1 ? { $eq: values[0] } : { $in: [...values] } };

/** The filters as `auditConditions` puts them in the SQL WHERE, a record's logs with it. */
export const auditListFilter = (filter: AuditFilter): Document => {
  const filters: Document[] = [oneOf('stream_id', auditStreams(filter)), oneOf('category', auditCategories(filter))].filter(
    (condition): condition is Document => condition !== undefined,
  );
  if (filter.type !== undefined) filters.push({ type: { $eq: filter.type } });
  if (filter.actor !== undefined) filters.push({ actor_id: { $eq: filter.actor } });
  const occurred = occurredBounds(filter.from, filter.to);
  if (occurred) filters.push({ occurred_at: occurred });
  return filters.length === 0 ? {} : filters.length === 1 ? (filters[0] as Document) : { $and: filters };
};

/** The audit list as MongoDB reads it: the filter (which the count shares) and the page's aggregation, in position order. */
export const auditListQuery = (query: AuditQuery): { filter: Document; pipeline: Document[] } => {
  const filter = auditListFilter(query);
  return { filter, pipeline: mongoPagePipeline(filter, { field: '_id', direction: query.sortDirection }, query) };
};
