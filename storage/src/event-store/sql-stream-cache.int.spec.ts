import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMigrations } from '../migrations/migrations';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from '../testing';
import type { EventStore, NewEvent } from './event-store';
import { eventStoreMigrations } from './event-store-migrations';
import { openEventStore } from './sql-event-store';
import { openStreamCache, type StreamCache } from './sql-stream-cache';

const noted = (text: string): NewEvent => ({ type: 'Noted', data: { text }, metadata: {} as NewEvent['metadata'] });
const textsOf = (events: readonly { data: unknown }[]) => events.map((event) => (event.data as { text: string }).text);

describe.each(testDatabases())('streams kept in memory for referenced facts, on $name', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let streamQueries = 0;
  /** The database as a process sees it, counting the stream reads that reach it. */
  let counted: SqlDatabase;
  /** Another process's store on the same database. */
  let theirs: EventStore;
  const caches: StreamCache[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, eventStoreMigrations);
    counted = {
      ...db,
      query: (text, params) => {
        if (text.includes('stream_id = $1')) streamQueries += 1;
        return db.query(text, params);
      },
    };
    theirs = await openEventStore(db);
  });
  afterAll(async () => {
    for (const cache of caches) await cache.stop();
    await dispose();
  });

  const process = async () => {
    const cache = await openStreamCache(counted, await openEventStore(counted));
    caches.push(cache);
    return cache;
  };
  /** Reads the stream until a read costs no query: the cache has learnt where the log stands. */
  const keptAfterReading = async (cache: StreamCache, streamId: string) => {
    await vi.waitFor(async () => {
      await cache.readStream(streamId);
      const before = streamQueries;
      await cache.readStream(streamId);
      expect(streamQueries).toBe(before);
    }, { timeout: 5_000 });
  };

  it('answers a stream it has read from memory: no query per command', async () => {
    const cache = await process();
    const streamId = `patient-${randomUUID()}`;
    await theirs.append(streamId, [noted('registered')], 'no_stream');
    await keptAfterReading(cache, streamId);
    const before = streamQueries;
    for (let command = 0; command < 5; command += 1) expect(textsOf(await cache.readStream(streamId))).toEqual(['registered']);
    expect(streamQueries).toBe(before);
  });

  it("sees this process's own append in its very next read", async () => {
    const cache = await process();
    const streamId = `patient-${randomUUID()}`;
    await cache.store.append(streamId, [noted('registered')], 'no_stream');
    await keptAfterReading(cache, streamId);
    await cache.store.append(streamId, [noted('moved agency')], 0);
    expect(textsOf(await cache.readStream(streamId))).toEqual(['registered', 'moved agency']);
  });

  it("hears another process's append and reads the stream again", async () => {
    const cache = await process();
    const streamId = `patient-${randomUUID()}`;
    await theirs.append(streamId, [noted('registered')], 'no_stream');
    await keptAfterReading(cache, streamId);
    await theirs.append(streamId, [noted('care team changed')], 0);
    await vi.waitFor(async () => expect(textsOf(await cache.readStream(streamId))).toEqual(['registered', 'care team changed']));
  });

  it('keeps an unknown stream as unknown only until it is created', async () => {
    const cache = await process();
    const streamId = `patient-${randomUUID()}`;
    await keptAfterReading(cache, streamId);
    expect(await cache.readStream(streamId)).toEqual([]);
    await theirs.append(streamId, [noted('registered')], 'no_stream');
    await vi.waitFor(async () => expect(textsOf(await cache.readStream(streamId))).toEqual(['registered']));
  });

  it('never answers a read that started before an append of this process to the same stream', async () => {
    let release: () => void = () => undefined;
    let held = false;
    const gated: SqlDatabase = {
      ...counted,
      query: async (text, params) => {
        // The first stream read after arming is answered by the database at once, then held: its snapshot predates the append.
        const hold = held && text.includes('snapshot_head');
        if (hold) held = false;
        const result = await counted.query(text, params);
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        return result as never;
      },
    };
    const cache = await openStreamCache(gated, await openEventStore(counted));
    caches.push(cache);
    const streamId = `patient-${randomUUID()}`;
    await cache.store.append(streamId, [noted('registered')], 'no_stream');
    held = true;
    const early = cache.readStream(streamId);
    await cache.store.append(streamId, [noted('care team changed')], 0);
    const later = cache.readStream(streamId);
    release();
    expect(textsOf(await later)).toEqual(['registered', 'care team changed']);
    await early;
  });

  it('reads the database for every read once stopped', async () => {
    const cache = await process();
    const streamId = `patient-${randomUUID()}`;
    await theirs.append(streamId, [noted('registered')], 'no_stream');
    await keptAfterReading(cache, streamId);
    await cache.stop();
    const before = streamQueries;
    await cache.readStream(streamId);
    await cache.readStream(streamId);
    expect(streamQueries - before).toBe(2);
  });

  it.runIf(testDatabase.name === 'postgres')('forgets everything when its listening connection is lost, and catches up once back', async () => {
    const cache = await process();
    const streamId = `patient-${randomUUID()}`;
    await theirs.append(streamId, [noted('registered')], 'no_stream');
    await keptAfterReading(cache, streamId);
    await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`);
    await theirs.append(streamId, [noted('discharged')], 0);
    await vi.waitFor(async () => expect(textsOf(await cache.readStream(streamId))).toEqual(['registered', 'discharged']), { timeout: 5_000 });
    // Listening again, it keeps streams again.
    await keptAfterReading(cache, streamId);
  });
});
