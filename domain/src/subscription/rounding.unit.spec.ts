import { describe, expect, it } from 'vitest';
import { RoundingRule } from '../catalog/billing';
import { roundAmount } from './rounding';

const { NEAREST_INCREMENT: NEAREST, UP, DOWN } = RoundingRule;

describe('roundAmount', () => {
  it.each([
    // cents, increment, nearest, up, down
    [1_999, 100, 2_000, 2_000, 1_900],
    [1_949, 100, 1_900, 2_000, 1_900],
    [1_950, 100, 2_000, 2_000, 1_900],
    [2_000, 100, 2_000, 2_000, 2_000],
    [1_234, 5, 1_235, 1_235, 1_230],
    [1_232, 5, 1_230, 1_235, 1_230],
    [1_999, 1, 1_999, 1_999, 1_999],
    [0, 25, 0, 0, 0],
  ])('rounds %i cents to increments of %i: nearest %i, up %i, down %i', (cents, increment, nearest, up, down) => {
    expect([roundAmount(cents, NEAREST, increment), roundAmount(cents, UP, increment), roundAmount(cents, DOWN, increment)]).toEqual([nearest, up, down]);
  });

  it('rounds fractions of a cent exactly at halves and whole cents', () => {
    expect(roundAmount((2_999 * 1_300) / 10_000, NEAREST, 1)).toBe(390); // 389.87
    expect(roundAmount((1_000 * 1_250) / 10_000, UP, 1)).toBe(125); // exactly 125: no spurious cent
    expect(roundAmount((1_005 * 1_000) / 10_000, NEAREST, 1)).toBe(101); // exactly 100.5: halves go up
    expect(roundAmount((1_005 * 1_000) / 10_000, DOWN, 1)).toBe(100);
    expect(roundAmount(0.1 + 0.2, UP, 1)).toBe(1);
  });

  it('refuses amounts and increments it cannot round', () => {
    expect(() => roundAmount(-1, NEAREST, 1)).toThrow(RangeError);
    expect(() => roundAmount(Number.NaN, NEAREST, 1)).toThrow(RangeError);
    expect(() => roundAmount(100, NEAREST, 0)).toThrow(RangeError);
    expect(() => roundAmount(100, NEAREST, 2.5)).toThrow(RangeError);
  });
});
