import { describe, expect, it } from 'vitest';
import { BillingFrequency, Recurrence } from '../catalog/billing';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import type { SubscriptionCommand } from './commands';
import { subscriptionDecider } from './decider';
import type { SubscriptionEvent } from './events';
import { subscriptionRecord } from './record';
import { charged, metadata, patientId, productId, subscribe, subscribed, subscriptionId, taxRateId } from './subscription.fixtures';

const spec = deciderSpec(subscriptionDecider);

const cancel = (effectiveDate: string | null, reason: string | null = 'Moved to a care home'): SubscriptionCommand => ({
  type: 'CancelSubscription',
  data: { subscriptionId, effectiveDate, reason },
  metadata,
});
const cancelled: SubscriptionEvent = { type: 'SubscriptionCancelled', data: { subscriptionId, effectiveDate: '2030-04-10', reason: 'Moved to a care home' } };

describe('subscribing', () => {
  it('fixes the price and tax rate the product and rate have now', () => {
    spec.given([]).when(subscribe()).then([subscribed()]);
  });

  it('subscribes a family member for themselves', () => {
    spec.given([]).when(subscribe({ patientId: null, userId: 'family-0001' })).then([subscribed({ patientId: null, userId: 'family-0001' })]);
  });

  it('charges a card automatically when one is on file', () => {
    spec.given([]).when(subscribe(charged)).then([subscribed(charged)]);
  });

  it('refuses an id that is taken', () => {
    spec.given([subscribed()]).when(subscribe()).thenFails('subscription_already_exists', 'conflict');
  });

  it.each([
    ['subscriber_required', { patientId: null, userId: null }],
    ['subscriber_ambiguous', { userId: 'family-0001' }],
    ['product_not_found', { product: null }],
    ['product_retired', { product: { membershipCode: 'membership', unitPriceCents: 1, unitOfMeasure: 3, retired: true } }],
    ['tax_rate_not_found', { taxRate: null }],
    ['card_required', { collectionMode: 'charge_automatically' }],
    ['card_not_charged', { cardType: 'VISA' }],
    ['recurrence_conflicts_with_billing', { billingFrequency: BillingFrequency.MONTH_END, recurrence: Recurrence.FIRST_DAY_OF_MONTH }],
  ] as const)('refuses with %s', (code, changes) => {
    spec.given([]).when(subscribe(changes)).thenFails(code, 'rule');
  });

  it('accepts month-end billing on the last day of the month', () => {
    const monthEnd = { billingFrequency: BillingFrequency.MONTH_END, recurrence: Recurrence.LAST_DAY_OF_MONTH };
    spec.given([]).when(subscribe(monthEnd)).then([subscribed(monthEnd)]);
  });
});

describe('cancelling', () => {
  it('stops billing from the effective date', () => {
    spec.given([subscribed()]).when(cancel('2030-04-10')).then([cancelled]);
  });

  it('cancels from the day the command is received when no date is given', () => {
    spec.given([subscribed()]).when(cancel(null, null)).then([{ type: 'SubscriptionCancelled', data: { subscriptionId, effectiveDate: '2030-03-15', reason: null } }]);
  });

  it('accepts the start date itself, refuses a date before it', () => {
    spec.given([subscribed()]).when(cancel('2030-01-10')).then([{ ...cancelled, data: { ...cancelled.data, effectiveDate: '2030-01-10' } }] as SubscriptionEvent[]);
    spec.given([subscribed()]).when(cancel('2030-01-09')).thenFails('cancellation_before_start', 'rule');
  });

  it('refuses to cancel twice, or a subscription that does not exist', () => {
    spec.given([subscribed(), cancelled]).when(cancel('2030-05-01')).thenFails('subscription_already_cancelled', 'rule');
    spec.given([]).when(cancel('2030-05-01')).thenFails('subscription_not_found', 'not_found');
  });
});

describe('subscription requests', () => {
  const family: Actor = { id: 'family-0001', roleId: Role.USER };
  const admin: Actor = { id: 'admin-1', roleId: Role.ADMIN };
  const references = { product: null, taxRate: null };
  const body = { productId, taxRateId, billingFrequency: 4, collectionMode: 'send_invoice', recurrence: 1, roundingRule: 0, startDate: '2030-01-10', references };
  const commandOf = (actor: Actor, extra: Record<string, unknown> = {}) =>
    subscriptionRecord.create.toCommand(subscriptionId, parseOrThrow(subscriptionRecord.create.body, { ...body, ...extra }) as never, metadata, actor);

  it('subscribes a family member without a patient for themselves, and nobody else by default', () => {
    expect(commandOf(family).data).toMatchObject({ patientId: null, userId: 'family-0001', roundingIncrementCents: 1, cardType: null });
    expect(commandOf(admin).data).toMatchObject({ patientId: null, userId: null });
    expect(commandOf(family, { patientId }).data).toMatchObject({ patientId, userId: null });
  });

  it('names every bad field', () => {
    expect(() =>
      parseOrThrow(subscriptionRecord.create.body, { ...body, billingFrequency: 6, collectionMode: 'cash', recurrence: 0, roundingRule: 3, startDate: '2030-02-30', roundingIncrementCents: 0 }),
    ).toThrow(
      expect.objectContaining({
        errors: [
          { path: 'billingFrequency', message: 'must be a billing frequency: 0, 1, 2, 3, 4, 5' },
          { path: 'collectionMode', message: 'must be a collection mode: "send_invoice", "charge_automatically"' },
          { path: 'recurrence', message: 'must be a recurrence: 1, 2, 3, 4' },
          { path: 'roundingRule', message: 'must be a rounding rule: 0, 1, 2' },
          { path: 'roundingIncrementCents', message: 'must be at least 1 cent' },
          { path: 'startDate', message: 'must be a date, YYYY-MM-DD' },
        ],
      }),
    );
  });
});
