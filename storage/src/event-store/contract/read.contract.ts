import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { EventStore, ReadByStreamOptions, RecordedEvent } from '../event-store';
import { expectIncreasing, newEvents, newStreamId, sleep, type CurrentFixture } from './contract-fixtures';

/** Every event of a walk by stream, `limit` at a time, each page going on after the last event of the one before. */
const walk = async (store: EventStore, options: Omit<ReadByStreamOptions, 'limit' | 'after'>, limit: number): Promise<RecordedEvent[][]> => {
  const pages: RecordedEvent[][] = [];
  let after: ReadByStreamOptions['after'];
  for (;;) {
    const page = await store.readByStream({ ...options, after, limit });
    if (page.length > 0) pages.push(page);
    const last = page.at(-1);
    if (page.length < limit || !last) return pages;
    after = { streamId: last.streamId, streamVersion: last.streamVersion };
  }
};

/** The streams in the order a walk met them, each once: a stream met twice would come back here twice. */
const streamOrder = (events: readonly RecordedEvent[]): string[] => events.map((event) => event.streamId).filter((id, index, all) => index === 0 || all[index - 1] !== id);

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

    it('walks the streams of a category stream by stream, each by version, in pages that go on from the last event read', async () => {
      const { store } = current();
      const category = `walk${randomBytes(4).toString('hex')}`;
      const streams = [newStreamId(category), newStreamId(category), newStreamId(category)];
      const other = newStreamId(`other${randomBytes(4).toString('hex')}`);
      for (const [index, stream] of streams.entries()) await store.append(stream, newEvents(index + 2), 'no_stream');
      await store.append(other, newEvents(2), 'no_stream');
      await store.append(streams[0] as string, newEvents(1), 1);

      const pages = await walk(store, { category }, 2);
      const walked = pages.flat();
      expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
      const order = streamOrder(walked);
      expect([...order].sort()).toEqual([...streams].sort());
      for (const stream of streams) {
        expect(walked.filter((event) => event.streamId === stream)).toEqual(await store.readStream(stream));
      }
      // The same order each time: a walk that stops can go on where it stopped.
      expect(streamOrder((await walk(store, { category }, 100)).flat())).toEqual(order);
    });

    it('walks one stream from a version on, and the whole store with every stream in it', async () => {
      const { store } = current();
      const stream = newStreamId(`one${randomBytes(4).toString('hex')}`);
      await store.append(stream, newEvents(5), 'no_stream');
      const page = await store.readByStream({ streamId: stream, after: { streamId: stream, streamVersion: 1 }, limit: 2 });
      expect(page.map((event) => event.streamVersion)).toEqual([2, 3]);
      expect((await walk(store, { streamId: stream }, 2)).flat()).toEqual(await store.readStream(stream));

      const everything = (await walk(store, {}, 500)).flat();
      expect(everything).toHaveLength((await store.readAll()).length);
      expect(new Set(streamOrder(everything)).size).toBe(streamOrder(everything).length);
      expect(everything.filter((event) => event.streamId === stream)).toEqual(await store.readStream(stream));
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
