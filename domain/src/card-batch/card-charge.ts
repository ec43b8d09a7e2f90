import type { Event } from '../shared/event';
import type { CardBatchState } from './state';

/**
 * A card charge's claim stream, one per payment. The store appends to one stream atomically, so
 * a batch cannot take its charges in its own event: before a batch opens, each of its charges is
 * claimed for it at the version read, so two batches racing for one charge cannot both win it.
 * A claim holds for good once its batch exists (settled collects the charge, voided voids it);
 * it is released when the batch is refused after all.
 */
export const CARD_CHARGE_STREAM_CATEGORY = 'cardcharge';
export const cardChargeStreamId = (paymentId: string): string => `${CARD_CHARGE_STREAM_CATEGORY}-${paymentId}`;

interface CardChargeClaim {
  paymentId: string;
  cardBatchId: string;
}

export type CardChargeClaimed = Event<'CardChargeClaimed', CardChargeClaim>;
export type CardChargeReleased = Event<'CardChargeReleased', CardChargeClaim>;
export type CardChargeEvent = CardChargeClaimed | CardChargeReleased;
export const cardChargeEventTypes: readonly CardChargeEvent['type'][] = ['CardChargeClaimed', 'CardChargeReleased'];

/**
 * How long a claim whose batch does not exist yet counts as a batch being opened. Past it, the
 * opening died between claim and batch (a crash): the charge is free again.
 */
export const CLAIM_IN_FLIGHT_MS = 5 * 60_000;

/** The batch the charge's last claim names, unless that claim was released. */
export const claimantOf = (events: readonly CardChargeEvent[]): string | null => {
  const last = events.at(-1);
  return last?.type === 'CardChargeClaimed' ? last.data.cardBatchId : null;
};

/** Whether the claimant's claim holds: its batch exists, or is still being opened. */
export const claimHolds = (batch: CardBatchState, claimAgeMs: number): boolean => batch.status !== 'none' || claimAgeMs < CLAIM_IN_FLIGHT_MS;
