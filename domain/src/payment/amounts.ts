import { RoundingRule, type RoundingRuleId } from '../catalog/billing';
import { roundAmount } from '../subscription/rounding';

export interface PricedPeriod {
  unitPriceCents: number;
  /** Units of the product's unit of measure in the period (days, weeks, months, services). */
  quantity: number;
  taxRateBasisPoints: number;
  roundingRule: RoundingRuleId;
  roundingIncrementCents: number;
}

export interface PaymentAmounts {
  amountCents: number;
  taxCents: number;
  totalCents: number;
}

const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * The subscription's rounding rule shapes the price charged; tax is then owed on that price and
 * rounded to the nearest cent, as tax authorities expect, whatever the rule.
 */
export const paymentAmounts = (period: PricedPeriod): PaymentAmounts => {
  const amountCents = roundAmount(period.unitPriceCents * period.quantity, period.roundingRule, period.roundingIncrementCents);
  const taxCents = roundAmount((amountCents * period.taxRateBasisPoints) / BASIS_POINTS_PER_WHOLE, RoundingRule.NEAREST_INCREMENT, 1);
  return { amountCents, taxCents, totalCents: amountCents + taxCents };
};
