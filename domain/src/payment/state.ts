import { PaymentState as PaymentStateIds, type CardTypeId, type PaymentStateId } from '../catalog/payments';
import { assertNever } from '../shared/decider';
import type { PaymentCreated, PaymentEvent } from './events';

export interface NoPayment {
  status: 'none';
}

type PaymentFields = PaymentCreated['data'];

export interface UnpaidPayment extends PaymentFields {
  status: 'unpaid';
}

export interface PaidPayment extends PaymentFields {
  status: 'paid';
  paidWith: CardTypeId;
}

export interface VoidedPayment extends PaymentFields {
  status: 'voided';
}

export type ExistingPayment = UnpaidPayment | PaidPayment | VoidedPayment;
export type PaymentRecordState = NoPayment | ExistingPayment;

export const initialPaymentState = (): PaymentRecordState => ({ status: 'none' });

/** The catalog id of a payment's own state (SPEC.md: UNPAID 0, PAID 1, VOIDED 2). */
export const paymentStateIdOf = (payment: ExistingPayment): PaymentStateId => {
  switch (payment.status) {
    case 'unpaid':
      return PaymentStateIds.UNPAID;
    case 'paid':
      return PaymentStateIds.PAID;
    case 'voided':
      return PaymentStateIds.VOIDED;
    default:
      return assertNever(payment);
  }
};

const onUnpaid = (state: PaymentRecordState, change: (payment: UnpaidPayment) => ExistingPayment): PaymentRecordState =>
  state.status === 'unpaid' ? change(state) : state;

export const evolvePayment = (state: PaymentRecordState, event: PaymentEvent): PaymentRecordState => {
  switch (event.type) {
    case 'PaymentCreated':
      return { status: 'unpaid', ...event.data };
    case 'PaymentPaid':
      return onUnpaid(state, (payment) => ({ ...payment, status: 'paid', paidWith: event.data.cardType }));
    case 'PaymentVoided':
      return onUnpaid(state, (payment) => ({ ...payment, status: 'voided' }));
    default:
      return assertNever(event);
  }
};
