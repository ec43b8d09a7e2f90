import { z } from 'zod';
import { billingFrequencies, membershipProducts, recurrences, roundingRules, unitsOfMeasure } from '../catalog/billing';
import { cardTypes, paymentCollectionModes } from '../catalog/payments';
import { Role } from '../catalog/roles';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import { rateBasisPointsField } from '../tax-rate/record';
import { MAX_SUBSCRIPTION_CANCEL_REASON_LENGTH, MAX_ROUNDING_INCREMENT_CENTS, type SubscriptionAction, type SubscriptionCommand } from './commands';
import { subscriptionDecider } from './decider';
import type { SubscriptionEvent } from './events';
import { calendarDateField, catalogIdField, reasonField, uuidField, wholeCentsField } from './fields';
import type { SubscriptionState } from './state';

/** What a client sends to subscribe. */
export const subscribeRequestShape = {
  patientId: uuidField.nullable().optional(),
  userId: uuidField.nullable().optional(),
  productId: uuidField,
  taxRateId: uuidField,
  billingFrequency: catalogIdField(billingFrequencies, 'a billing frequency'),
  collectionMode: catalogIdField(paymentCollectionModes, 'a collection mode'),
  cardType: catalogIdField(cardTypes, 'a card type').nullable().optional(),
  recurrence: catalogIdField(recurrences, 'a recurrence'),
  roundingRule: catalogIdField(roundingRules, 'a rounding rule'),
  roundingIncrementCents: z
    .int({ error: ruleMessage('must be a whole number of cents') })
    .min(1, { error: 'must be at least 1 cent' })
    .max(MAX_ROUNDING_INCREMENT_CENTS, { error: `must be at most ${MAX_ROUNDING_INCREMENT_CENTS} cents` })
    .optional(),
  startDate: calendarDateField,
};

/**
 * What the command edge adds after reading the product and tax rate streams, so the decider
 * prices the subscription from the records as they are (a client never sends this field).
 */
export const subscriptionReferences = z.strictObject({
  product: z
    .strictObject({
      membershipCode: catalogIdField(membershipProducts, 'a membership product code'),
      unitPriceCents: wholeCentsField,
      unitOfMeasure: catalogIdField(unitsOfMeasure, 'a unit of measure'),
      retired: z.boolean(),
    })
    .nullable(),
  // The referenced tax rate, read by the command edge: held to the tax rate record's own range.
  taxRate: z.strictObject({ rateBasisPoints: rateBasisPointsField }).nullable(),
});

export const subscriptionRecord: RecordType<SubscriptionState, SubscriptionCommand, SubscriptionEvent, SubscriptionAction> = {
  category: 'subscription',
  noun: 'subscription',
  decider: subscriptionDecider,
  exists: (state) => state.status !== 'none',
  create: creation({ ...subscribeRequestShape, references: subscriptionReferences }, (subscriptionId, body, metadata, actor) => {
    const patientId = body.patientId ?? null;
    // A family member subscribing for no patient subscribes for themselves.
    const userId = body.userId ?? (patientId === null && actor.roleId === Role.USER ? actor.id : null);
    return {
      type: 'Subscribe',
      data: {
        subscriptionId,
        patientId,
        userId,
        productId: body.productId,
        product: body.references.product,
        taxRateId: body.taxRateId,
        taxRate: body.references.taxRate,
        billingFrequency: body.billingFrequency,
        collectionMode: body.collectionMode,
        cardType: body.cardType ?? null,
        recurrence: body.recurrence,
        roundingRule: body.roundingRule,
        roundingIncrementCents: body.roundingIncrementCents ?? 1,
        startDate: body.startDate,
      },
      metadata,
    };
  }),
  actions: {
    cancel: action(
      { effectiveDate: calendarDateField.nullable().optional(), reason: reasonField(MAX_SUBSCRIPTION_CANCEL_REASON_LENGTH) },
      (subscriptionId, body, metadata) => ({
        type: 'CancelSubscription',
        data: { subscriptionId, effectiveDate: body.effectiveDate ?? null, reason: body.reason || null },
        metadata,
      }),
    ),
  },
  factsOf: (state) => (state.status === 'none' ? {} : { patientId: state.patientId, userId: state.userId, createdBy: state.subscribedBy }),
  factsOfCreation: (command) =>
    command.type === 'Subscribe' ? { patientId: command.data.patientId, userId: command.data.userId, createdBy: command.metadata.actorId } : {},
};
