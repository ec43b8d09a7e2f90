import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

export const paymentStates = [
  { id: 0, key: 'UNPAID', label: 'Unpaid', translationKey: 'paymentState.unpaid' },
  { id: 1, key: 'PAID', label: 'Paid', translationKey: 'paymentState.paid' },
  { id: 2, key: 'VOIDED', label: 'Voided', translationKey: 'paymentState.voided' },
] as const satisfies readonly CatalogEntry<number>[];

export const PaymentState = idsByKey(paymentStates);
export type PaymentStateId = IdOf<typeof paymentStates>;

export const cardBatchActions = [
  { id: 'void', key: 'VOID', label: 'Void', translationKey: 'cardBatchAction.void' },
  { id: 'settle', key: 'SETTLE', label: 'Settle', translationKey: 'cardBatchAction.settle' },
] as const satisfies readonly CatalogEntry<string>[];

export const CardBatchAction = idsByKey(cardBatchActions);
export type CardBatchActionId = IdOf<typeof cardBatchActions>;

/** The id is the brand name as the payment processor spells it. */
export const cardTypes = [
  { id: 'VISA', key: 'VISA', label: 'Visa', translationKey: 'cardType.visa' },
  { id: 'VISA DEBIT', key: 'VISA_DEBIT', label: 'Visa Debit', translationKey: 'cardType.visaDebit' },
  { id: 'MASTERCARD', key: 'MASTERCARD', label: 'Mastercard', translationKey: 'cardType.mastercard' },
  { id: 'DEBIT MASTERCARD', key: 'DEBIT_MASTERCARD', label: 'Debit Mastercard', translationKey: 'cardType.debitMastercard' },
  { id: 'AMERICAN EXPRESS', key: 'AMERICAN_EXPRESS', label: 'American Express', translationKey: 'cardType.americanExpress' },
  { id: 'DISCOVER', key: 'DISCOVER', label: 'Discover', translationKey: 'cardType.discover' },
  { id: 'DINERS', key: 'DINERS', label: 'Diners Club', translationKey: 'cardType.diners' },
  { id: 'JCB', key: 'JCB', label: 'JCB', translationKey: 'cardType.jcb' },
] as const satisfies readonly CatalogEntry<string>[];

export const CardType = idsByKey(cardTypes);
export type CardTypeId = IdOf<typeof cardTypes>;

export const paymentCollectionModes = [
  { id: 'send_invoice', key: 'SEND_INVOICE', label: 'Send an invoice', translationKey: 'paymentCollection.sendInvoice' },
  { id: 'charge_automatically', key: 'CHARGE_AUTOMATICALLY', label: 'Charge automatically', translationKey: 'paymentCollection.chargeAutomatically' },
] as const satisfies readonly CatalogEntry<string>[];

export const PaymentCollectionMode = idsByKey(paymentCollectionModes);
export type PaymentCollectionModeId = IdOf<typeof paymentCollectionModes>;
