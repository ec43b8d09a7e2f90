import { describe, expect, it } from 'vitest';
import { BillingFrequency, Recurrence, UnitOfMeasure } from '../catalog/billing';
import { billingDayOf, manualBillingReason, periodsDue, type ScheduleTerms } from './billing-schedule';

const monthly: ScheduleTerms = {
  startDate: '2030-01-10',
  cancelledFrom: null,
  billingFrequency: BillingFrequency.MONTHLY,
  recurrence: Recurrence.MONTHLY_SAME_DATE,
  unitOfMeasure: UnitOfMeasure.MONTHLY,
};

const starts = (terms: ScheduleTerms, through: string, after: string | null = null) => periodsDue(terms, { after, through }).map((period) => period.periodStart);

describe('the periods a billing run bills', () => {
  it('bills monthly on the start date, each period in advance on its first day', () => {
    expect(periodsDue(monthly, { after: null, through: '2030-03-10' })).toEqual([
      { periodStart: '2030-01-10', periodEnd: '2030-02-09', billedOn: '2030-01-10', quantity: 1 },
      { periodStart: '2030-02-10', periodEnd: '2030-03-09', billedOn: '2030-02-10', quantity: 1 },
      { periodStart: '2030-03-10', periodEnd: '2030-04-09', billedOn: '2030-03-10', quantity: 1 },
    ]);
  });

  it('bills nothing before the start date, and only the periods after the last one billed', () => {
    expect(starts(monthly, '2030-01-09')).toEqual([]);
    expect(starts(monthly, '2030-04-09', '2030-02-10')).toEqual(['2030-03-10']);
    expect(starts(monthly, '2030-04-09', '2030-03-10')).toEqual([]);
  });

  it('keeps the start day in every month, the last day in shorter months, without drifting', () => {
    const fromThe31st = { ...monthly, startDate: '2030-01-31' };
    expect(periodsDue(fromThe31st, { after: null, through: '2030-04-30' }).map(({ periodStart, periodEnd, quantity }) => [periodStart, periodEnd, quantity])).toEqual([
      ['2030-01-31', '2030-02-27', 1],
      ['2030-02-28', '2030-03-30', 1],
      ['2030-03-31', '2030-04-29', 1],
      ['2030-04-30', '2030-05-30', 1],
    ]);
    expect(starts({ ...fromThe31st, startDate: '2032-01-30' }, '2032-03-30')).toEqual(['2032-01-30', '2032-02-29', '2032-03-30']);
  });

  it('bills calendar months from the 1st, after a first period that runs to the month end', () => {
    const firstOfMonth = { ...monthly, recurrence: Recurrence.FIRST_DAY_OF_MONTH, startDate: '2030-01-10' } as const;
    expect(periodsDue(firstOfMonth, { after: null, through: '2030-02-01' })).toEqual([
      { periodStart: '2030-01-10', periodEnd: '2030-01-31', billedOn: '2030-01-10', quantity: 1 },
      { periodStart: '2030-02-01', periodEnd: '2030-02-28', billedOn: '2030-02-01', quantity: 1 },
    ]);
    // Eleven days are under half a month: the first period is not billed.
    expect(starts({ ...firstOfMonth, startDate: '2030-01-21' }, '2030-02-01')).toEqual(['2030-02-01']);
  });

  it('bills month-end and last-day-of-month subscriptions once each calendar month is over', () => {
    const monthEnd = { ...monthly, billingFrequency: BillingFrequency.MONTH_END, recurrence: Recurrence.LAST_DAY_OF_MONTH, startDate: '2030-01-01' } as const;
    expect(periodsDue(monthEnd, { after: null, through: '2030-02-27' })).toEqual([{ periodStart: '2030-01-01', periodEnd: '2030-01-31', billedOn: '2030-01-31', quantity: 1 }]);
    expect(starts(monthEnd, '2030-02-28')).toEqual(['2030-01-01', '2030-02-01']);
    expect(starts({ ...monthEnd, billingFrequency: BillingFrequency.MONTHLY }, '2030-02-28')).toEqual(['2030-01-01', '2030-02-01']);
  });

  it('bills weekly and every two weeks from the start date, in units of the product', () => {
    const weekly = { ...monthly, billingFrequency: BillingFrequency.WEEKLY, unitOfMeasure: UnitOfMeasure.WEEKLY, startDate: '2030-12-25' } as const;
    expect(periodsDue(weekly, { after: null, through: '2031-01-01' })).toEqual([
      { periodStart: '2030-12-25', periodEnd: '2030-12-31', billedOn: '2030-12-25', quantity: 1 },
      { periodStart: '2031-01-01', periodEnd: '2031-01-07', billedOn: '2031-01-01', quantity: 1 },
    ]);
    const biWeeklyDaily = { ...weekly, billingFrequency: BillingFrequency.BI_WEEKLY, unitOfMeasure: UnitOfMeasure.DAILY } as const;
    expect(periodsDue(biWeeklyDaily, { after: null, through: '2031-01-08' })).toEqual([
      { periodStart: '2030-12-25', periodEnd: '2031-01-07', billedOn: '2030-12-25', quantity: 14 },
      { periodStart: '2031-01-08', periodEnd: '2031-01-21', billedOn: '2031-01-08', quantity: 14 },
    ]);
  });

  it('bills twice a month, the 1st to the 15th and the 16th to the month end', () => {
    const semiMonthly = { ...monthly, billingFrequency: BillingFrequency.SEMI_MONTHLY, unitOfMeasure: UnitOfMeasure.DAILY, startDate: '2030-02-10' } as const;
    expect(periodsDue(semiMonthly, { after: null, through: '2030-03-01' }).map(({ periodStart, periodEnd, quantity }) => [periodStart, periodEnd, quantity])).toEqual([
      ['2030-02-10', '2030-02-15', 6],
      ['2030-02-16', '2030-02-28', 13],
      ['2030-03-01', '2030-03-15', 15],
    ]);
  });

  it('prices units by the days of the period: days, whole weeks, one service', () => {
    const quantities = (terms: ScheduleTerms) => periodsDue(terms, { after: null, through: '2030-03-10' }).map((period) => period.quantity);
    expect(quantities({ ...monthly, unitOfMeasure: UnitOfMeasure.DAILY })).toEqual([31, 28, 31]);
    expect(quantities({ ...monthly, unitOfMeasure: UnitOfMeasure.WEEKLY })).toEqual([4, 4, 4]);
    expect(quantities({ ...monthly, unitOfMeasure: UnitOfMeasure.SERVICE })).toEqual([1, 1, 1]);
  });

  it('bills each period that started before the cancellation, whole, and none from it on', () => {
    expect(starts({ ...monthly, cancelledFrom: '2030-03-01' }, '2030-12-31')).toEqual(['2030-01-10', '2030-02-10']);
    expect(starts({ ...monthly, cancelledFrom: '2030-02-10' }, '2030-12-31')).toEqual(['2030-01-10']);
    expect(starts({ ...monthly, cancelledFrom: '2030-01-10' }, '2030-12-31')).toEqual([]);
  });

  it('stops at the limit, oldest first, so a long backlog is billed over several runs', () => {
    expect(periodsDue(monthly, { after: null, through: '2031-12-31', limit: 2 }).map((period) => period.periodStart)).toEqual(['2030-01-10', '2030-02-10']);
  });

  it('leaves to people what the schedule cannot bill in whole units', () => {
    expect(manualBillingReason(monthly)).toBeNull();
    expect(manualBillingReason({ ...monthly, billingFrequency: BillingFrequency.NONE })).toBe('no_billing_frequency');
    expect(manualBillingReason({ ...monthly, recurrence: Recurrence.CUSTOM })).toBe('custom_recurrence');
    expect(manualBillingReason({ ...monthly, billingFrequency: BillingFrequency.WEEKLY })).toBe('unit_longer_than_period');
    expect(manualBillingReason({ ...monthly, billingFrequency: BillingFrequency.SEMI_MONTHLY })).toBe('unit_longer_than_period');
    expect(starts({ ...monthly, billingFrequency: BillingFrequency.NONE }, '2031-01-01')).toEqual([]);
    expect(starts({ ...monthly, recurrence: Recurrence.CUSTOM }, '2031-01-01')).toEqual([]);
  });

  it('names the day a period is billed on, for a period billed by hand too', () => {
    const period = { periodStart: '2030-01-01', periodEnd: '2030-01-31' };
    expect(billingDayOf(monthly, period)).toBe('2030-01-01');
    expect(billingDayOf({ billingFrequency: BillingFrequency.MONTH_END, recurrence: Recurrence.LAST_DAY_OF_MONTH }, period)).toBe('2030-01-31');
  });
});
