import type { CardBatchStatus, CardTypeId, PaymentCollectionModeId, SubscriptionStatus } from '@careledger/domain';
import type { DriverInstant } from './instant';

/** Where the stream stands after the row's last event: every billing row carries these. */
export interface BillingStamps<Instant extends DriverInstant = string> {
  version: number;
  created_at: Instant;
  updated_at: Instant;
  last_position: number;
}

/** One row of `products`, the price list. */
export interface ProductRow<Instant extends DriverInstant = string> extends BillingStamps<Instant> {
  id: string;
  membership_code: string;
  name: string;
  unit_price_cents: number;
  unit_of_measure: number;
  active: boolean;
  created_by: string;
}

/** One row of `tax_rates`. */
export interface TaxRateRow<Instant extends DriverInstant = string> extends BillingStamps<Instant> {
  id: string;
  name: string;
  rate_basis_points: number;
  created_by: string;
}

/** One row of `subscriptions`; dates are calendar dates, YYYY-MM-DD. */
export interface SubscriptionRow<Instant extends DriverInstant = string> extends BillingStamps<Instant> {
  id: string;
  patient_id: string | null;
  user_id: string | null;
  product_id: string;
  membership_code: string;
  unit_price_cents: number;
  unit_of_measure: number;
  tax_rate_id: string;
  tax_rate_basis_points: number;
  billing_frequency: number;
  collection_mode: PaymentCollectionModeId;
  card_type: CardTypeId | null;
  recurrence: number;
  rounding_rule: number;
  rounding_increment_cents: number;
  start_date: string;
  status: SubscriptionStatus;
  cancelled_from: string | null;
  cancel_reason: string | null;
  subscribed_by: string;
}

/** One row of `payments`; `quantity` is `numeric`, which a driver may hand back as text. */
export interface PaymentRow<Instant extends DriverInstant = string> extends BillingStamps<Instant> {
  id: string;
  subscription_id: string;
  patient_id: string | null;
  user_id: string | null;
  period_start: string;
  period_end: string;
  quantity: number | string;
  unit_price_cents: number;
  tax_rate_basis_points: number;
  amount_cents: number;
  tax_cents: number;
  total_cents: number;
  collection_mode: PaymentCollectionModeId;
  card_type: CardTypeId | null;
  /** The payment's own stream: UNPAID 0, PAID 1, VOIDED 2. */
  own_state: number;
  /** What people see (`effectivePaymentState`): the own state, or the outcome of its card batch. */
  state: number;
  card_batch_id: string | null;
  /** 'settled' or 'voided' once the card batch covering it closed; the first outcome stands. */
  batch_outcome: Exclude<CardBatchStatus, 'open'> | null;
  created_by: string;
}

/** One row of `card_batches`. */
export interface CardBatchRow<Instant extends DriverInstant = string> extends BillingStamps<Instant> {
  id: string;
  status: CardBatchStatus;
  payment_ids: string[];
  payment_count: number;
  total_cents: number;
  opened_by: string;
  void_reason: string | null;
}
