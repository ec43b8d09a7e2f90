import { describe, expect, it } from 'vitest';
import { additivePoints, rankedFactKeys, type FactMatrix } from './analytics-additive';

const matrix: FactMatrix = new Map([
  ['b', new Map([['2026-01-01', { facts: 2, measured: 2, sum: 30 }]])],
  ['a', new Map([['2026-01-01', { facts: 1, measured: 0, sum: 0 }], ['2026-02-01', { facts: 1, measured: 1, sum: 5 }]])],
  ['c', new Map([['2026-02-01', { facts: 1, measured: 1, sum: 1 }]])],
]);

describe('additive analytics points', () => {
  it('ranks keys by their facts, ties byte by byte', () => {
    expect(rankedFactKeys(matrix)).toEqual(['a', 'b', 'c']);
  });

  it('counts each series per interval and adds the keys beyond the top ones up as "other"', () => {
    const { values, total } = additivePoints(matrix, 'count', ['a']);
    expect(Object.fromEntries([...values].map(([key, points]) => [key, Object.fromEntries(points)]))).toEqual({
      a: { '2026-01-01': 1, '2026-02-01': 1 },
      other: { '2026-01-01': 2, '2026-02-01': 1 },
    });
    expect(total).toBe(5);
  });

  it('takes a mean over the measured facts only, and none where nothing was measured', () => {
    const { values, total } = additivePoints(matrix, 'mean', ['a', 'b', 'c']);
    expect(values.get('a')).toEqual(new Map([['2026-01-01', null], ['2026-02-01', 5]]));
    expect(values.get('b')?.get('2026-01-01')).toBe(15);
    expect(total).toBe(9);
    expect(additivePoints(matrix, 'sum', ['a']).values.get('a')?.get('2026-01-01')).toBeNull();
  });
});
