import { describe, expect, it } from 'vitest';
import { InvalidAppend, WrongExpectedVersion, type ExpectedVersion } from '../event-store';
import { expectIncreasing, newEvent, newEvents, newStreamId, type CurrentFixture } from './contract-fixtures';

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('Expected the append to be rejected.');
    },
    (error: unknown) => error,
  );

export const appendContract = (current: CurrentFixture) =>
  describe('append', () => {
    it("creates a stream with 'no_stream', numbering versions from 0 and positions after the head", async () => {
      const { store, densePositions } = current();
      const stream = newStreamId();
      const head = await store.headPosition();
      const result = await store.append(stream, newEvents(3), 'no_stream');
      const stored = await store.readStream(stream);
      const positions = stored.map((event) => event.globalPosition);
      expect(stored.map((event) => event.streamVersion)).toEqual([0, 1, 2]);
      expectIncreasing([head, ...positions]);
      if (densePositions) expect(positions).toEqual([head + 1, head + 2, head + 3]);
      expect(result).toEqual({ nextExpectedVersion: 2, lastGlobalPosition: positions[2] });
      expect(await store.headPosition()).toBe(positions[2]);
    });

    it('stores type, data and metadata as given and chains each hash to the previous one', async () => {
      const { store } = current();
      const stream = newStreamId();
      const first = newEvent('NoteDrafted', { body: 'Feels better', tags: ['a', 'b'], nested: { z: 1, a: 2.5 } });
      const second = newEvent('NotePublished', null);
      await store.append(stream, [first, second], 'no_stream');
      const [one, two] = await store.readStream(stream);
      expect(one).toMatchObject({ type: first.type, data: first.data, metadata: first.metadata, previousHash: null });
      expect(two).toMatchObject({ type: 'NotePublished', data: null, previousHash: one?.hash });
      expect(one?.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(one?.recordedAt).toBeInstanceOf(Date);
    });

    it('appends at a matching version number and refuses a stale one with the actual version', async () => {
      const { store } = current();
      const stream = newStreamId();
      await store.append(stream, newEvents(2), 'no_stream');
      expect(await store.append(stream, newEvents(1), 1)).toMatchObject({ nextExpectedVersion: 2 });
      const head = await store.headPosition();

      const error = await rejection(store.append(stream, newEvents(3), 1));
      expect(error).toBeInstanceOf(WrongExpectedVersion);
      expect(error).toMatchObject({ streamId: stream, expectedVersion: 1, actualVersion: 2 });
      expect((await store.readStream(stream)).map((event) => event.streamVersion)).toEqual([0, 1, 2]);
      expect(await store.headPosition()).toBe(head);
    });

    it("refuses 'no_stream' on an existing stream, and a version on a missing one with -1", async () => {
      const { store } = current();
      const stream = newStreamId();
      await store.append(stream, newEvents(1), 'no_stream');
      await expect(store.append(stream, newEvents(1), 'no_stream')).rejects.toMatchObject({ actualVersion: 0 });
      const missing = newStreamId();
      await expect(store.append(missing, newEvents(1), 0)).rejects.toMatchObject({ actualVersion: -1 });
      expect(await store.readStream(missing)).toEqual([]);
      expect(await store.append(missing, newEvents(1), -1)).toMatchObject({ nextExpectedVersion: 0 });
    });

    it('chains from the head the caller read, and from the stored one when the head it gives has moved on', async () => {
      const { store } = current();
      const stream = newStreamId();
      await store.append(stream, newEvents(2), 'no_stream');
      const [, read] = await store.readStream(stream);
      const known = { version: 1, hash: read?.hash ?? null };
      await store.append(stream, newEvents(1), 1, { head: known });
      // Another writer's event came in after `known` was read: the append must not chain to it.
      await store.append(stream, newEvents(1), 'any', { head: known });
      await store.append(stream, newEvents(1), 'any', { head: { version: 3, hash: 'f'.repeat(64) } });
      const stored = await store.readStream(stream);
      expect(stored.map((event) => event.streamVersion)).toEqual([0, 1, 2, 3, 4]);
      stored.slice(1).forEach((event, index) => expect(event.previousHash).toBe(stored[index]?.hash));
      expect(await store.verify()).toMatchObject({ ok: true });
    });

    it("appends with 'any' to a new and to an existing stream", async () => {
      const { store } = current();
      const stream = newStreamId();
      expect(await store.append(stream, newEvents(2), 'any')).toMatchObject({ nextExpectedVersion: 1 });
      expect(await store.append(stream, newEvents(2), 'any')).toMatchObject({ nextExpectedVersion: 3 });
    });

    it('refuses an empty batch, a bad expected version and an event without data, storing nothing', async () => {
      const { store } = current();
      const stream = newStreamId();
      const head = await store.headPosition();
      await expect(store.append(stream, [], 'any')).rejects.toBeInstanceOf(InvalidAppend);
      for (const bad of [-2, 1.5] as ExpectedVersion[]) {
        await expect(store.append(stream, newEvents(1), bad)).rejects.toBeInstanceOf(InvalidAppend);
      }
      await expect(store.append(stream, [{ ...newEvent('Broken'), data: undefined }], 'any')).rejects.toBeInstanceOf(InvalidAppend);
      await expect(store.append('', newEvents(1), 'any')).rejects.toBeInstanceOf(InvalidAppend);
      expect(await store.headPosition()).toBe(head);
    });

    it('stores no event of a batch the database rejects part of', async () => {
      const { store, densePositions, poisonedEvent } = current();
      const stream = newStreamId();
      await store.append(stream, newEvents(1), 'no_stream');
      const head = await store.headPosition();
      // The third event fails inside the database (on PostgreSQL jsonb cannot hold U+0000).
      const batch = [...newEvents(2), poisonedEvent(), ...newEvents(2)];
      await expect(store.append(stream, batch, 0)).rejects.toThrow();
      expect(await store.readStream(stream)).toHaveLength(1);
      expect(await store.headPosition()).toBe(head);
      const next = await store.append(stream, newEvents(1), 0);
      expect(next).toEqual({ nextExpectedVersion: 1, lastGlobalPosition: (await store.readStream(stream)).at(-1)?.globalPosition });
      expect(next.lastGlobalPosition).toBeGreaterThan(head);
      if (densePositions) expect(next.lastGlobalPosition).toBe(head + 1);
    });

    it('lets exactly one of several racing appends with the same expected version win', async () => {
      const { store } = current();
      const stream = newStreamId();
      await store.append(stream, newEvents(1), 'no_stream');
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => store.append(stream, newEvents(2), 0)));
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(5);
      for (const error of lost) expect(error).toMatchObject({ name: 'WrongExpectedVersion', actualVersion: 2 });
      expect(await store.readStream(stream)).toHaveLength(3);
    });

    it('answers appends made at once each on its own: a conflicting one fails alone, its neighbours are stored', async () => {
      const { store, densePositions, poisonedEvent } = current();
      const existing = newStreamId();
      await store.append(existing, newEvents(2), 'no_stream');
      const head = await store.headPosition();
      const fresh = [newStreamId(), newStreamId(), newStreamId()];
      const poisoned = newStreamId();
      const results = await Promise.allSettled([
        store.append(fresh[0] as string, newEvents(1), 'no_stream'),
        store.append(existing, newEvents(1), 0),
        store.append(fresh[1] as string, newEvents(2), 'no_stream'),
        store.append(poisoned, [poisonedEvent()], 'no_stream'),
        store.append(existing, newEvents(1), 1),
        store.append(fresh[2] as string, newEvents(1), 'any'),
      ]);

      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(results[1]).toMatchObject({ reason: { name: 'WrongExpectedVersion', expectedVersion: 0 } });
      const positions = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.lastGlobalPosition] : []));
      expect(new Set(positions).size).toBe(4);
      expect(positions.every((position) => position > head)).toBe(true);
      const stored = await store.readAll({ after: head });
      expect(stored).toHaveLength(5);
      expect(await store.headPosition()).toBe(stored.at(-1)?.globalPosition);
      expect(positions.every((position) => stored.some((event) => event.globalPosition === position))).toBe(true);
      if (densePositions) expect(positions.every((position) => position <= head + 5)).toBe(true);
      expect(await store.readStream(poisoned)).toEqual([]);
      expect((await store.readStream(existing)).map((event) => event.streamVersion)).toEqual([0, 1, 2]);
    });
  });
