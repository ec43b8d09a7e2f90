import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store';
import { deferred, eventually, newEvents, newStreamId, sleep, type CurrentFixture } from './contract-fixtures';

const positions = (events: readonly RecordedEvent[]) => events.map((event) => event.globalPosition);
const range = (from: number, count: number) => Array.from({ length: count }, (_, offset) => from + offset);

export const subscribeContract = (current: CurrentFixture) =>
  describe('subscribe', () => {
    it('catches up in batches from the events after a position, then goes live on notification', async () => {
      const { store, densePositions } = current();
      const stream = newStreamId();
      const after = await store.headPosition();
      await store.append(stream, newEvents(5), 'no_stream');
      const batches: RecordedEvent[][] = [];
      // A poll this slow cannot deliver within the test: live events must come from a notification.
      const subscription = store.subscribe({ after }, async (events) => void batches.push(events), {
        batchSize: 2,
        pollIntervalMs: 60_000,
      });
      try {
        await eventually(() => batches.flat().length === 5);
        expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);

        await store.append(stream, newEvents(3), 4);
        await eventually(() => batches.flat().length === 8, 5_000);
        await sleep(50);
        const stored = positions(await store.readStream(stream));
        expect(positions(batches.flat())).toEqual(stored);
        if (densePositions) expect(stored).toEqual(range(after + 1, 8));
        expect(batches.flat().map((event) => event.streamVersion)).toEqual(range(0, 8));
        expect(batches.every((batch) => batch.length <= 2)).toBe(true);
      } finally {
        await subscription.stop();
      }
    });

    it('stops only after the handler call in flight has finished, and delivers nothing after', async () => {
      const { store } = current();
      const after = await store.headPosition();
      const release = deferred();
      let calls = 0;
      let finished = false;
      const subscription = store.subscribe({ after }, async () => {
        calls += 1;
        await release.promise;
        finished = true;
      });
      await store.append(newStreamId(), newEvents(1), 'no_stream');
      await eventually(() => calls === 1);

      let stopped = false;
      const stopping = subscription.stop().then(() => {
        stopped = true;
      });
      await sleep(50);
      expect(stopped).toBe(false);
      release.resolve();
      await stopping;
      expect(finished).toBe(true);
      await expect(subscription.done).resolves.toBeUndefined();

      await store.append(newStreamId(), newEvents(1), 'no_stream');
      await sleep(400);
      expect(calls).toBe(1);
    });

    it('rejects done with the handler error and stops at the failed batch', async () => {
      const { store } = current();
      const after = await store.headPosition();
      const seen: number[] = [];
      const subscription = store.subscribe({ after }, async (events) => {
        seen.push(...positions(events));
        throw new Error('projection failed');
      });
      const failing = newStreamId();
      await store.append(failing, newEvents(2), 'no_stream');
      await expect(subscription.done).rejects.toThrow('projection failed');
      await store.append(newStreamId(), newEvents(1), 'no_stream');
      await sleep(400);
      expect(seen).toEqual(positions(await store.readStream(failing)));
      await expect(subscription.stop()).resolves.toBeUndefined();
    });
  });
