import { exportLocales, inputRuleErrors, reportIntervals, reportPeriods, reportTypes, type ExportLocale, type FieldError, type ReportInterval, type ReportPeriodId, type ReportType } from '@careledger/domain';
import { dateParam } from '../http/day-range';
import { MAX_PAGE_SIZE } from '../http/list-query';
import { uuidParam } from '../user/query-params';

export { reportTypes, type ReportType };

/** A closed range of UTC days; null leaves that end open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export interface ReportFilter extends DayRange {
  agencyId?: string;
  partnerId?: string;
}

export interface ReportRequest extends ReportFilter {
  page: number;
  pageSize: number;
  format: 'json' | 'csv';
  /** The language of a CSV export's labels and dates. */
  locale: ExportLocale;
  interval: ReportInterval;
  measure?: string;
}

const FIELDS = ['period', 'from', 'to', 'agencyId', 'partnerId', 'page', 'pageSize', 'format', 'locale', 'interval', 'measure'];
const PERIOD_IDS = reportPeriods.map((period) => period.id);
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days a named period covers, up to and including `today`: weeks start on Monday. */
export const periodRange = (period: ReportPeriodId, today: string): DayRange => {
  switch (period) {
    case 'All':
      return { from: null, to: null };
    case 'Week':
      return { from: addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7)), to: today };
    case 'Month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'YTD':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
};

/** A JSON number, as the document says: unlike a query string, a body has no reason to send digits as text. */
const wholeField = (raw: unknown, path: string, max: number, fallback: number, errors: FieldError[]): number => {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= max) return raw;
  errors.push({ path, message: `must be a whole number from 1 to ${max}` });
  return fallback;
};

const choice = <Value extends string>(raw: unknown, path: string, allowed: readonly Value[], fallback: Value, errors: FieldError[]): Value => {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = allowed.find((candidate) => candidate === raw);
  if (value === undefined) errors.push({ path, message: `must be one of ${allowed.join(', ')}` });
  return value ?? fallback;
};

export const MAX_MEASURE_LENGTH = 100;

/** Checked on every report, graph or not, so no request carries text it would not read. */
const measureField = (raw: unknown, errors: FieldError[]): string | undefined => {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') errors.push({ path: 'measure', message: 'must be a text' });
  else if (raw.length > MAX_MEASURE_LENGTH) errors.push({ path: 'measure', message: `must be at most ${MAX_MEASURE_LENGTH} characters` });
  else return raw;
  return undefined;
};

/** The request object every report call takes; `today` is the UTC day the named periods end on. */
export const parseReportRequest = (body: unknown, today: string, errors: FieldError[]): ReportRequest => {
  const input = (body ?? {}) as Record<string, unknown>;
  if (typeof input !== 'object' || Array.isArray(input)) errors.push({ path: 'body', message: 'must be a JSON object' });
  for (const key of Object.keys(input)) if (!FIELDS.includes(key)) errors.push({ path: key, message: `is not a field of a report request (${FIELDS.join(', ')})` });
  const named = input.period !== undefined && input.period !== null && input.period !== '';
  let range: DayRange = { from: dateParam(input.from, 'from', errors) ?? null, to: dateParam(input.to, 'to', errors) ?? null };
  if (named) {
    if (range.from !== null || range.to !== null) errors.push({ path: 'period', message: 'must not be given with from or to' });
    range = periodRange(choice(input.period, 'period', PERIOD_IDS, 'All', errors), today);
  } else if (range.from !== null && range.to !== null && range.from > range.to) {
    errors.push({ path: 'to', message: 'must not be before from' });
  }
  const request: ReportRequest = {
    ...range,
    agencyId: uuidParam(input.agencyId, 'agencyId', errors),
    partnerId: uuidParam(input.partnerId, 'partnerId', errors),
    page: wholeField(input.page, 'page', 1_000_000, 1, errors),
    pageSize: wholeField(input.pageSize, 'pageSize', MAX_PAGE_SIZE, 25, errors),
    format: choice(input.format, 'format', ['json', 'csv'] as const, 'json', errors),
    locale: choice(input.locale, 'locale', exportLocales, 'en-US', errors),
    interval: choice(input.interval, 'interval', reportIntervals, 'day', errors),
    measure: measureField(input.measure, errors),
  };
  // The input rules every request body obeys; a field refused above reports that rule only.
  errors.push(...inputRuleErrors(body).filter((error) => !errors.some((other) => other.path === error.path)));
  return request;
};

export const reportTypeParam = (raw: string, errors: FieldError[]): ReportType => choice(raw, 'type', reportTypes, 'referrals', errors);
