import {
  knownCatalogId,
  paymentStates,
  type CardBatchAnswer,
  type PaymentAnswer,
  type ProductAnswer,
  type SubscriptionAnswer,
  type TaxRateAnswer,
} from '@careledger/domain';
import type { Unnamed } from '../names/display-names';
import type { BillingStamps, CardBatchRow, DriverInstant, PaymentRow, ProductRow, SubscriptionRow, TaxRateRow } from '@careledger/storage';

/** Instants as ISO text; calendar dates are selected as text so no time zone shifts them. */
const iso = (value: Date | string): string => new Date(value).toISOString();

type Stamps = Omit<BillingStamps<DriverInstant>, 'last_position'>;

const stamps = (record: Stamps) => ({ version: Number(record.version), createdAt: iso(record.created_at), updatedAt: iso(record.updated_at) });

export type ProductRecord = Omit<ProductRow<DriverInstant>, 'created_by' | 'last_position'>;
export const PRODUCT_COLUMNS = 'id, membership_code, name, unit_price_cents, unit_of_measure, active, version, created_at, updated_at';
export const toProductView = (record: ProductRecord): ProductAnswer => ({
  id: record.id,
  membershipCode: record.membership_code,
  name: record.name,
  unitPriceCents: Number(record.unit_price_cents),
  unitOfMeasure: Number(record.unit_of_measure),
  active: record.active,
  ...stamps(record),
});

export type TaxRateRecord = Omit<TaxRateRow<DriverInstant>, 'created_by' | 'last_position'>;
export const TAX_RATE_COLUMNS = 'id, name, rate_basis_points, version, created_at, updated_at';
export const toTaxRateView = (record: TaxRateRecord): TaxRateAnswer => ({ id: record.id, name: record.name, rateBasisPoints: Number(record.rate_basis_points), ...stamps(record) });

export type SubscriptionRecord = Omit<SubscriptionRow<DriverInstant>, 'last_position'>;
export const SUBSCRIPTION_COLUMNS =
  'id, patient_id, user_id, product_id, membership_code, unit_price_cents, unit_of_measure, tax_rate_id, tax_rate_basis_points, billing_frequency, collection_mode, card_type, recurrence, rounding_rule, rounding_increment_cents, start_date::text AS start_date, status, cancelled_from::text AS cancelled_from, cancel_reason, subscribed_by, version, created_at, updated_at';
/** The ids a subscription names, and what each points at. */
export const SUBSCRIPTION_NAMES = { patientId: 'patient', userId: 'user', subscribedBy: 'user' } as const;
export type SubscriptionView = Unnamed<SubscriptionAnswer, typeof SUBSCRIPTION_NAMES>;

export const toSubscriptionView = (record: SubscriptionRecord): SubscriptionView => ({
  id: record.id,
  patientId: record.patient_id,
  userId: record.user_id,
  productId: record.product_id,
  membershipCode: record.membership_code,
  unitPriceCents: Number(record.unit_price_cents),
  unitOfMeasure: Number(record.unit_of_measure),
  taxRateId: record.tax_rate_id,
  taxRateBasisPoints: Number(record.tax_rate_basis_points),
  billingFrequency: Number(record.billing_frequency),
  collectionMode: record.collection_mode,
  cardType: record.card_type,
  recurrence: Number(record.recurrence),
  roundingRule: Number(record.rounding_rule),
  roundingIncrementCents: Number(record.rounding_increment_cents),
  startDate: record.start_date,
  status: record.status,
  cancelledFrom: record.cancelled_from,
  cancelReason: record.cancel_reason,
  subscribedBy: record.subscribed_by,
  ...stamps(record),
});

export type PaymentRecord = Omit<PaymentRow<DriverInstant>, 'batch_outcome' | 'created_by' | 'last_position'>;
export const PAYMENT_COLUMNS =
  'id, subscription_id, patient_id, user_id, period_start::text AS period_start, period_end::text AS period_end, quantity, unit_price_cents, tax_rate_basis_points, amount_cents, tax_cents, total_cents, collection_mode, card_type, state, own_state, card_batch_id, version, created_at, updated_at';
/** The ids a payment names, and what each points at. */
export const PAYMENT_NAMES = { patientId: 'patient', userId: 'user' } as const;
export type PaymentView = Unnamed<PaymentAnswer, typeof PAYMENT_NAMES>;

export const toPaymentView = (record: PaymentRecord): PaymentView => ({
  id: record.id,
  subscriptionId: record.subscription_id,
  patientId: record.patient_id,
  userId: record.user_id,
  periodStart: record.period_start,
  periodEnd: record.period_end,
  quantity: Number(record.quantity),
  unitPriceCents: Number(record.unit_price_cents),
  taxRateBasisPoints: Number(record.tax_rate_basis_points),
  amountCents: Number(record.amount_cents),
  taxCents: Number(record.tax_cents),
  totalCents: Number(record.total_cents),
  collectionMode: record.collection_mode,
  cardType: record.card_type,
  /** The effective state (UNPAID 0, PAID 1, VOIDED 2): a card charge takes its batch's outcome. */
  status: knownCatalogId(paymentStates, Number(record.state)),
  /** The state of the payment's own stream, for whoever must tell the two apart. */
  ownStatus: knownCatalogId(paymentStates, Number(record.own_state)),
  cardBatchId: record.card_batch_id,
  ...stamps(record),
});

export type CardBatchRecord = Omit<CardBatchRow<DriverInstant>, 'last_position'>;
export const CARD_BATCH_COLUMNS = 'id, status, payment_ids, payment_count, total_cents, opened_by, void_reason, version, created_at, updated_at';
export const toCardBatchView = (record: CardBatchRecord): CardBatchAnswer => ({
  id: record.id,
  status: record.status,
  paymentIds: record.payment_ids,
  paymentCount: Number(record.payment_count),
  totalCents: Number(record.total_cents),
  openedBy: record.opened_by,
  voidReason: record.void_reason,
  ...stamps(record),
});
