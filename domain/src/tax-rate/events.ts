import type { Event } from '../shared/event';

export const TAX_RATE_STREAM_CATEGORY = 'taxrate';
export const taxRateStreamId = (taxRateId: string): string => `${TAX_RATE_STREAM_CATEGORY}-${taxRateId}`;

interface TaxRateRef {
  taxRateId: string;
}

/** Rates are integer basis points: 1300 is 13.00 %, so no rate is ever a float. */
export type TaxRateCreated = Event<'TaxRateCreated', TaxRateRef & { name: string; rateBasisPoints: number; createdBy: string }>;
/** Applies to every period billed from the day it changes, of new and existing subscriptions alike. */
export type TaxRateChanged = Event<'TaxRateChanged', TaxRateRef & { rateBasisPoints: number; previousRateBasisPoints: number }>;

export type TaxRateEvent = TaxRateCreated | TaxRateChanged;

export type TaxRateEventType = TaxRateEvent['type'];

export const taxRateEventTypes: readonly TaxRateEventType[] = ['TaxRateCreated', 'TaxRateChanged'];

export const isTaxRateEvent = (event: Event): event is TaxRateEvent => taxRateEventTypes.includes(event.type as TaxRateEventType);
