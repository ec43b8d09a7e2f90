import {
  cardBatchRecord,
  createPaymentRequestShape,
  openCardBatchRequestShape,
  paymentRecord,
  productRecord,
  subscribeRequestShape,
  subscriptionRecord,
  taxRateRecord,
  type AnyRecordType,
} from '@careledger/domain';
import { z } from 'zod';
import type { Actor } from '@careledger/http';
import { recordCommandsHttp } from '../record/record-commands.http';
import { paymentReferences, subscriptionReferences } from './billing-references';
import { OpenCardBatchCommand } from './open-card-batch/open-card-batch.command';
import { paymentIdFor } from './payment-id';
import { ReferencedCreateCommand } from './referenced-create/referenced-create.command';
import { referencedCreation, type ReferencedCreation } from './referenced-create/referenced-creation';
import { referencedRecordHttp } from './referenced-record.http';

export const ProductCommandsHttp = recordCommandsHttp(productRecord, { resource: 'products', tag: 'subscriptions' });

export const TaxRateCommandsHttp = recordCommandsHttp(taxRateRecord, { resource: 'tax-rates', tag: 'subscriptions' });

/** Created by reading the records it refers to, then through the generic record handler. */
const readThenCreate = (recordType: AnyRecordType, creation: ReferencedCreation) => ({
  request: creation.request,
  command: (actor: Actor, body: unknown) => new ReferencedCreateCommand(recordType, creation, actor, body),
});

export const SubscriptionCommandsHttp = referencedRecordHttp(
  subscriptionRecord,
  { resource: 'subscriptions', tag: 'subscriptions', name: 'SubscriptionCommandsHttp' },
  readThenCreate(subscriptionRecord, referencedCreation({ request: z.strictObject(subscribeRequestShape), references: subscriptionReferences })),
);

export const PaymentCommandsHttp = referencedRecordHttp(
  paymentRecord,
  { resource: 'payments', tag: 'subscriptions', name: 'PaymentCommandsHttp' },
  readThenCreate(
    paymentRecord,
    referencedCreation({
      request: z.strictObject(createPaymentRequestShape),
      references: paymentReferences,
      recordIdOf: (request) => paymentIdFor(request.subscriptionId, request.periodStart),
    }),
  ),
);

export const CardBatchCommandsHttp = referencedRecordHttp(
  cardBatchRecord,
  { resource: 'card-batches', tag: 'subscriptions', name: 'CardBatchCommandsHttp' },
  { request: z.strictObject(openCardBatchRequestShape), command: (actor, body) => new OpenCardBatchCommand(actor, body) },
);
