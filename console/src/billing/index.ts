// Billing is a route screen (`Billing`), loaded lazily by the router straight from its file.
export { CardBatchActions } from './CardBatchActions';
export { availableCardBatchActions, billingTabsFor } from './policy';
export { billingKeys } from './queries';
export { useMoney, BILLING_CURRENCY } from './money';
