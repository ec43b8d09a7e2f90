import { describe, expect, it } from 'vitest';
import { analyticsMeasureAnswer } from './answers';
import { analyticsMeasures, findMeasure } from './measures';
import { analyticsDistributionQuestion, analyticsQuestion, intervalStart, intervalStarts, nextIntervalStart } from './question';

describe('the intervals of an analytics question (UTC, weeks from Monday)', () => {
  it('finds the first day of the interval a day falls in', () => {
    expect(['day', 'week', 'month', 'quarter', 'year'].map((interval) => intervalStart('2026-11-27', interval as never))).toEqual(['2026-11-27', '2026-11-23', '2026-11-01', '2026-10-01', '2026-01-01']);
    expect(intervalStart('2026-03-01', 'week')).toBe('2026-02-23');
  });

  it('steps to the next interval across months and years', () => {
    expect(nextIntervalStart('2026-12-28', 'week')).toBe('2027-01-04');
    expect(nextIntervalStart('2026-10-01', 'quarter')).toBe('2027-01-01');
    expect(nextIntervalStart('2026-01-31', 'day')).toBe('2026-02-01');
  });

  it('lists every interval from the one holding the first day to the one holding the last', () => {
    expect(intervalStarts('2026-01-15', '2026-04-02', 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']);
    expect(intervalStarts('2026-01-01', '2026-12-31', 'day', 10)).toHaveLength(11);
  });
});

describe('an analytics question', () => {
  it('fills the defaults: a count by month, the top eight, no filter', () => {
    expect(analyticsQuestion.parse({ measure: 'referral.entered', from: '2026-01-01', to: '2026-06-30' })).toEqual({
      measure: 'referral.entered',
      statistic: 'count',
      interval: 'month',
      from: '2026-01-01',
      to: '2026-06-30',
      filters: {},
      top: 8,
    });
  });

  it('names every measure by its machine and kind', () => {
    expect(analyticsMeasures.map((measure) => measure.key)).toContain('posting.span');
    expect(new Set(analyticsMeasures.map((measure) => measure.key)).size).toBe(analyticsMeasures.length);
  });

  it('refuses what does not belong to the measure', () => {
    const issues = (body: unknown) => analyticsQuestion.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ measure: 'assessment.entered', from: '2026-01-01', to: '2026-01-31', groupBy: 'status', fromStatus: 1 })).toEqual([['fromStatus', 'is only for a span measure, not assessment.entered']]);
    expect(issues({ measure: 'posting.span', from: '2026-01-01', to: '2026-01-31', fromStatus: 2, toStatus: 2 })).toEqual([['toStatus', 'must differ from fromStatus']]);
    expect(issues({ measure: 'posting.span', from: '2026-01-01', to: '2026-01-31', fromStatus: 1, toStatus: 4, groupBy: 'status' })).toEqual([['groupBy', 'must be one of agency, partner, careService, province, city for posting.span']]);
    expect(issues({ measure: 'referral.entered', from: '2026-02-01', to: '2026-01-31' })).toEqual([['to', 'must not be before from']]);
    expect(issues({ measure: 'referral.entered', from: '2026-01-01', to: '2026-01-31', asOf: { when: 'yesterday' } })).toEqual([['asOf', 'must be { instant } or { position }']]);
  });

  it('takes the referral metrics as one duration split by the metric, and subscription prices as money', () => {
    const issues = (body: unknown) => analyticsQuestion.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    const month = { from: '2026-01-01', to: '2026-01-31' };
    expect(issues({ measure: 'referral.metric', statistic: 'p90', groupBy: 'status', filters: { status: [1, 6] }, ...month })).toBeUndefined();
    expect(issues({ measure: 'referral.metric', filters: { status: [7] }, ...month })).toEqual([['filters.status', 'must be statuses of the referralMetric (1, 2, 3, 4, 5, 6)']]);
    expect(issues({ measure: 'referral.metric', statistic: 'sum', ...month })).toEqual([['statistic', 'must be one of count, mean, median, p90 for referral.metric']]);
    expect(issues({ measure: 'subscription.amount', statistic: 'sum', groupBy: 'partner', ...month })).toBeUndefined();
    expect(issues({ measure: 'subscription.amount', groupBy: 'status', ...month })).toEqual([['groupBy', 'must be one of agency, partner, province, city for subscription.amount']]);
    for (const key of ['referral.metric', 'subscription.amount']) {
      const measure = findMeasure(key)!;
      expect(analyticsMeasureAnswer.parse({ ...measure, label: key, statistics: [...measure.statistics], dimensions: [...measure.dimensions] })).toMatchObject({ key });
    }
    expect(findMeasure('referral.metric')).toMatchObject({ machine: 'referralMetric', unit: 'seconds' });
    expect(findMeasure('subscription.amount')).toMatchObject({ machine: 'subscription', unit: 'money' });
  });
});

describe('a distribution question', () => {
  const issues = (body: unknown) => analyticsDistributionQuestion.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes a duration question, in twelve bins unless told', () => {
    const question = { measure: 'posting.span', statistic: 'median', from: '2026-01-01', to: '2026-06-30', fromStatus: 2, toStatus: 4 };
    expect(analyticsDistributionQuestion.parse({ question })).toMatchObject({ bins: 12, question: { measure: 'posting.span', fromStatus: 2 } });
    expect(analyticsDistributionQuestion.parse({ question: { measure: 'referral.stay', from: '2026-01-01', to: '2026-06-30' }, bins: 40 }).bins).toBe(40);
    expect(analyticsDistributionQuestion.parse({ question: { measure: 'referral.metric', from: '2026-01-01', to: '2026-06-30' } }).bins).toBe(12);
  });

  it('refuses a measure with no durations, and bins it cannot draw', () => {
    expect(issues({ question: { measure: 'referral.entered', from: '2026-01-01', to: '2026-06-30' } })).toEqual([['question.measure', 'must be a duration measure (a stay, a span or a referral metric) for a distribution, not referral.entered']]);
    expect(issues({ question: { measure: 'referral.stay', from: '2026-01-01', to: '2026-06-30' }, bins: 41 })).toEqual([['bins', 'must be at most 40']]);
    expect(issues({ question: { measure: 'referral.stay', from: '2026-01-01', to: '2026-06-30' }, bins: 2.5 })).toEqual([['bins', 'must be a whole number']]);
  });
});
