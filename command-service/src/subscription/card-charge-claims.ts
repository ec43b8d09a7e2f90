import {
  cardBatchDecider,
  cardBatchStreamId,
  cardChargeStreamId,
  claimantOf,
  claimHolds,
  type CardChargeEvent,
  type EventMetadata,
} from '@careledger/domain';
import { WrongExpectedVersion, type EventStore } from '@careledger/storage';
import { stateOf } from './billing-references';

/** Who holds a payment's charge, as read at one version of its claim stream. */
export interface ChargeHold {
  paymentId: string;
  /** The card batch whose claim holds; null when the charge is free. */
  heldBy: string | null;
  version: number;
}

export const chargeHoldOf = async (store: EventStore, paymentId: string, now: Date): Promise<ChargeHold> => {
  const events = await store.readStream(cardChargeStreamId(paymentId));
  const version = events.length - 1;
  const claimant = claimantOf(events as unknown as CardChargeEvent[]);
  const claimedAt = events.at(-1)?.recordedAt;
  if (claimant === null || claimedAt === undefined) return { paymentId, heldBy: null, version };
  const batch = await stateOf(store, cardBatchDecider, cardBatchStreamId(claimant));
  return { paymentId, heldBy: claimHolds(batch, now.getTime() - claimedAt.getTime()) ? claimant : null, version };
};

const appendClaimEvent = (store: EventStore, type: CardChargeEvent['type'], cardBatchId: string, paymentId: string, metadata: EventMetadata, expected: number | 'any') =>
  store.append(cardChargeStreamId(paymentId), [{ type, data: { paymentId, cardBatchId }, metadata }], expected === -1 ? 'no_stream' : expected);

/** Claims each free charge at the version it was read at: a charge claimed meanwhile by another batch is taken. */
export const claimCharges = async (store: EventStore, cardBatchId: string, holds: readonly ChargeHold[], metadata: EventMetadata) => {
  const won = await Promise.all(
    holds.map(async ({ paymentId, version }) => {
      try {
        await appendClaimEvent(store, 'CardChargeClaimed', cardBatchId, paymentId, metadata, version);
        return true;
      } catch (error) {
        if (error instanceof WrongExpectedVersion) return false;
        throw error;
      }
    }),
  );
  return {
    won: holds.filter((_, index) => won[index]).map((hold) => hold.paymentId),
    taken: holds.filter((_, index) => !won[index]).map((hold) => hold.paymentId),
  };
};

/** Lets go of the charges a batch claimed but will not open with. */
export const releaseCharges = async (store: EventStore, cardBatchId: string, paymentIds: readonly string[], metadata: EventMetadata): Promise<void> => {
  await Promise.all(paymentIds.map((paymentId) => appendClaimEvent(store, 'CardChargeReleased', cardBatchId, paymentId, metadata, 'any')));
};
