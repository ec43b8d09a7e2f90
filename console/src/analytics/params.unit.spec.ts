import { describe, expect, it } from 'vitest';
import { findMeasure } from '../api';
import { analyticsParamsFrom, analyticsSearchFrom, chartTypesFor, defaultFrom, questionOf, withMeasure, withStatistic, type AnalyticsParams } from './params';

const TODAY = '2026-05-14';
const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const paramsOf = (query: string) => analyticsParamsFrom(new URLSearchParams(query), TODAY);
const round = (params: AnalyticsParams) => analyticsParamsFrom(analyticsSearchFrom(params, TODAY), TODAY);

describe('the analytics question in the URL', () => {
  it('opens on referrals entering a status, counted by month over the last 12 months and split by status', () => {
    const params = paramsOf('');
    expect(params).toEqual({
      measure: findMeasure('referral.entered'),
      statistic: 'count',
      groupBy: 'status',
      statuses: [],
      agencyId: undefined,
      interval: 'month',
      from: '2025-06-01',
      to: TODAY,
      compareTo: undefined,
      asOf: undefined,
      span: undefined,
      chart: 'line',
    });
    expect(analyticsSearchFrom(params, TODAY).toString()).toBe('');
    expect(questionOf(params)).toEqual({ measure: 'referral.entered', statistic: 'count', interval: 'month', from: '2025-06-01', to: TODAY, filters: {}, groupBy: 'status' });
  });

  it('counts the 12 months back from the month holding today, across a year', () => {
    expect(defaultFrom('2026-01-31')).toBe('2025-02-01');
    expect(defaultFrom('2026-12-01')).toBe('2026-01-01');
  });

  it('round-trips every part of a question through the URL', () => {
    const query =
      'measure=posting.span&statistic=p90&groupBy=agency&agency=' +
      AGENCY +
      '&interval=quarter&from=2019-01-01&to=2019-12-31&compareTo=yearEarlier&asOf=2020-02-03T04:05:06.000Z&fromStatus=1&toStatus=4';
    const params = paramsOf(query);
    expect(params).toMatchObject({ statistic: 'p90', groupBy: 'agency', agencyId: AGENCY, interval: 'quarter', compareTo: 'yearEarlier', asOf: { instant: '2020-02-03T04:05:06.000Z' }, span: { fromStatus: 1, toStatus: 4 } });
    expect(round(params)).toEqual(params);
    expect(questionOf(params)).toEqual({
      measure: 'posting.span',
      statistic: 'p90',
      interval: 'quarter',
      from: '2019-01-01',
      to: '2019-12-31',
      filters: { agency: [AGENCY] },
      groupBy: 'agency',
      compareTo: 'yearEarlier',
      asOf: { instant: '2020-02-03T04:05:06.000Z' },
      fromStatus: 1,
      toStatus: 4,
    });

    const split = paramsOf('groupBy=none&status=3,1&chart=percent&from=2019-01-01&to=2019-06-30');
    expect(split).toMatchObject({ groupBy: undefined, statuses: [1, 3], chart: 'percent' });
    expect(analyticsSearchFrom(split, TODAY).toString()).toBe('groupBy=none&status=1%2C3&from=2019-01-01&to=2019-06-30&chart=percent');
    expect(round(split)).toEqual(split);
    expect(questionOf(split)).toMatchObject({ filters: { status: [1, 3] } });
    expect(questionOf(split)).not.toHaveProperty('groupBy');
  });

  it('falls back to the default of each part a link gets wrong, never to an error', () => {
    const defaults = paramsOf('');
    expect(paramsOf('measure=referral.everything&statistic=median&groupBy=colour&interval=fortnight&compareTo=never&chart=pie&asOf=yesterday&agency=42')).toEqual(defaults);
    // Days that are not days, or in the wrong order, give the last 12 months.
    expect(paramsOf('from=2019-02-30&to=2019-03-01')).toMatchObject({ from: defaults.from, to: TODAY });
    expect(paramsOf('from=2019-06-01&to=2019-01-01')).toMatchObject({ from: defaults.from, to: TODAY });
    // A median of a count, a status the machine does not have, a stacked chart of medians.
    expect(paramsOf('statistic=median').statistic).toBe('count');
    expect(paramsOf('status=1,9').statuses).toEqual([]);
    expect(paramsOf('measure=referral.stay&statistic=median&chart=bar')).toMatchObject({ statistic: 'median', chart: 'line' });
    // A span with a missing, unknown or repeated end runs from the first status to the last.
    expect(paramsOf('measure=referral.span&fromStatus=2').span).toEqual({ fromStatus: 1, toStatus: 3 });
    expect(paramsOf('measure=referral.span&fromStatus=2&toStatus=2').span).toEqual({ fromStatus: 1, toStatus: 3 });
    // A span splits by no status, and the instant must carry its offset.
    expect(paramsOf('measure=referral.span&groupBy=status').groupBy).toBeUndefined();
    expect(paramsOf('asOf=2020-02-03T04:05').asOf).toBeUndefined();
    expect(paramsOf('asOf=2020-02-03T04:05:00%2B02:00').asOf).toEqual({ instant: '2020-02-03T02:05:00.000Z' });
    expect(paramsOf('asOf=-4').asOf).toBeUndefined();
    expect(paramsOf('asOf=4.5').asOf).toBeUndefined();
  });

  it('keeps an as-of log position, by its bare number, in the URL and in the question', () => {
    const params = paramsOf('from=2018-10-01&to=2018-10-31&status=3&asOf=1234');
    expect(params.asOf).toEqual({ position: 1234 });
    expect(analyticsSearchFrom(params, TODAY).toString()).toBe('status=3&from=2018-10-01&to=2018-10-31&asOf=1234');
    expect(round(params)).toEqual(params);
    expect(questionOf(params)).toMatchObject({ filters: { status: [3] }, asOf: { position: 1234 } });
  });

  it('keeps what still fits when the measure or the statistic changes', () => {
    const referrals = paramsOf('status=2&compareTo=previousPeriod&chart=bar&interval=week');
    const stays = withMeasure(referrals, findMeasure('referral.stay')!);
    expect(stays).toMatchObject({ statistic: 'count', statuses: [2], groupBy: 'status', compareTo: 'previousPeriod', interval: 'week', chart: 'bar', span: undefined });
    expect(withStatistic(stays, 'median')).toMatchObject({ statistic: 'median', chart: 'line' });
    const postings = withMeasure(withStatistic(stays, 'median'), findMeasure('posting.span')!);
    expect(postings).toMatchObject({ statistic: 'median', statuses: [], groupBy: undefined, span: { fromStatus: 1 } });
    expect(withMeasure(postings, findMeasure('posting.entered')!)).toMatchObject({ statistic: 'count', groupBy: 'status', span: undefined });
  });

  it('offers a funnel for the status changes of a pipeline, and a distribution for durations, whatever their statistic', () => {
    const types = (key: string, statistic: Parameters<typeof chartTypesFor>[1] = 'count') => chartTypesFor(findMeasure(key)!, statistic);
    expect(types('referral.entered')).toEqual(['line', 'area', 'bar', 'percent', 'funnel']);
    expect(types('posting.entered')).toEqual(['line', 'area', 'bar', 'percent', 'funnel']);
    // Assessments and caregivers change status, but are no pipeline; stocks and new records have no stages to pass.
    for (const key of ['assessment.entered', 'caregiver.entered', 'referral.stock', 'referral.started']) expect(types(key), key).not.toContain('funnel');
    expect(types('referral.stay')).toEqual(['line', 'area', 'bar', 'percent', 'distribution']);
    expect(types('posting.span', 'p90')).toEqual(['line', 'distribution']);
    expect(types('payment.amount', 'median')).toEqual(['line']);
    expect(types('referral.metric', 'median')).toEqual(['line', 'distribution']);
    expect(types('subscription.amount', 'sum')).toEqual(['line']);
  });

  it('keeps a funnel or a distribution in the URL only where it applies', () => {
    const funnel = paramsOf('measure=posting.entered&chart=funnel&groupBy=agency&compareTo=previousPeriod&from=2019-01-01&to=2019-06-30');
    expect(funnel.chart).toBe('funnel');
    expect(round(funnel)).toEqual(funnel);
    // Its stages are the statuses: the question is split by status, and compared with nothing.
    expect(questionOf(funnel)).toEqual({ measure: 'posting.entered', statistic: 'count', interval: 'month', from: '2019-01-01', to: '2019-06-30', filters: {}, groupBy: 'status' });

    const spread = paramsOf('measure=referral.span&statistic=median&chart=distribution&fromStatus=1&toStatus=3');
    expect(spread).toMatchObject({ chart: 'distribution', statistic: 'median' });
    expect(analyticsSearchFrom(spread, TODAY).get('chart')).toBe('distribution');
    expect(paramsOf('measure=assessment.entered&chart=funnel').chart).toBe('line');
    expect(paramsOf('measure=referral.entered&chart=distribution').chart).toBe('line');

    // Another measure or statistic keeps the view only where it still applies.
    expect(withMeasure(funnel, findMeasure('referral.entered')!).chart).toBe('funnel');
    expect(withMeasure(funnel, findMeasure('referral.stay')!).chart).toBe('line');
    expect(withStatistic(spread, 'p90').chart).toBe('distribution');
    expect(withMeasure(spread, findMeasure('referral.entered')!).chart).toBe('line');
  });
});
