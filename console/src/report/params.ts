import { reportPeriods, type ReportPeriodId } from '@careledger/domain';
import { reportIntervals, reportTypes, statusMachines, statusMachineStatuses, type ReportFilter, type ReportInterval, type ReportType, type StatusMachine, type StatusSpan } from '../api';
import { PAGE_SIZES } from '../assessment/filters';
import { isCalendarDate } from '../i18n/calendar-dates';

export { PAGE_SIZES };

/** A named period, or the days between two dates (either may be left open). */
export type PeriodChoice = { period: ReportPeriodId } | { period: 'range'; from: string | undefined; to: string | undefined };

export interface ReportParams {
  type: ReportType;
  when: PeriodChoice;
  agencyId: string | undefined;
  partnerId: string | undefined;
  interval: ReportInterval;
  /** The time-in-status chart's machine, and the two statuses it measures between (both or none). */
  machine: StatusMachine;
  span: StatusSpan | undefined;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

const DEFAULT_TYPE: ReportType = 'referrals';
/**
 * The screen opens on this month: its figures cost the month's records, however long the history.
 * All time, one choice away, reads every record (the time-in-status percentiles sort every stay).
 */
const DEFAULT_PERIOD: ReportPeriodId = 'Month';
/** A month a point reads well over every period, from a week to all time. */
const DEFAULT_INTERVAL: ReportInterval = 'month';
const DEFAULT_PAGE_SIZE = 25;
const DEFAULT_MACHINE: StatusMachine = 'assessment';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RangeProblem = 'noDate' | 'invalidDate' | 'fromAfterTo';

/** What is wrong with a range of days, if anything: at least one end, real dates, in order. */
export const rangeProblem = (from: string | undefined, to: string | undefined): RangeProblem | undefined => {
  const given = [from, to].filter((day): day is string => day !== undefined && day !== '');
  if (given.length === 0) return 'noDate';
  if (!given.every(isCalendarDate)) return 'invalidDate';
  if (from !== undefined && from !== '' && to !== undefined && to !== '' && from > to) return 'fromAfterTo';
  return undefined;
};

const oneOf = <Value extends string>(raw: string | null, allowed: readonly Value[]): Value | undefined => allowed.find((value) => value === raw);

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);

const optionalDay = (raw: string | null): string | undefined => (raw === null || raw === '' ? undefined : raw);

const periodIds: readonly ReportPeriodId[] = reportPeriods.map((period) => period.id);

const choiceFrom = (search: URLSearchParams): PeriodChoice => {
  const from = optionalDay(search.get('from'));
  const to = optionalDay(search.get('to'));
  // A link with a broken range shows the default period rather than an error the reader did not cause.
  if ((from !== undefined || to !== undefined) && rangeProblem(from, to) === undefined) return { period: 'range', from, to };
  return { period: oneOf(search.get('period'), periodIds) ?? DEFAULT_PERIOD };
};

const uuidOf = (raw: string | null): string | undefined => (raw !== null && UUID.test(raw) ? raw : undefined);

const statusOf = (machine: StatusMachine, raw: string | null): number | undefined => statusMachineStatuses[machine].find((entry) => String(entry.id) === raw)?.id;

/** Both ends, two statuses of the machine, or none: a link with half a span measures nothing between. */
const spanFrom = (search: URLSearchParams, machine: StatusMachine): StatusSpan | undefined => {
  const fromStatus = statusOf(machine, search.get('fromStatus'));
  const toStatus = statusOf(machine, search.get('toStatus'));
  return fromStatus === undefined || toStatus === undefined || fromStatus === toStatus ? undefined : { fromStatus, toStatus };
};

/** The report's type, days, agency, partner, interval, page and time-in-status choices live in the URL, like every list's filters. */
export const reportParamsFrom = (search: URLSearchParams): ReportParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const machine = oneOf(search.get('machine'), statusMachines) ?? DEFAULT_MACHINE;
  return {
    type: oneOf(search.get('type'), reportTypes) ?? DEFAULT_TYPE,
    when: choiceFrom(search),
    agencyId: uuidOf(search.get('agencyId')),
    partnerId: uuidOf(search.get('partnerId')),
    interval: oneOf(search.get('interval'), reportIntervals) ?? DEFAULT_INTERVAL,
    machine,
    span: spanFrom(search, machine),
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
  };
};

export const searchFrom = (params: ReportParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.type !== DEFAULT_TYPE) search.set('type', params.type);
  if (params.when.period === 'range') {
    if (params.when.from !== undefined) search.set('from', params.when.from);
    if (params.when.to !== undefined) search.set('to', params.when.to);
  } else if (params.when.period !== DEFAULT_PERIOD) {
    search.set('period', params.when.period);
  }
  if (params.agencyId !== undefined) search.set('agencyId', params.agencyId);
  if (params.partnerId !== undefined) search.set('partnerId', params.partnerId);
  if (params.interval !== DEFAULT_INTERVAL) search.set('interval', params.interval);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.machine !== DEFAULT_MACHINE) search.set('machine', params.machine);
  if (params.span !== undefined) {
    search.set('fromStatus', String(params.span.fromStatus));
    search.set('toStatus', String(params.span.toStatus));
  }
  return search;
};

/** The request's days, agency and partner. */
export const filterOf = (when: PeriodChoice, agencyId?: string, partnerId?: string): ReportFilter => {
  const days: ReportFilter =
    when.period === 'range' ? { ...(when.from === undefined ? {} : { from: when.from }), ...(when.to === undefined ? {} : { to: when.to }) } : { period: when.period };
  return { ...days, ...(agencyId === undefined ? {} : { agencyId }), ...(partnerId === undefined ? {} : { partnerId }) };
};
