import { describe, expect, it } from 'vitest';
import { inUnit, unitFor } from './durations';

describe('durations', () => {
  it('reads each duration in the largest unit it holds at least two of', () => {
    expect(unitFor(0)).toBe('second');
    expect(unitFor(119)).toBe('second');
    expect(unitFor(120)).toBe('minute');
    expect(unitFor(7_199)).toBe('minute');
    expect(unitFor(7_200)).toBe('hour');
    expect(unitFor(172_799)).toBe('hour');
    expect(unitFor(172_800)).toBe('day');
  });

  it('converts seconds to the unit', () => {
    expect(inUnit(129_600, 'day')).toBe(1.5);
    expect(inUnit(5_400, 'hour')).toBe(1.5);
    expect(inUnit(90, 'minute')).toBe(1.5);
  });
});
