import { describe, expect, it } from 'vitest';
import { RoundingRule } from '../catalog/billing';
import { paymentAmounts } from './amounts';

describe('paymentAmounts', () => {
  const period = { unitPriceCents: 4_950, quantity: 1, taxRateBasisPoints: 1_300, roundingRule: RoundingRule.NEAREST_INCREMENT, roundingIncrementCents: 1 };

  it('prices the units, then adds tax rounded to the nearest cent', () => {
    expect(paymentAmounts(period)).toEqual({ amountCents: 4_950, taxCents: 644, totalCents: 5_594 }); // tax 643.5 -> 644
    expect(paymentAmounts({ ...period, quantity: 3 })).toEqual({ amountCents: 14_850, taxCents: 1_931, totalCents: 16_781 }); // 1930.5
  });

  it('rounds the price by the subscription rule and increment, never the tax', () => {
    const dollars = { ...period, unitPriceCents: 2_999, roundingIncrementCents: 100 };
    expect(paymentAmounts({ ...dollars, roundingRule: RoundingRule.NEAREST_INCREMENT })).toEqual({ amountCents: 3_000, taxCents: 390, totalCents: 3_390 });
    expect(paymentAmounts({ ...dollars, roundingRule: RoundingRule.UP })).toEqual({ amountCents: 3_000, taxCents: 390, totalCents: 3_390 });
    expect(paymentAmounts({ ...dollars, roundingRule: RoundingRule.DOWN })).toEqual({ amountCents: 2_900, taxCents: 377, totalCents: 3_277 });
  });

  it('charges no tax at a zero rate and nothing for a free product', () => {
    expect(paymentAmounts({ ...period, taxRateBasisPoints: 0 })).toEqual({ amountCents: 4_950, taxCents: 0, totalCents: 4_950 });
    expect(paymentAmounts({ ...period, unitPriceCents: 0 })).toEqual({ amountCents: 0, taxCents: 0, totalCents: 0 });
  });
});
