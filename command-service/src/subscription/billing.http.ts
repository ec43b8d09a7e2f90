import {
  cardBatchRecord,
  createPaymentRequestShape,
  openCardBatchRequestShape,
  paymentRecord,
  productRecord,
  subscribeRequestShape,
  subscriptionRecord,
  taxRateRecord,
} from '@careledger/domain';
import { z } from 'zod';
import { recordCommandsHttp } from '../record/record-commands.http';
import { cardBatchReferences, paymentReferences, subscriptionReferences } from './billing-references';
import { paymentIdFor } from './payment-id';
import { referencedCreation } from './referenced-create/referenced-creation';
import { referencedRecordHttp } from './referenced-record.http';

export const ProductCommandsHttp = recordCommandsHttp(productRecord, { resource: 'products', tag: 'subscriptions' });

export const TaxRateCommandsHttp = recordCommandsHttp(taxRateRecord, { resource: 'tax-rates', tag: 'subscriptions' });

export const SubscriptionCommandsHttp = referencedRecordHttp(
  subscriptionRecord,
  { resource: 'subscriptions', tag: 'subscriptions', name: 'SubscriptionCommandsHttp' },
  referencedCreation({ request: z.strictObject(subscribeRequestShape), references: subscriptionReferences }),
);

export const PaymentCommandsHttp = referencedRecordHttp(
  paymentRecord,
  { resource: 'payments', tag: 'subscriptions', name: 'PaymentCommandsHttp' },
  referencedCreation({
    request: z.strictObject(createPaymentRequestShape),
    references: paymentReferences,
    recordIdOf: (request) => paymentIdFor(request.subscriptionId, request.periodStart),
  }),
);

export const CardBatchCommandsHttp = referencedRecordHttp(
  cardBatchRecord,
  { resource: 'card-batches', tag: 'subscriptions', name: 'CardBatchCommandsHttp' },
  referencedCreation({ request: z.strictObject(openCardBatchRequestShape), references: cardBatchReferences }),
);
