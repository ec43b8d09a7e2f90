import { assertNever } from '../shared/decider';
import type { BatchedPayment, CardBatchEvent } from './events';

export interface NoCardBatch {
  status: 'none';
}

interface CardBatchFields {
  cardBatchId: string;
  payments: BatchedPayment[];
  totalCents: number;
  openedBy: string;
}

export interface OpenCardBatchState extends CardBatchFields {
  status: 'open';
}

export interface SettledCardBatch extends CardBatchFields {
  status: 'settled';
}

export interface VoidedCardBatch extends CardBatchFields {
  status: 'voided';
}

export type ExistingCardBatch = OpenCardBatchState | SettledCardBatch | VoidedCardBatch;
export type CardBatchState = NoCardBatch | ExistingCardBatch;

export const initialCardBatchState = (): CardBatchState => ({ status: 'none' });

export const evolveCardBatch = (state: CardBatchState, event: CardBatchEvent): CardBatchState => {
  switch (event.type) {
    case 'CardBatchOpened':
      return { status: 'open', ...event.data };
    case 'CardBatchSettled':
      return state.status === 'open' ? { ...state, status: 'settled' } : state;
    case 'CardBatchVoided':
      return state.status === 'open' ? { ...state, status: 'voided' } : state;
    default:
      return assertNever(event);
  }
};
