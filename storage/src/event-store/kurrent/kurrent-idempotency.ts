import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import { IdempotencyKeyUsed, type AppendResult, type IdempotentAppend, type StoredAnswer } from '../event-store';
import {
  ABANDONED_AFTER_MS,
  answeredEvent,
  isAbandoned,
  keyStateOf,
  releasedEvent,
  reservedEvent,
  type KeyEvent,
  type KeyState,
  type Reservation,
} from './kurrent-key-stream';
import type { KurrentLog } from './kurrent-log';
import { isStoredMetadata, portPosition, reservationStreamName, storedStreamName, type StreamState } from './kurrent-stored-form';

/*
 * Idempotency-Keys on KurrentDB. The SQL store keeps a key and its answer in the events' own
 * transaction; KurrentDB writes one stream atomically, not two (KurrentDB 25.1's multi-stream
 * append could, but it takes string-valued metadata only and is not used here). The least-bad
 * scheme with one-stream appends:
 *
 * 1. Reserve: append `IdempotencyKeyReserved` to the key's own stream, `idempotency-{actor}:{key}`,
 *    expecting no stream (or the revision of its last `IdempotencyKeyReleased`). Of any number of
 *    appends with one key, exactly one gets past this; the others wait for it (below).
 * 2. Append the record's events; the first carries the reservation's id in its metadata.
 * 3. Answer: append `IdempotencyAnswerStored` (the answer needs the events' positions, known only
 *    now), or on a refusal (a stale version, an invalid event) `IdempotencyKeyReleased`, which
 *    frees the key for a corrected retry as the SQL store does.
 *
 * Another append with the key finds it reserved and polls its stream for up to KEY_WAIT_MS: an
 * answer makes it `IdempotencyKeyUsed` (the caller replays the answer), a release lets it reserve.
 *
 * A crash between the steps leaves the key reserved without an answer. After ABANDONED_AFTER_MS
 * (far beyond an append's deadline), the next append with the key settles it: when the record's
 * events are found (by the reservation id, in the record stream's newest events), the answer is
 * stored from that retry's own `answerOf` if it is the same request (same request hash), and the
 * retry replays it; when they are not found, the reservation is released and the key reused. Until
 * then such a retry fails with `IdempotencyKeyUsed` and no stored answer. An append that landed
 * while its answer failed to be stored is settled the same way, so no key ever appends twice.
 */

/** How long an append waits for another one holding its key to answer or release it. */
const KEY_WAIT_MS = 10_000;
const KEY_POLL_MS = 25;
/** How far back a settling retry looks for the events of an abandoned reservation. */
const LANDED_SCAN_LIMIT = 2_000;
/** Clocks of one server's log may step back a little; events recorded this long before a reservation can still be its own. */
const CLOCK_SLACK_MS = 5_000;

/** A key this append holds: the reservation and its revision in the key's stream. */
export interface HeldKey {
  name: string;
  revision: bigint;
  reservation: Reservation;
}

export interface KeyStreams {
  /** Throws `IdempotencyKeyUsed` when another append stored (or still holds) the key. */
  reserve(idempotency: IdempotentAppend, streamId: string): Promise<HeldKey>;
  answer(held: HeldKey, idempotency: IdempotentAppend, result: AppendResult): Promise<void>;
  release(held: HeldKey): Promise<void>;
  storedAnswer(actorId: string, key: string): Promise<StoredAnswer | undefined>;
}

