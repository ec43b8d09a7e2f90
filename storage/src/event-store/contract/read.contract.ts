import { describe, expect, it } from 'vitest';
import { newEvents, newStreamId, sleep, type CurrentFixture } from './contract-fixtures';

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

    it('reads all events from an inclusive position, in position order, up to a limit', async () => {
      const { store } = current();
      const first = newStreamId();
      const second = newStreamId();
      const { lastGlobalPosition } = await store.append(first, newEvents(3), 'no_stream');
      await store.append(second, newEvents(3), 'no_stream');
      const start = lastGlobalPosition - 1;

      const page = await store.readAll({ fromPosition: start, limit: 3 });
      expect(page.map((event) => event.globalPosition)).toEqual([start, start + 1, start + 2]);
      expect(page.map((event) => event.streamId)).toEqual([first, first, second]);

      const rest = await store.readAll({ fromPosition: start });
      expect(rest.map((event) => event.globalPosition)).toEqual([0, 1, 2, 3, 4].map((offset) => start + offset));
      const head = await store.headPosition();
      expect(rest.at(-1)?.globalPosition).toBe(head);
      expect(await store.readAll({ fromPosition: head + 1 })).toEqual([]);
      expect((await store.readAll({ limit: 2 })).map((event) => event.globalPosition)).toEqual([1, 2]);
    });
  });
