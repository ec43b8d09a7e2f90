import { describe, expect, it } from 'vitest';
import { expectIncreasing, newEvents, newStreamId, sleep, type CurrentFixture } from './contract-fixtures';

export const readContract = (current: CurrentFixture) =>
  describe('read', () => {
    it('reads a stream forwards within inclusive version bounds', async () => {
      const { store } = current();
      const stream = newStreamId();
      await store.append(stream, newEvents(6), 'no_stream');
      const versions = async (options: Parameters<typeof store.readStream>[1]) =>
        (await store.readStream(stream, options)).map((event) => event.streamVersion);
      expect(await versions(undefined)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(await versions({ fromVersion: 2 })).toEqual([2, 3, 4, 5]);
      expect(await versions({ toVersion: 1 })).toEqual([0, 1]);
      expect(await versions({ fromVersion: 2, toVersion: 4 })).toEqual([2, 3, 4]);
      expect(await versions({ fromVersion: 9 })).toEqual([]);
      expect(await store.readStream(newStreamId())).toEqual([]);
    });

    it('reads a stream as it was at an instant, by the time each event was recorded', async () => {
      const { store } = current();
      const stream = newStreamId();
      await store.append(stream, newEvents(2), 'no_stream');
      await sleep(20);
      await store.append(stream, newEvents(1), 1);
      const all = await store.readStream(stream);
      const [, second, third] = all;
      if (!second || !third) throw new Error('Expected three events.');
      expect(third.recordedAt.getTime()).toBeGreaterThan(second.recordedAt.getTime());
      expect(second.recordedAt).toEqual(all[0]?.recordedAt);

      const until = async (instant: Date) => (await store.readStream(stream, { until: instant })).length;
      expect(await until(second.recordedAt)).toBe(2);
      expect(await until(new Date(second.recordedAt.getTime() - 1))).toBe(0);
      expect(await until(third.recordedAt)).toBe(3);
      expect(await store.readStream(stream, { fromVersion: 1, until: second.recordedAt })).toHaveLength(1);
    });

    it('reads all events after a position, in position order, up to a limit', async () => {
      const { store, densePositions } = current();
      const first = newStreamId();
      const second = newStreamId();
      await store.append(first, newEvents(3), 'no_stream');
      await store.append(second, newEvents(3), 'no_stream');
      const stored = [...(await store.readStream(first)), ...(await store.readStream(second))];
      const positions = stored.map((event) => event.globalPosition);
      expectIncreasing(positions);
      if (densePositions) expect(positions).toEqual(positions.map((_, offset) => (positions[0] as number) + offset));
      const after = positions[0] as number;

      const page = await store.readAll({ after, limit: 3 });
      expect(page.map((event) => event.globalPosition)).toEqual(positions.slice(1, 4));
      expect(page.map((event) => event.streamId)).toEqual([first, first, second]);

      const rest = await store.readAll({ after });
      expect(rest.map((event) => event.globalPosition)).toEqual(positions.slice(1));
      const head = await store.headPosition();
      expect(rest.at(-1)?.globalPosition).toBe(head);
      expect(await store.readAll({ after: head })).toEqual([]);

      const opening = (await store.readAll({ limit: 2 })).map((event) => event.globalPosition);
      expect(opening).toHaveLength(2);
      expectIncreasing([0, ...opening]);
      expect((await store.readAll({ after: opening[0], limit: 1 })).map((event) => event.globalPosition)).toEqual([opening[1]]);
      if (densePositions) expect(opening).toEqual([1, 2]);
    });

    it('counts the events after a position, exactly below the cap it is given', async () => {
      const { store } = current();
      const stream = newStreamId();
      await store.append(stream, newEvents(4), 'no_stream');
      const [first] = await store.readStream(stream);
      const after = first?.globalPosition ?? 0;
      expect(await store.countAfter(after, 100)).toBe(3);
      expect(await store.countAfter(after, 4)).toBe(3);
      expect(await store.countAfter(after, 2)).toBeGreaterThanOrEqual(2);
      expect(await store.countAfter(await store.headPosition(), 10)).toBe(0);
      expect(await store.countAfter(0, 1_000_000)).toBe((await store.readAll()).length);
    });
  });
