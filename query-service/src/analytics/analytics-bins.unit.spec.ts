import { describe, expect, it } from 'vitest';
import { binLayout, binsOf } from './analytics-bins';

const DAY = 86_400;

describe('the bins of a distribution of durations', () => {
  it('takes the narrowest width of the ladder that covers the durations in as many bins as asked', () => {
    expect(binLayout(10 * DAY, 12)).toEqual({ widthSeconds: DAY, closedBins: 11 });
    expect(binLayout(9.5 * DAY, 12)).toEqual({ widthSeconds: DAY, closedBins: 10 });
    expect(binLayout(40 * DAY, 12)).toEqual({ widthSeconds: 7 * DAY, closedBins: 6 });
    expect(binLayout(5 * 3_600, 12)).toEqual({ widthSeconds: DAY / 8, closedBins: 2 });
  });

  it('gives one bin to durations that are all nothing, and whole years to the longest', () => {
    expect(binLayout(0, 12)).toEqual({ widthSeconds: DAY / 8, closedBins: 1 });
    const decades = binLayout(30 * 365 * DAY, 12);
    expect(decades.widthSeconds).toBe(3 * 365 * DAY);
    expect(decades.closedBins).toBeLessThanOrEqual(12);
  });

  it('never gives more closed bins than asked, whatever the reach', () => {
    for (const days of [0.3, 1, 2.9, 7, 13.99, 29, 90, 364, 365, 1_000, 5_000]) {
      for (const bins of [2, 5, 12, 40]) expect(binLayout(days * DAY, bins).closedBins, `${days} days in ${bins}`).toBeLessThanOrEqual(bins);
    }
  });

  it('lists every bin in days, the quiet ones at 0, and the open one without an end only when the tail holds something', () => {
    expect(binsOf({ widthSeconds: 7 * DAY, closedBins: 3 }, new Map([[0, 4], [2, 1], [3, 2]]))).toEqual([
      { from: 0, to: 7, count: 4 },
      { from: 7, to: 14, count: 0 },
      { from: 14, to: 21, count: 1 },
      { from: 21, to: null, count: 2 },
    ]);
    expect(binsOf({ widthSeconds: DAY / 4, closedBins: 2 }, new Map([[1, 5]]))).toEqual([
      { from: 0, to: 0.25, count: 0 },
      { from: 0.25, to: 0.5, count: 5 },
    ]);
  });
});
