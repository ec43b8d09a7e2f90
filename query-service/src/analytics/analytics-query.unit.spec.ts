import { describe, expect, it } from 'vitest';
import { comparisonRange, questionRange } from './analytics-query';

describe('the days an analytics answer covers', () => {
  it('widens a question to whole intervals', () => {
    expect(questionRange({ from: '2026-02-10', to: '2026-05-03', interval: 'month' })).toEqual({ start: '2026-02-01', end: '2026-06-01' });
    expect(questionRange({ from: '2026-11-27', to: '2026-11-27', interval: 'week' })).toEqual({ start: '2026-11-23', end: '2026-11-30' });
  });

  it('compares with as many intervals just before', () => {
    expect(comparisonRange({ start: '2026-04-01', end: '2026-07-01' }, 'month', 'previousPeriod')).toEqual({ start: '2026-01-01', end: '2026-04-01' });
    expect(comparisonRange({ start: '2026-01-01', end: '2027-01-01' }, 'quarter', 'previousPeriod')).toEqual({ start: '2025-01-01', end: '2026-01-01' });
    expect(comparisonRange({ start: '2026-11-23', end: '2026-12-07' }, 'week', 'previousPeriod')).toEqual({ start: '2026-11-09', end: '2026-11-23' });
  });

  it('or with the same intervals a year earlier', () => {
    expect(comparisonRange({ start: '2026-10-01', end: '2027-01-01' }, 'quarter', 'yearEarlier')).toEqual({ start: '2025-10-01', end: '2026-01-01' });
    expect(comparisonRange({ start: '2026-11-23', end: '2026-11-30' }, 'week', 'yearEarlier')).toEqual({ start: '2025-11-17', end: '2025-11-24' });
  });
});
