import { referralStatuses, postingStatuses, type AnalyticsAnswer } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { funnelStagesOf, isQuietFunnel } from './funnel';

const MONTHS = ['2019-01-01', '2019-02-01', '2019-03-01'];
const answerOf = (series: Record<string, (number | null)[]>): AnalyticsAnswer => ({
  measure: 'posting.entered',
  statistic: 'count',
  interval: 'month',
  unit: 'records',
  currency: null,
  from: '2019-01-01',
  to: '2019-03-31',
  series: Object.entries(series).map(([key, values]) => ({ key, label: key, points: MONTHS.map((at, index) => ({ at, value: values[index] ?? null })) })),
  total: 0,
  comparison: null,
  asOf: null,
});

describe('a pipeline’s funnel', () => {
  it('sums each status’ arrivals over the period, in the catalog’s order, each a share of the first stage', () => {
    // The answer lists its series largest first; the funnel keeps the pipeline's order.
    const stages = funnelStagesOf(answerOf({ '2': [4, 3, 3], '1': [5, 5, 6], '4': [1, 2, 0] }), postingStatuses);
    expect(stages).toEqual([
      { status: 1, key: 'DRAFT', count: 16, share: 1 },
      { status: 2, key: 'OPEN', count: 10, share: 10 / 16 },
      { status: 3, key: 'ON_HOLD', count: 0, share: 0 },
      { status: 4, key: 'FILLED', count: 3, share: 3 / 16 },
      { status: 5, key: 'CLOSED', count: 0, share: 0 },
    ]);
  });

  it('keeps only the statuses asked for, the first of them the whole', () => {
    const stages = funnelStagesOf(answerOf({ '1': [2, 2, 0], '2': [1, 0, 0], '3': [0, 1, 1] }), referralStatuses, [3, 2]);
    expect(stages.map(({ key, count, share }) => [key, count, share])).toEqual([
      ['HOLD', 1, 1],
      ['CLOSED', 2, 2],
    ]);
  });

  it('has no share when nothing arrived in the first stage, and is quiet when nothing arrived at all', () => {
    const stages = funnelStagesOf(answerOf({ '3': [0, 1, null] }), referralStatuses);
    expect(stages.map((stage) => stage.share)).toEqual([null, null, null]);
    expect(isQuietFunnel(stages)).toBe(false);
    expect(isQuietFunnel(funnelStagesOf(answerOf({}), referralStatuses))).toBe(true);
  });
});
