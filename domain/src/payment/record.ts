import { z } from 'zod';
import { MAX_ROUNDING_INCREMENT_CENTS } from '../subscription/commands';
import { rateBasisPointsField } from '../tax-rate/record';
import { roundingRules } from '../catalog/billing';
import { cardTypes, paymentCollectionModes } from '../catalog/payments';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import { calendarDateField, catalogIdField, reasonField, uuidField, wholeCentsField } from '../subscription/fields';
import { MAX_PAYMENT_QUANTITY, MAX_PAYMENT_VOID_REASON_LENGTH, type PaymentAction, type PaymentCommand } from './commands';
import { paymentDecider } from './decider';
import type { PaymentEvent } from './events';
import type { PaymentRecordState } from './state';

/** What a client sends to bill one period of a subscription. */
export const createPaymentRequestShape = {
  subscriptionId: uuidField,
  periodStart: calendarDateField,
  periodEnd: calendarDateField,
  quantity: z
    .int({ error: ruleMessage('must be a whole number of units') })
    .min(1, { error: 'must be at least 1' })
    .max(MAX_PAYMENT_QUANTITY, { error: `must be at most ${MAX_PAYMENT_QUANTITY}` })
    .optional(),
};

/** What the command edge adds after reading the subscription's, product's and tax rate's streams (a client never sends this field). */
export const paymentReferences = z.strictObject({
  subscription: z
    .strictObject({
      patientId: uuidField.nullable(),
      userId: uuidField.nullable(),
      startDate: calendarDateField,
      cancelledFrom: calendarDateField.nullable(),
      unitPriceCents: wholeCentsField,
      // The subscription's copies, held to the ranges of the records they came from.
      taxRateBasisPoints: rateBasisPointsField,
      roundingRule: catalogIdField(roundingRules, 'a rounding rule'),
      roundingIncrementCents: z.int().min(1).max(MAX_ROUNDING_INCREMENT_CENTS),
      collectionMode: catalogIdField(paymentCollectionModes, 'a collection mode'),
      cardType: catalogIdField(cardTypes, 'a card type').nullable(),
    })
    .nullable(),
  prices: z.strictObject({ unitPriceCents: wholeCentsField.nullable(), taxRateBasisPoints: rateBasisPointsField.nullable() }),
});

export const paymentRecord: RecordType<PaymentRecordState, PaymentCommand, PaymentEvent, PaymentAction> = {
  category: 'payment',
  noun: 'payment',
  decider: paymentDecider,
  exists: (state) => state.status !== 'none',
  create: creation({ ...createPaymentRequestShape, references: paymentReferences }, (paymentId, body, metadata) => ({
    type: 'CreatePayment',
    data: {
      paymentId,
      subscriptionId: body.subscriptionId,
      subscription: body.references.subscription,
      prices: body.references.prices,
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
      quantity: body.quantity ?? 1,
    },
    metadata,
  })),
  actions: {
    pay: action({ cardType: catalogIdField(cardTypes, 'a card type') }, (paymentId, body, metadata) => ({
      type: 'PayPayment',
      data: { paymentId, cardType: body.cardType },
      metadata,
    })),
    void: action({ reason: reasonField(MAX_PAYMENT_VOID_REASON_LENGTH) }, (paymentId, body, metadata) => ({
      type: 'VoidPayment',
      data: { paymentId, reason: body.reason || null },
      metadata,
    })),
  },
  factsOf: (state) => (state.status === 'none' ? {} : { patientId: state.patientId, userId: state.userId, createdBy: state.createdBy }),
  factsOfCreation: (command) => {
    if (command.type !== 'CreatePayment') return {};
    const { subscription } = command.data;
    return { patientId: subscription?.patientId ?? null, userId: subscription?.userId ?? null, createdBy: command.metadata.actorId };
  },
};
