import { BillingFrequency, Recurrence, UnitOfMeasure, type BillingFrequencyId, type RecurrenceId, type UnitOfMeasureId } from '../catalog/billing';
import { assertNever } from '../shared/decider';
import { addDays, clampedDay, daysInMonth, formatDate, splitDate } from '../task/calendar-date';

/** What a subscription's billing periods follow from: its own terms and its product's unit. */
export interface ScheduleTerms {
  startDate: string;
  /** The first day no longer billed; null while the subscription runs on. */
  cancelledFrom: string | null;
  billingFrequency: BillingFrequencyId;
  recurrence: RecurrenceId;
  unitOfMeasure: UnitOfMeasureId;
}

/** One period of a subscription, as a billing run bills it. */
export interface BillingPeriod {
  periodStart: string;
  /** Included. */
  periodEnd: string;
  /** The day the period falls due, and whose price and tax rate it is billed at. */
  billedOn: string;
  /** Whole units of the product's measure the period spans. */
  quantity: number;
}

/** Why a subscription is billed by hand (`POST /api/payments`) and never by a billing run. */
export type ManualBillingReason = 'no_billing_frequency' | 'custom_recurrence' | 'unit_longer_than_period';

const DAY_MS = 86_400_000;

const dayNumber = (date: string): number => {
  const { year, month, day } = splitDate(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
};

/** The month `months` after the one of `date`, as year and month. */
const monthAfter = (date: string, months: number) => {
  const { year, month } = splitDate(date);
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

const firstOfMonthAfter = (date: string, months: number): string => formatDate({ ...monthAfter(date, months), day: 1 });

/** Calendar months, billed once they are over: month-end billing, or monthly on the last day. */
const billedInArrears = (terms: Pick<ScheduleTerms, 'billingFrequency' | 'recurrence'>): boolean =>
  terms.billingFrequency === BillingFrequency.MONTH_END ||
  (terms.billingFrequency === BillingFrequency.MONTHLY && terms.recurrence === Recurrence.LAST_DAY_OF_MONTH);

/** Monthly, weekly and daily prices bill whole units; a month cannot be split into weeks of it. */
export const manualBillingReason = (terms: Pick<ScheduleTerms, 'billingFrequency' | 'recurrence' | 'unitOfMeasure'>): ManualBillingReason | null => {
  if (terms.billingFrequency === BillingFrequency.NONE) return 'no_billing_frequency';
  if (terms.recurrence === Recurrence.CUSTOM) return 'custom_recurrence';
  const shorterThanAMonth: readonly BillingFrequencyId[] = [BillingFrequency.WEEKLY, BillingFrequency.BI_WEEKLY, BillingFrequency.SEMI_MONTHLY];
  if (terms.unitOfMeasure === UnitOfMeasure.MONTHLY && shorterThanAMonth.includes(terms.billingFrequency)) return 'unit_longer_than_period';
  return null;
};

/** The day a period falls due: its first day (billed in advance), or its last for month-end billing. */
export const billingDayOf = (
  terms: Pick<ScheduleTerms, 'billingFrequency' | 'recurrence'>,
  period: { periodStart: string; periodEnd: string },
): string => (billedInArrears(terms) ? period.periodEnd : period.periodStart);

/**
 * The first day of each period, from the start date on. The first period starts on the start
 * date; when that is not on the schedule (the 1st of the month, a half month), it runs to the next
 * day that is. Monthly on the same date keeps the start's day, or the month's last when shorter.
 */
function* periodStarts(terms: ScheduleTerms): Generator<string> {
  const { startDate, billingFrequency } = terms;
  yield startDate;
  switch (billingFrequency) {
    case BillingFrequency.WEEKLY:
    case BillingFrequency.BI_WEEKLY: {
      const days = billingFrequency === BillingFrequency.WEEKLY ? 7 : 14;
      for (let n = 1; ; n += 1) yield addDays(startDate, n * days);
    }
    case BillingFrequency.SEMI_MONTHLY:
      for (let start = startDate; ; ) {
        const { year, month, day } = splitDate(start);
        start = day <= 15 ? formatDate({ year, month, day: 16 }) : firstOfMonthAfter(start, 1);
        yield start;
      }
    case BillingFrequency.MONTHLY:
    case BillingFrequency.MONTH_END: {
      const sameDate = billingFrequency === BillingFrequency.MONTHLY && terms.recurrence === Recurrence.MONTHLY_SAME_DATE;
      const { day } = splitDate(startDate);
      for (let n = 1; ; n += 1) {
        const { year, month } = monthAfter(startDate, n);
        yield sameDate ? formatDate(clampedDay(year, month, day)) : formatDate({ year, month, day: 1 });
      }
    }
    case BillingFrequency.NONE:
      return;
    default:
      assertNever(billingFrequency);
  }
}

/** Units of `unit` in the period, to the nearest whole one: a first period under half a unit is not billed. */
const quantityOf = (unit: UnitOfMeasureId, periodStart: string, periodEnd: string): number => {
  const days = dayNumber(periodEnd) - dayNumber(periodStart) + 1;
  switch (unit) {
    case UnitOfMeasure.SERVICE:
      return 1;
    case UnitOfMeasure.DAILY:
      return days;
    case UnitOfMeasure.WEEKLY:
      return Math.round(days / 7);
    case UnitOfMeasure.MONTHLY: {
      const { year, month } = splitDate(periodStart);
      return Math.round(days / daysInMonth(year, month));
    }
    default:
      return assertNever(unit);
  }
};

/**
 * The periods a billing run bills on `through`: each one due by then (see `billingDayOf`) that
 * starts after `after` (the last period billed; null for none) and before the cancellation. A
 * period that started before the cancellation is billed whole. At most `limit`, oldest first.
 */
export const periodsDue = (terms: ScheduleTerms, window: { after: string | null; through: string; limit?: number }): BillingPeriod[] => {
  if (manualBillingReason(terms) !== null) return [];
  const limit = window.limit ?? Number.POSITIVE_INFINITY;
  const due: BillingPeriod[] = [];
  const starts = periodStarts(terms);
  let periodStart = starts.next().value as string;
  for (const nextStart of starts) {
    if (due.length >= limit || (terms.cancelledFrom !== null && periodStart >= terms.cancelledFrom)) break;
    const periodEnd = addDays(nextStart, -1);
    const billedOn = billingDayOf(terms, { periodStart, periodEnd });
    if (billedOn > window.through) break;
    const quantity = quantityOf(terms.unitOfMeasure, periodStart, periodEnd);
    if ((window.after === null || periodStart > window.after) && quantity >= 1) due.push({ periodStart, periodEnd, billedOn, quantity });
    periodStart = nextStart;
  }
  return due;
};
