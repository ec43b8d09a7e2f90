import { assertNever } from '../shared/decider';
import type { Subscribed, SubscriptionEvent } from './events';

export interface NoSubscription {
  status: 'none';
}

type SubscriptionFields = Subscribed['data'];

export interface ActiveSubscription extends SubscriptionFields {
  status: 'active';
}

export interface CancelledSubscription extends SubscriptionFields {
  status: 'cancelled';
  /** The first day no longer billed. */
  cancelledFrom: string;
}

export type ExistingSubscription = ActiveSubscription | CancelledSubscription;
export type SubscriptionState = NoSubscription | ExistingSubscription;

export const initialSubscriptionState = (): SubscriptionState => ({ status: 'none' });

export const evolveSubscription = (state: SubscriptionState, event: SubscriptionEvent): SubscriptionState => {
  switch (event.type) {
    case 'Subscribed':
      return { status: 'active', ...event.data };
    case 'SubscriptionCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled', cancelledFrom: event.data.effectiveDate };
    default:
      return assertNever(event);
  }
};
