import { assertNever } from '../shared/decider';
import type { TaxRateEvent } from './events';

export interface NoTaxRate {
  status: 'none';
}

export interface DefinedTaxRate {
  status: 'defined';
  taxRateId: string;
  name: string;
  rateBasisPoints: number;
  createdBy: string;
}

export type TaxRateState = NoTaxRate | DefinedTaxRate;

export const initialTaxRateState = (): TaxRateState => ({ status: 'none' });

export const evolveTaxRate = (state: TaxRateState, event: TaxRateEvent): TaxRateState => {
  switch (event.type) {
    case 'TaxRateCreated':
      return { status: 'defined', ...event.data };
    case 'TaxRateChanged':
      return state.status === 'none' ? state : { ...state, rateBasisPoints: event.data.rateBasisPoints };
    default:
      return assertNever(event);
  }
};
