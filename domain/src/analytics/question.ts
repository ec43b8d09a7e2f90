import { z } from 'zod';
import { careServices } from '../catalog/care-services';
import { professions, type ProfessionId } from '../catalog/professions';
import { roles } from '../catalog/roles';
import { ruleMessage } from '../shared/validation';
import { analyticsStatuses } from './activities';
import {
  DEFAULT_ANALYTICS_TOP,
  DEFAULT_DISTRIBUTION_BINS,
  MAX_ANALYTICS_POINTS,
  MAX_DISTRIBUTION_BINS,
  MIN_DISTRIBUTION_BINS,
  MAX_ANALYTICS_TOP,
  analyticsDimensions,
  analyticsIntervals,
  analyticsStatistics,
  findMeasure,
  isDurationMeasure,
  type AnalyticsInterval,
} from './measures';

export const analyticsComparisons = ['previousPeriod', 'yearEarlier'] as const;
export type AnalyticsComparison = (typeof analyticsComparisons)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRoleId = (id: number): boolean => roles.some((role) => role.id === id);
const day = z.iso.date({ error: ruleMessage('must be a date, YYYY-MM-DD') });
const uuids = z.array(z.string().regex(UUID, 'must be an id')).min(1, 'must name at least one').max(50, 'must name at most 50');
const names = z.array(z.string().max(100, 'must be at most 100 characters')).min(1, 'must name at least one').max(50, 'must name at most 50');

/** What the knowing is as of: an instant of recorded time, or a position in the log. */
export const analyticsAsOf = z.union([
  z.strictObject({ instant: z.iso.datetime({ offset: true, error: ruleMessage('must be an instant, ISO 8601 with its offset') }) }),
  z.strictObject({ position: z.number({ error: ruleMessage('must be a position in the log') }).int('must be a whole number').nonnegative('must not be negative') }),
], { error: 'must be { instant } or { position }' });
export type AnalyticsAsOf = z.infer<typeof analyticsAsOf>;

const filters = z
  .strictObject({
    agency: uuids.optional(),
    partner: uuids.optional(),
    status: z.array(z.number().int('must be a whole number')).min(1, 'must name at least one').max(20, 'must name at most 20').optional(),
    careService: z.array(z.number().int('must be a whole number')).min(1, 'must name at least one').max(20, 'must name at most 20').optional(),
    province: names.optional(),
    city: names.optional(),
    profession: z.array(z.enum(professions.map((profession) => profession.id) as [ProfessionId, ...ProfessionId[]], { error: `must be professions (${professions.map((profession) => profession.id).join(', ')})` })).min(1, 'must name at least one').optional(),
    payer: uuids.optional(),
    authorRole: z.array(z.number().int('must be a whole number').refine(isRoleId, `must be roles (${roles.map((role) => role.id).join(', ')})`)).min(1, 'must name at least one').max(20, 'must name at most 20').optional(),
  })
  .default({});

/** The days of the interval that `day` falls in starts on (UTC; weeks start on Monday). */
export const intervalStart = (dayOf: string, interval: AnalyticsInterval): string => {
  const date = new Date(`${dayOf}T00:00:00Z`);
  switch (interval) {
    case 'day':
      return dayOf;
    case 'week':
      date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
      return date.toISOString().slice(0, 10);
    case 'month':
      return `${dayOf.slice(0, 8)}01`;
    case 'quarter':
      return `${dayOf.slice(0, 5)}${String(Math.floor(date.getUTCMonth() / 3) * 3 + 1).padStart(2, '0')}-01`;
    case 'year':
      return `${dayOf.slice(0, 5)}01-01`;
  }
};

/** The first day of the interval after the one starting on `start`. */
export const nextIntervalStart = (start: string, interval: AnalyticsInterval): string => {
  const date = new Date(`${start}T00:00:00Z`);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else date.setUTCMonth(date.getUTCMonth() + (interval === 'month' ? 1 : interval === 'quarter' ? 3 : 12));
  return date.toISOString().slice(0, 10);
};

/** Every interval's first day from the one holding `from` to the one holding `to`: a series' points, quiet ones included. */
export const intervalStarts = (from: string, to: string, interval: AnalyticsInterval, limit = Number.POSITIVE_INFINITY): string[] => {
  const starts: string[] = [];
  for (let start = intervalStart(from, interval); start <= to && starts.length <= limit; start = nextIntervalStart(start, interval)) starts.push(start);
  return starts;
};

/**
 * `POST /api/analytics/query`'s body: one measure, one statistic, over whole intervals from `from`
 * to `to` (UTC days, both included), filtered and split by a dimension, compared with another
 * period and known as of an earlier moment. The console keeps the same object in its URL.
 */