/** `abandonedAfterMs`: ABANDONED_AFTER_MS unless a test shortens it. */
export const keyStreams = (log: KurrentLog, abandonedAfterMs = ABANDONED_AFTER_MS): KeyStreams => {
  const readState = async (name: string): Promise<KeyState> => keyStateOf((await log.readStreamBackwards(name, 'end', 1))[0]);

  /** Appends to a key's stream; false when another append to it came first. */
  const appendKey = async (name: string, event: KeyEvent, state: StreamState): Promise<bigint | false> => {
    try {
      return await log.append(name, [event], state);
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) return false;
      throw error;
    }
  };

  /** What an abandoned reservation's append stored, if its events are there. */
  const landed = async ({ id, streamId }: Reservation, reservedAt: Date): Promise<AppendResult | undefined> => {
    const name = storedStreamName(log.namespace, streamId);
    let from: bigint | 'end' = 'end';
    for (let scanned = 0; scanned < LANDED_SCAN_LIMIT; ) {
      const page = await log.readStreamBackwards(name, from, 100);
      for (const event of page) {
        if (!isStoredMetadata(event.metadata)) continue;
        if (event.metadata.reservation === id) {
          const lastRevision = event.revision + BigInt(event.metadata.batch.size - 1);
          const [last] = await log.readStream(name, lastRevision, 1);
          if (!last) return undefined;
          return { nextExpectedVersion: Number(lastRevision), lastGlobalPosition: portPosition(last.position) };
        }
        if (event.created.getTime() < reservedAt.getTime() - CLOCK_SLACK_MS) return undefined;
      }
      const oldest = page.at(-1);
      if (page.length < 100 || !oldest || oldest.revision === 0n) return undefined;
      scanned += page.length;
      from = oldest.revision - 1n;
    }
    return undefined;
  };

  /** Settles a reservation whose holder is gone: answers it when its events landed, else releases it. */
  const settle = async (name: string, state: Extract<KeyState, { kind: 'reserved' }>, idempotency: IdempotentAppend): Promise<void> => {
    const result = await landed(state.reservation, state.reservedAt);
    if (!result) {
      await appendKey(name, releasedEvent(state.reservation.id), state.revision);
      return;
    }
    // Only the same request may give the answer; another one finds the key used and no answer.
    if (state.reservation.requestHash === idempotency.requestHash) {
      const answer = { requestHash: idempotency.requestHash, ...idempotency.answerOf(result) };
      await appendKey(name, answeredEvent(state.reservation.id, answer), state.revision);
    }
    throw new IdempotencyKeyUsed(idempotency.actorId, idempotency.key);
  };

  return {
    async reserve(idempotency, streamId) {
      const name = reservationStreamName(log.namespace, idempotency.actorId, idempotency.key);
      const deadline = Date.now() + KEY_WAIT_MS;
      // Most keys are new: try first, read the key's stream only when it exists.
      let state: KeyState = { kind: 'free', expected: 'no_stream' };
      for (;;) {
        switch (state.kind) {
          case 'answered':
            throw new IdempotencyKeyUsed(idempotency.actorId, idempotency.key);
          case 'free': {
            const reservation: Reservation = { id: randomUUID(), actorId: idempotency.actorId, key: idempotency.key, requestHash: idempotency.requestHash, streamId };
            const revision = await appendKey(name, reservedEvent(reservation), state.expected);
            if (revision !== false) return { name, revision, reservation };
            break;
          }
          case 'reserved':
            if (isAbandoned(state.reservedAt, new Date(), abandonedAfterMs)) await settle(name, state, idempotency);
            else if (Date.now() >= deadline) throw new IdempotencyKeyUsed(idempotency.actorId, idempotency.key);
            else await sleep(KEY_POLL_MS);
            break;
          default: {
            const unknown: never = state;
            throw new Error(`Unknown key state ${JSON.stringify(unknown)}.`);
          }
        }
        state = await readState(name);
      }
    },

    async answer(held, idempotency, result) {
      const answer = { requestHash: idempotency.requestHash, ...idempotency.answerOf(result) };
      // Refused only when a retry settled this reservation as abandoned: it found these events and answered, or released a key whose events it could not find.
      await appendKey(held.name, answeredEvent(held.reservation.id, answer), held.revision);
    },

    async release(held) {
      await appendKey(held.name, releasedEvent(held.reservation.id), held.revision);
    },

    async storedAnswer(actorId, key) {
      const state = await readState(reservationStreamName(log.namespace, actorId, key));
      return state.kind === 'answered' ? state.answer : undefined;
    },
  };
};
