import { loadRows, upsertRows, type CardBatchRow, type PaymentRow, type ProductRow, type SqlExecutor, type SubscriptionRow, type TaxRateRow } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
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
} from './billing-rows';
import { BILLING_SCHEMA_VERSION, billingTables } from './billing-tables';

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

/** One table whose rows each stream folds into alone: load the touched rows, fold, write each once. */
const project = async <Row extends { id: string }, Event>(
  tx: SqlExecutor,
  table: string,
  events: readonly Event[],
  idOf: (event: Event) => string,
  evolve: (row: Row | null, event: Event) => Row | null,
): Promise<void> => {
  const stored = await loadRows<Row>(tx, table, ['id', 'uuid'], unique(events.map(idOf)));
  const changed = foldRows(byKey(stored, (row) => row.id), events, idOf, evolve);
  await upsertRows<Row>(tx, table, [...changed.values()], { conflict: ['id'] });
};

/**
 * The billing read model: the price list, tax rates, subscriptions, payments and card batches.
 * A card charge stays UNPAID in its own stream; the batch that settles or voids it is folded
 * into the payment's row, so `payments.state` is the effective state people see.
 */
export const billingProjector: Projector<Table> = {
  name: 'billing',
  version: BILLING_SCHEMA_VERSION,
  tables: ['products', 'tax_rates', 'subscriptions', 'payments', 'card_batches'],
  createTables: billingTables,
  handles: isBillingEventType,
  async apply(tx, events, tables) {
    const billing = events.filter(isRecordedBillingEvent);
    await project<ProductRow, RecordedProductEvent>(tx, tables.products, billing.filter(isProduct), (event) => event.data.productId, evolveProduct);
    await project<TaxRateRow, RecordedTaxRateEvent>(tx, tables.tax_rates, billing.filter(isTaxRate), (event) => event.data.taxRateId, evolveTaxRate);
    await project<SubscriptionRow, RecordedSubscriptionEvent>(tx, tables.subscriptions, billing.filter(isSubscription), (event) => event.data.subscriptionId, evolveSubscription);
    await project<CardBatchRow, RecordedCardBatchEvent>(tx, tables.card_batches, billing.filter(isCardBatch), (event) => event.data.cardBatchId, evolveCardBatch);
    // Payments and the batches covering them, in store order: a batch only covers payments created before it.
    const paymentSide = billing.filter((event) => isPayment(event) || isCardBatch(event)) as (RecordedPaymentEvent | RecordedCardBatchEvent)[];
    const paymentIds = unique(paymentSide.flatMap((event) => (isPayment(event) ? [event.data.paymentId] : paymentIdsOf(event))));
    const storedPayments = byKey(await loadRows<PaymentRow>(tx, tables.payments, ['id', 'uuid'], paymentIds), (row) => row.id);
    const changed = new Map<string, PaymentRow>();
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
    await upsertRows(tx, tables.payments, [...changed.values()], { conflict: ['id'] });
  },
};