export const analyticsQuestion = z
  .strictObject({
    measure: z.string({ error: ruleMessage('must be a measure key') }),
    statistic: z.enum(analyticsStatistics, { error: ruleMessage(`must be one of ${analyticsStatistics.join(', ')}`) }).default('count'),
    interval: z.enum(analyticsIntervals, { error: ruleMessage(`must be one of ${analyticsIntervals.join(', ')}`) }).default('month'),
    from: day,
    to: day,
    filters,
    groupBy: z.enum(analyticsDimensions, { error: ruleMessage(`must be one of ${analyticsDimensions.join(', ')}`) }).optional(),
    top: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_ANALYTICS_TOP, `must be at most ${MAX_ANALYTICS_TOP}`).default(DEFAULT_ANALYTICS_TOP),
    compareTo: z.enum(analyticsComparisons, { error: ruleMessage(`must be one of ${analyticsComparisons.join(', ')}`) }).optional(),
    asOf: analyticsAsOf.optional(),
    /** For a `span` measure: the two statuses it runs between. */
    fromStatus: z.number().int('must be a whole number').optional(),
    toStatus: z.number().int('must be a whole number').optional(),
  })
  .superRefine((question, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const measure = findMeasure(question.measure);
    if (measure === undefined) return problem('measure', 'must be a measure of GET /api/analytics/measures');
    if (!measure.statistics.includes(question.statistic)) problem('statistic', `must be one of ${measure.statistics.join(', ')} for ${measure.key}`);
    if (question.groupBy !== undefined && !measure.dimensions.includes(question.groupBy)) problem('groupBy', `must be one of ${measure.dimensions.join(', ')} for ${measure.key}`);
    for (const dimension of analyticsDimensions) {
      if (question.filters[dimension] !== undefined && !measure.dimensions.includes(dimension)) problem(`filters.${dimension}`, `is not a dimension of ${measure.key}`);
    }
    const statuses = analyticsStatuses[measure.machine].map((entry) => entry.id);
    const isStatus = (status: number | undefined) => status === undefined || statuses.includes(status);
    if (!(question.filters.status ?? []).every(isStatus)) problem('filters.status', `must be statuses of the ${measure.machine} (${statuses.join(', ')})`);
    const services = careServices.map((service) => service.id as number);
    if (!(question.filters.careService ?? []).every((id) => services.includes(id))) problem('filters.careService', `must be care services (${services.join(', ')})`);
    if (measure.kind === 'span') {
      for (const end of ['fromStatus', 'toStatus'] as const) {
        if (question[end] === undefined) problem(end, `is required for ${measure.key}`);
        else if (!isStatus(question[end])) problem(end, `must be a status of the ${measure.machine} (${statuses.join(', ')})`);
      }
      if (question.fromStatus !== undefined && question.fromStatus === question.toStatus) problem('toStatus', 'must differ from fromStatus');
    } else {
      for (const end of ['fromStatus', 'toStatus'] as const) if (question[end] !== undefined) problem(end, `is only for a span measure, not ${measure.key}`);
    }
    if (question.from > question.to) return problem('to', 'must not be before from');
    if (intervalStarts(question.from, question.to, question.interval, MAX_ANALYTICS_POINTS).length > MAX_ANALYTICS_POINTS) {
      problem('interval', `gives more than ${MAX_ANALYTICS_POINTS} points from ${question.from} to ${question.to}: choose a longer one`);
    }
  });
export type AnalyticsQuestion = z.output<typeof analyticsQuestion>;
/** What a client sends: the defaults may be left out. */
export type AnalyticsQuestionInput = z.input<typeof analyticsQuestion>;

/** `POST /api/analytics/drill`'s body: a question and one of its points, by the interval's first day and the series key. */
export const analyticsDrillQuestion = z.strictObject({
  question: analyticsQuestion,
  at: day,
  key: z.string({ error: ruleMessage('must be a series key of the answer') }).min(1, 'must be a series key of the answer'),
  page: z.number().int('must be a whole number').min(1, 'must be at least 1').default(1),
  pageSize: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(25),
});
export type AnalyticsDrillQuestion = z.output<typeof analyticsDrillQuestion>;

/**
 * `POST /api/analytics/distribution`'s body: a duration question and how many bins to draw its
 * records' durations in. The question's statistic, split and comparison do not shape a distribution:
 * every duration of the period (whole intervals, as its answer's) counts once.
 */
export const analyticsDistributionQuestion = z
  .strictObject({
    question: analyticsQuestion,
    bins: z
      .number({ error: ruleMessage('must be a whole number') })
      .int('must be a whole number')
      .min(MIN_DISTRIBUTION_BINS, `must be at least ${MIN_DISTRIBUTION_BINS}`)
      .max(MAX_DISTRIBUTION_BINS, `must be at most ${MAX_DISTRIBUTION_BINS}`)
      .default(DEFAULT_DISTRIBUTION_BINS),
  })
  .superRefine((distribution, context) => {
    const measure = findMeasure(distribution.question.measure);
    if (measure !== undefined && !isDurationMeasure(measure)) {
      context.addIssue({ code: 'custom', path: ['question', 'measure'], message: `must be a duration measure (a stay, a span or a referral metric) for a distribution, not ${measure.key}` });
    }
  });
export type AnalyticsDistributionQuestion = z.output<typeof analyticsDistributionQuestion>;

const logPosition = z.number({ error: ruleMessage('must be a position in the log') }).int('must be a whole number').nonnegative('must not be negative');

/** Where "what changed" starts: a position of the log (an answer's `asOf.position`), or an instant of recorded time. */
const POSITION_OR_INSTANT = 'must be a position in the log or an instant, ISO 8601 with its offset';
export const analyticsChangesSince = z.union([logPosition, z.iso.datetime({ offset: true, error: ruleMessage(POSITION_OR_INSTANT) })], { error: POSITION_OR_INSTANT });

/**
 * `POST /api/analytics/changes`' body: a question and where to look from; the answer lists the
 * events after `since` (a position, or an instant: what the log held then), up to `until` (the
 * log's head by default), that moved its figures.
 */
export const analyticsChangesQuestion = z
  .strictObject({
    question: analyticsQuestion,
    since: analyticsChangesSince,
    until: z.number({ error: ruleMessage('must be a position in the log') }).int('must be a whole number').nonnegative('must not be negative').optional(),
    page: z.number().int('must be a whole number').min(1, 'must be at least 1').default(1),
    pageSize: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(25),
  })
  .refine((changes) => changes.until === undefined || typeof changes.since !== 'number' || changes.until >= changes.since, { path: ['until'], message: 'must not be before since' });
export type AnalyticsChangesQuestion = z.output<typeof analyticsChangesQuestion>;
