import { describe, expect, it } from 'vitest';
import { alignSeries, bucketStart } from './series';

const point = (start: string, count: number) => ({ start, count, sum: 0 });

describe('bucketStart', () => {
  it('groups days as the server does: the day, the Monday of its ISO week, the first of its month', () => {
    expect(bucketStart('2026-11-26', 'day')).toBe('2026-11-26');
    expect(bucketStart('2026-11-26', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-01-01', 'week')).toBe('2025-12-29');
    expect(bucketStart('2026-11-26', 'month')).toBe('2026-11-01');
  });
});

describe('alignSeries', () => {
  it('fills the buckets the server left out with zeros, across the period', () => {
    expect(alignSeries([[point('2026-03-01', 4)], [point('2026-01-01', 1), point('2026-03-01', 2)]], 'month', '2026-01-01', '2026-04-15')).toEqual({
      starts: ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'],
      counts: [
        [0, 0, 4, 0],
        [1, 0, 2, 0],
      ],
    });
  });

  it('closes an open-ended period with the first and last bucket any series has', () => {
    expect(alignSeries([[point('2026-11-23', 1)], [point('2026-11-09', 3)]], 'week', null, null)).toEqual({
      starts: ['2026-11-09', '2026-11-16', '2026-11-23'],
      counts: [
        [0, 0, 1],
        [3, 0, 0],
      ],
    });
  });

  it('has no buckets when nothing happened in an open-ended period', () => {
    expect(alignSeries([[], []], 'day', null, null)).toEqual({ starts: [], counts: [[], []] });
  });

  it('shows a week of days as seven bars even when it was quiet', () => {
    expect(alignSeries([[]], 'day', '2026-11-23', '2026-11-29').starts).toHaveLength(7);
  });
});
