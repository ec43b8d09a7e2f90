import { RoundingRule, type RoundingRuleId } from '../catalog/billing';
import { assertNever } from '../shared/decider';

/**
 * Rounds an amount of cents (possibly fractional, as a computed price or tax is) to a multiple of
 * `incrementCents` by the subscription's rule: 0 nearest increment (halves go up), 1 up, 2 down.
 * Exact halves and whole multiples come from one division of integers, which floating point
 * represents exactly, so no boundary is ever crossed by a rounding error.
 */
export const roundAmount = (cents: number, rule: RoundingRuleId, incrementCents: number): number => {
  if (!Number.isFinite(cents) || cents < 0) throw new RangeError(`roundAmount needs a finite amount of 0 or more cents, not ${cents}.`);
  if (!Number.isInteger(incrementCents) || incrementCents < 1) throw new RangeError(`roundAmount needs a whole increment of 1 cent or more, not ${incrementCents}.`);
  const increments = cents / incrementCents;
  switch (rule) {
    case RoundingRule.NEAREST_INCREMENT:
      return Math.floor(increments + 0.5) * incrementCents;
    case RoundingRule.UP:
      return Math.ceil(increments) * incrementCents;
    case RoundingRule.DOWN:
      return Math.floor(increments) * incrementCents;
    default:
      return assertNever(rule);
  }
};
