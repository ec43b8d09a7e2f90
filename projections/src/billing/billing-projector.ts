import type { Projector } from '../engine/projector';
import {
  isBillingEventType,
  isRecordedBillingEvent,
  type RecordedBillingEvent,
  type RecordedCardBatchEvent,
  type RecordedPaymentEvent,
  type RecordedProductEvent,
  type RecordedSubscriptionEvent,
  type RecordedTaxRateEvent,
} from './billing-events';
import {
  evolveCardBatch,
  evolvePayment,
  evolvePaymentInBatch,
  evolveProduct,
  evolveSubscription,
  evolveTaxRate,
  paymentIdsOf,
  type CardBatchRecord,
  type PaymentRecord,
  type ProductRecord,
  type SubscriptionRecord,
  type TaxRateRecord,
} from './billing-rows';
import { billingTables } from './billing-tables';
import { foldRows, loadRows, upsertRows } from './billing-writer';

type Table = 'products' | 'tax_rates' | 'subscriptions' | 'payments' | 'card_batches';

const ofTypes =
  <Event extends RecordedBillingEvent>(types: readonly string[]) =>
  (event: RecordedBillingEvent): event is Event =>
    types.includes(event.type);

const isProduct = ofTypes<RecordedProductEvent>(['ProductCreated', 'ProductPriceChanged', 'ProductRetired']);
const isTaxRate = ofTypes<RecordedTaxRateEvent>(['TaxRateCreated', 'TaxRateChanged']);
const isSubscription = ofTypes<RecordedSubscriptionEvent>(['Subscribed', 'SubscriptionCancelled']);
const isPayment = ofTypes<RecordedPaymentEvent>(['PaymentCreated', 'PaymentPaid', 'PaymentVoided']);
const isCardBatch = ofTypes<RecordedCardBatchEvent>(['CardBatchOpened', 'CardBatchSettled', 'CardBatchVoided']);

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/**
 * The billing read model: the price list, tax rates, subscriptions, payments and card batches.
 * A card charge stays UNPAID in its own stream; the batch that settles or voids it is folded
 * into the payment's row, so `payments.state` is the effective state people see.
 */
export const billingProjector: Projector<Table> = {
  name: 'billing',
  version: 1,
  tables: ['products', 'tax_rates', 'subscriptions', 'payments', 'card_batches'],
  createTables: billingTables,
  handles: isBillingEventType,
  async apply(tx, events, tables) {
    const billing = events.filter(isRecordedBillingEvent);
    const products = billing.filter(isProduct);
    const storedProducts = await loadRows<ProductRecord>(tx, tables.products, unique(products.map((event) => event.data.productId)));
    await upsertRows(tx, tables.products, [...foldRows(storedProducts, products, (event) => event.data.productId, evolveProduct).values()]);

    const taxRates = billing.filter(isTaxRate);
    const storedRates = await loadRows<TaxRateRecord>(tx, tables.tax_rates, unique(taxRates.map((event) => event.data.taxRateId)));
    await upsertRows(tx, tables.tax_rates, [...foldRows(storedRates, taxRates, (event) => event.data.taxRateId, evolveTaxRate).values()]);

    const subscriptions = billing.filter(isSubscription);
    const storedSubscriptions = await loadRows<SubscriptionRecord>(tx, tables.subscriptions, unique(subscriptions.map((event) => event.data.subscriptionId)));
    await upsertRows(tx, tables.subscriptions, [...foldRows(storedSubscriptions, subscriptions, (event) => event.data.subscriptionId, evolveSubscription).values()]);

    const batches = billing.filter(isCardBatch);
    const storedBatches = await loadRows<CardBatchRecord>(tx, tables.card_batches, unique(batches.map((event) => event.data.cardBatchId)));
    await upsertRows(tx, tables.card_batches, [...foldRows(storedBatches, batches, (event) => event.data.cardBatchId, evolveCardBatch).values()]);

    // Payments and the batches covering them, in store order: a batch only covers payments created before it.
    const paymentSide = billing.filter((event) => isPayment(event) || isCardBatch(event)) as (RecordedPaymentEvent | RecordedCardBatchEvent)[];
    const paymentIds = unique(paymentSide.flatMap((event) => (isPayment(event) ? [event.data.paymentId] : paymentIdsOf(event))));
    const storedPayments = await loadRows<PaymentRecord>(tx, tables.payments, paymentIds);
    const changed = new Map<string, PaymentRecord>();
    for (const event of paymentSide) {
      if (isPayment(event)) {
        foldRows(storedPayments, [event], (payment) => payment.data.paymentId, evolvePayment, changed);
        continue;
      }
      // A batch naming a payment this read model never saw skips it rather than fail.
      for (const id of paymentIdsOf(event)) {
        const before = changed.get(id) ?? storedPayments.get(id);
        const after = before && evolvePaymentInBatch(before, event);
        if (after && after !== before) changed.set(id, after);
      }
    }
    await upsertRows(tx, tables.payments, [...changed.values()]);
  },
};
