import { describe, expect, it } from 'vitest';
import type { AnalyticsDistributionAnswer } from '../api';
import { binUnitFor, distributionRowsOf } from './distribution';

const answerOf = (binDays: number, bins: AnalyticsDistributionAnswer['bins']): AnalyticsDistributionAnswer => ({
  measure: 'referral.stay',
  from: '2019-01-01',
  to: '2019-03-31',
  binDays,
  bins,
  total: bins.reduce((sum, bin) => sum + bin.count, 0),
  asOf: null,
});

describe('a distribution of durations as drawn', () => {
  it('reads bins of days in days, each bin its share of every duration, the open one without an end', () => {
    const answer = answerOf(7, [
      { from: 0, to: 7, count: 6 },
      { from: 7, to: 14, count: 0 },
      { from: 14, to: null, count: 2 },
    ]);
    expect(binUnitFor(answer.binDays)).toBe('day');
    expect(distributionRowsOf(answer, 'day')).toEqual([
      { from: 0, to: 7, count: 6, share: 0.75 },
      { from: 7, to: 14, count: 0, share: 0 },
      { from: 14, to: null, count: 2, share: 0.25 },
    ]);
  });

  it('reads bins under a day in hours', () => {
    const answer = answerOf(0.125, [
      { from: 0, to: 0.125, count: 1 },
      { from: 0.125, to: 0.25, count: 3 },
    ]);
    expect(binUnitFor(answer.binDays)).toBe('hour');
    expect(distributionRowsOf(answer, 'hour').map((row) => [row.from, row.to])).toEqual([
      [0, 3],
      [3, 6],
    ]);
    expect(distributionRowsOf(answerOf(1, []), 'day')).toEqual([]);
  });
});
