import type { CardTypeId, PaymentCollectionModeId, PaymentStateId } from '../catalog/payments';
import type { Command } from '../shared/command';

interface CardBatchRef {
  cardBatchId: string;
}

export const MAX_PAYMENTS_PER_BATCH = 500;
export const MAX_BATCH_VOID_REASON_LENGTH = 500;

/** A payment as the command edge read it from its stream (its own state, without batches). */
export interface PaymentReference {
  state: PaymentStateId;
  collectionMode: PaymentCollectionModeId;
  cardType: CardTypeId | null;
  totalCents: number;
  /** The card batch that holds its charge already (see card-charge.ts); null when none does. */
  heldBy: string | null;
}

export type OpenCardBatch = Command<
  'OpenCardBatch',
  CardBatchRef & {
    /** In the order given; `payment` is null when no such payment exists. */
    payments: { paymentId: string; payment: PaymentReference | null }[];
  }
>;
export type SettleCardBatch = Command<'SettleCardBatch', CardBatchRef>;
export type VoidCardBatch = Command<'VoidCardBatch', CardBatchRef & { reason: string | null }>;

export type CardBatchCommand = OpenCardBatch | SettleCardBatch | VoidCardBatch;
