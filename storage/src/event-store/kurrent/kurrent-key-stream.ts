import type { StoredAnswer } from '../event-store';
import type { ReadEvent, StreamState } from './kurrent-stored-form';

/**
 * The events of an Idempotency-Key's own stream (`idempotency-{actor}:{key}`, see
 * kurrent-idempotency.ts for the scheme), and what the stream's last event says of the key.
 */

export const KEY_RESERVED = 'IdempotencyKeyReserved';
export const KEY_RELEASED = 'IdempotencyKeyReleased';
export const KEY_ANSWERED = 'IdempotencyAnswerStored';

/** An append under way with this key: written to the key's stream before the record's events. */
export interface Reservation {
  /** Also on the first event of the append it covers (`StoredMetadata.reservation`), so a retry can find them. */
  id: string;
  actorId: string;
  key: string;
  requestHash: string;
  /** The record stream the append goes to. */
  streamId: string;
}

export type KeyState =
  /** No append holds the key: reserve it at `expected` (a released key's stream goes on). */
  | { kind: 'free'; expected: StreamState }
  /** An append holds the key: still under way, or its process died before answering (or releasing). */
  | { kind: 'reserved'; revision: bigint; reservation: Reservation; reservedAt: Date }
  | { kind: 'answered'; answer: StoredAnswer };

export interface KeyEvent {
  type: string;
  data: Record<string, unknown>;
}

export const reservedEvent = (reservation: Reservation): KeyEvent => ({ type: KEY_RESERVED, data: { ...reservation } });

/** The append was refused (a stale version, an invalid event): the key is free again, as the SQL store leaves it. */
export const releasedEvent = (reservationId: string): KeyEvent => ({ type: KEY_RELEASED, data: { reservation: reservationId } });

export const answeredEvent = (reservationId: string, answer: StoredAnswer): KeyEvent => ({
  type: KEY_ANSWERED,
  data: { reservation: reservationId, requestHash: answer.requestHash, statusCode: answer.statusCode, body: answer.body },
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const reservationOf = (data: unknown): Reservation => {
  if (
    isRecord(data) &&
    typeof data.id === 'string' &&
    typeof data.actorId === 'string' &&
    typeof data.key === 'string' &&
    typeof data.requestHash === 'string' &&
    typeof data.streamId === 'string'
  ) {
    return { id: data.id, actorId: data.actorId, key: data.key, requestHash: data.requestHash, streamId: data.streamId };
  }
  throw new Error(`A ${KEY_RESERVED} event without its reservation: ${JSON.stringify(data)}.`);
};

/** The key's state from the last event of its stream (undefined: the stream does not exist). */
export const keyStateOf = (last: Pick<ReadEvent, 'type' | 'data' | 'revision' | 'created'> | undefined): KeyState => {
  if (!last) return { kind: 'free', expected: 'no_stream' };
  switch (last.type) {
    case KEY_RELEASED:
      return { kind: 'free', expected: last.revision };
    case KEY_RESERVED:
      return { kind: 'reserved', revision: last.revision, reservation: reservationOf(last.data), reservedAt: last.created };
    case KEY_ANSWERED: {
      const data = last.data;
      if (isRecord(data) && typeof data.requestHash === 'string' && typeof data.statusCode === 'number') {
        return { kind: 'answered', answer: { requestHash: data.requestHash, statusCode: data.statusCode, body: data.body } };
      }
      throw new Error(`A ${KEY_ANSWERED} event without its answer: ${JSON.stringify(data)}.`);
    }
    default:
      throw new Error(`The key stream holds an event of type ${last.type}, which the store never writes there.`);
  }
};

/**
 * A reservation whose holder has neither answered nor released it within this long is taken to be
 * abandoned (its process died between the two appends): an append's own deadline is far shorter.
 */
export const ABANDONED_AFTER_MS = 60_000;

export const isAbandoned = (reservedAt: Date, now: Date, afterMs = ABANDONED_AFTER_MS): boolean => now.getTime() - reservedAt.getTime() > afterMs;
