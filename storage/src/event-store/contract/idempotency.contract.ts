import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IdempotencyKeyUsed, WrongExpectedVersion, type AppendResult, type IdempotentAppend } from '../event-store';
import { newEvents, newStreamId, type CurrentFixture } from './contract-fixtures';

const keyed = (key = randomUUID(), actorId = `actor-${randomUUID()}`): IdempotentAppend => ({
  actorId,
  key,
  requestHash: 'hash-of-the-request',
  answerOf: (result: AppendResult) => ({ statusCode: 201, body: { position: result.lastGlobalPosition } }),
});

const outcome = (promise: Promise<AppendResult>): Promise<AppendResult | Error> =>
  promise.then(
    (result) => result,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );

export const idempotencyContract = (current: CurrentFixture) =>
  describe('append with an Idempotency-Key', () => {
    it('stores the answer with the events, in one transaction', async () => {
      const { store } = current();
      const idempotency = keyed();
      const result = await store.append(newStreamId(), newEvents(2), 'no_stream', { idempotency });
      expect(await store.storedAnswer(idempotency.actorId, idempotency.key)).toEqual({
        requestHash: 'hash-of-the-request',
        statusCode: 201,
        body: { position: result.lastGlobalPosition },
      });
    });

    it('refuses a second append with the key, appending nothing', async () => {
      const { store } = current();
      const idempotency = keyed();
      await store.append(newStreamId(), newEvents(1), 'no_stream', { idempotency });
      const head = await store.headPosition();
      const second = newStreamId();
      expect(await outcome(store.append(second, newEvents(1), 'no_stream', { idempotency }))).toBeInstanceOf(IdempotencyKeyUsed);
      expect(await store.readStream(second)).toEqual([]);
      expect(await store.headPosition()).toBe(head);
    });

    it('keeps no key for a refused append, so a corrected retry may use it', async () => {
      const { store } = current();
      const stream = newStreamId();
      await store.append(stream, newEvents(1), 'no_stream');
      const idempotency = keyed();
      expect(await outcome(store.append(stream, newEvents(1), 5, { idempotency }))).toBeInstanceOf(WrongExpectedVersion);
      expect(await store.storedAnswer(idempotency.actorId, idempotency.key)).toBeUndefined();
      await store.append(stream, newEvents(1), 0, { idempotency });
      expect(await store.storedAnswer(idempotency.actorId, idempotency.key)).toMatchObject({ statusCode: 201 });
    });

    it('scopes a key to its actor', async () => {
      const { store } = current();
      const key = randomUUID();
      const [mine, theirs] = [keyed(key), keyed(key)];
      await store.append(newStreamId(), newEvents(1), 'no_stream', { idempotency: mine });
      await store.append(newStreamId(), newEvents(1), 'no_stream', { idempotency: theirs });
      expect(await store.storedAnswer(mine.actorId, key)).toBeDefined();
      expect(await store.storedAnswer(theirs.actorId, key)).toBeDefined();
    });

    it('lets exactly one of many concurrent appends with one key through', async () => {
      const { store } = current();
      const idempotency = keyed();
      const streams = Array.from({ length: 6 }, () => newStreamId());
      const outcomes = await Promise.all(streams.map((stream) => outcome(store.append(stream, newEvents(1), 'no_stream', { idempotency }))));
      const stored = await Promise.all(streams.map((stream) => store.readStream(stream)));
      expect(outcomes.filter((result) => result instanceof IdempotencyKeyUsed)).toHaveLength(5);
      expect(stored.filter((events) => events.length > 0)).toHaveLength(1);
      const winner = outcomes.find((result): result is AppendResult => !(result instanceof Error));
      expect((await store.storedAnswer(idempotency.actorId, idempotency.key))?.body).toEqual({ position: winner?.lastGlobalPosition });
    });
  });
