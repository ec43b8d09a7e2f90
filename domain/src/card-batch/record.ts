import { z } from 'zod';
import { cardTypes, paymentCollectionModes, paymentStates, type CardBatchActionId } from '../catalog/payments';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import { catalogIdField, reasonField, uuidField, wholeCentsField } from '../subscription/fields';
import { MAX_BATCH_VOID_REASON_LENGTH, MAX_PAYMENTS_PER_BATCH, type CardBatchCommand } from './commands';
import { cardBatchDecider } from './decider';
import type { CardBatchEvent } from './events';
import type { CardBatchState } from './state';

/** What a client sends to open a card batch. */
export const openCardBatchRequestShape = {
  paymentIds: z
    .array(uuidField, { error: ruleMessage('must be a list of payment ids') })
    .min(1, { error: 'must name at least one payment' })
    .max(MAX_PAYMENTS_PER_BATCH, { error: `must name at most ${MAX_PAYMENTS_PER_BATCH} payments` })
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { error: 'must not name a payment twice' }),
};

/** What the command edge adds after reading each payment's stream (a client never sends this field). */
export const cardBatchReferences = z.strictObject({
  payments: z.array(
    z.strictObject({
      paymentId: uuidField,
      payment: z
        .strictObject({
          state: catalogIdField(paymentStates, 'a payment state'),
          collectionMode: catalogIdField(paymentCollectionModes, 'a collection mode'),
          cardType: catalogIdField(cardTypes, 'a card type').nullable(),
          totalCents: wholeCentsField,
          heldBy: uuidField.nullable(),
        })
        .nullable(),
    }),
  ),
});

/** Card batches are the back office's: the policy needs no facts of them. */
export const cardBatchRecord: RecordType<CardBatchState, CardBatchCommand, CardBatchEvent, CardBatchActionId> = {
  category: 'cardbatch',
  noun: 'card batch',
  decider: cardBatchDecider,
  exists: (state) => state.status !== 'none',
  create: creation({ ...openCardBatchRequestShape, references: cardBatchReferences }, (cardBatchId, body, metadata) => ({
    type: 'OpenCardBatch',
    data: {
      cardBatchId,
      payments: body.paymentIds.map((paymentId) => ({
        paymentId,
        payment: body.references.payments.find((loaded) => loaded.paymentId === paymentId)?.payment ?? null,
      })),
    },
    metadata,
  })),
  actions: {
    settle: action({}, (cardBatchId, _body, metadata) => ({ type: 'SettleCardBatch', data: { cardBatchId }, metadata })),
    void: action({ reason: reasonField(MAX_BATCH_VOID_REASON_LENGTH) }, (cardBatchId, body, metadata) => ({
      type: 'VoidCardBatch',
      data: { cardBatchId, reason: body.reason || null },
      metadata,
    })),
  },
  factsOf: () => ({}),
  factsOfCreation: () => ({}),
};
