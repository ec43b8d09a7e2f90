import { describe, expect, it } from 'vitest';
import type { AnalyticsAnswer } from '../api';
import { csvFileName, figuresCsv } from './csv';
import { chartRowsOf, figuresOf, isQuiet, locatePoint } from './figures';

const answer = (change: Partial<AnalyticsAnswer> = {}): AnalyticsAnswer => ({
  measure: 'referral.entered',
  statistic: 'count',
  interval: 'month',
  currency: null,
  unit: 'records',
  from: '2019-01-01',
  to: '2019-02-28',
  series: [
    { key: '1', label: 'Open', points: [{ at: '2019-01-01', value: 3 }, { at: '2019-02-01', value: 1 }] },
    { key: 'other', label: 'Other, "the rest"', points: [{ at: '2019-01-01', value: 1 }, { at: '2019-02-01', value: 0 }] },
  ],
  total: 5,
  comparison: null,
  asOf: null,
  ...change,
});

const headings = { interval: 'Interval start', comparedInterval: 'Compared interval start', series: (label: string) => label, compared: (label: string) => `${label}, previous period` };

describe('the figures of an answer', () => {
  it('draws the compared period beside the answer, series by key and interval by place, and other in grey', () => {
    const figures = figuresOf(
      answer({
        comparison: {
          compareTo: 'previousPeriod',
          from: '2018-11-01',
          to: '2018-12-31',
          total: 2,
          series: [{ key: '1', label: 'Open', points: [{ at: '2018-11-01', value: 2 }, { at: '2018-12-01', value: 0 }] }],
        },
      }),
    );
    expect(figures.comparedStarts).toEqual(['2018-11-01', '2018-12-01']);
    expect(figures.series.map((series) => [series.key, series.colour, series.values, series.compared])).toEqual([
      ['1', '#0072B2', [3, 1], [2, 0]],
      ['other', '#8C8C8C', [1, 0], [0, 0]],
    ]);
    expect(chartRowsOf(figures, 'line', (at) => at.slice(0, 7))[0]).toEqual({ at: '2019-01-01', label: '2019-01', s0: 3, s1: 1, r0: 3, r1: 1, comparedAt: '2018-11-01', c0: 2, c1: 0, rc0: 2, rc1: 0 });
    // A 100 % chart draws shares; an interval with nothing has no share.
    expect(chartRowsOf(figures, 'percent', (at) => at)[0]).toMatchObject({ s0: 0.75, s1: 0.25, c0: 1, c1: 0 });
    expect(chartRowsOf(figures, 'percent', (at) => at)[1]).toMatchObject({ s0: 1, s1: 0, c0: null, c1: null });
  });

  it('finds a clicked point in the period asked for, else in the compared one, with the figure it shows', () => {
    const figures = figuresOf(
      answer({
        comparison: { compareTo: 'previousPeriod', from: '2018-11-01', to: '2018-12-31', total: 2, series: [{ key: '1', label: 'Open', points: [{ at: '2018-11-01', value: 2 }, { at: '2018-12-01', value: 0 }] }] },
      }),
    );
    expect(locatePoint(figures, { at: '2019-02-01', key: '1' })).toMatchObject({ value: 1, compared: false, series: { key: '1' } });
    expect(locatePoint(figures, { at: '2018-11-01', key: '1' })).toMatchObject({ value: 2, compared: true, series: { key: '1' } });
    expect(locatePoint(figures, { at: '2018-10-01', key: '1' })).toBeUndefined();
    expect(locatePoint(figures, { at: '2019-02-01', key: '9' })).toBeUndefined();
  });

  it('draws durations in the axis unit it is given', () => {
    const figures = figuresOf(answer({ statistic: 'median', unit: 'seconds', series: [{ key: 'all', label: 'All', points: [{ at: '2019-01-01', value: 172_800 }, { at: '2019-02-01', value: null }] }] }));
    expect(chartRowsOf(figures, 'line', (at) => at, 86_400).map((row) => row.s0)).toEqual([2, null]);
  });

  it('knows a period with nothing in it', () => {
    expect(isQuiet(figuresOf(answer()))).toBe(false);
    expect(isQuiet(figuresOf(answer({ series: [] })))).toBe(true);
    expect(isQuiet(figuresOf(answer({ series: [{ key: 'all', label: 'All', points: [{ at: '2019-01-01', value: 0 }] }] })))).toBe(true);
  });

  it('writes exactly the figures drawn as CSV, the compared period after, quoting what needs it', () => {
    const figures = figuresOf(answer({ comparison: { compareTo: 'yearEarlier', from: '2018-01-01', to: '2018-02-28', total: 1, series: [{ key: '1', label: 'Open', points: [{ at: '2018-01-01', value: 1 }, { at: '2018-02-01', value: 0 }] }] } }));
    expect(figuresCsv(figures, headings)).toBe(
      [
        'Interval start,Open,"Other, ""the rest""",Compared interval start,"Open, previous period","Other, ""the rest"", previous period"',
        '2019-01-01,3,1,2018-01-01,1,0',
        '2019-02-01,1,0,2018-02-01,0,0',
        '',
      ].join('\r\n'),
    );
    expect(figuresCsv(figuresOf(answer()), headings).split('\r\n')[1]).toBe('2019-01-01,3,1');
    expect(csvFileName('referral.entered')).toBe('analytics-referral-entered.csv');
  });
});
