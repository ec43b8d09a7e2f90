import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../sql/sql-database';
import { WrongExpectedVersion, type EventStore, type ExpectedVersion } from '../event-store';
import { allPositions, eventually, newEvents, newStreamId, type CurrentFixture } from './contract-fixtures';

const WRITERS = 10;
const EVENTS_PER_WRITER = 100;
const SLOW_WRITERS = 8;
const APPENDS_PER_SLOW_WRITER = 30;

interface WriterReport {
  written: number;
  conflicts: number;
  streams: string[];
}

/**
 * Alternates between streams every writer contends on and streams of its own, in batches of
 * 1 to 4, retrying a refused append at the version the refusal reported.
 */
const runWriter = async (store: EventStore, writer: number, shared: readonly string[]): Promise<WriterReport> => {
  const own = [newStreamId('own'), newStreamId('own')];
  const expected = new Map<string, ExpectedVersion>();
  let written = 0;
  let conflicts = 0;
  let step = 0;
  while (written < EVENTS_PER_WRITER) {
    const pool = step % 2 === 0 ? shared : own;
    const stream = pool[Math.floor(step / 2) % pool.length] as string;
    const size = Math.min(1 + ((writer + step) % 4), EVENTS_PER_WRITER - written);
    const version = step % 7 === 6 ? 'any' : (expected.get(stream) ?? 'no_stream');
    try {
      const result = await store.append(stream, newEvents(size, `Writer${writer}Wrote`), version);
      expected.set(stream, result.nextExpectedVersion);
      written += size;
      step += 1;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      conflicts += 1;
      expected.set(stream, error.actualVersion);
    }
  }
  return { written, conflicts, streams: own };
};

/**
 * Every insert into a 'slow-' stream sleeps inside its transaction, after its positions are
 * taken: were transactions free to commit in any order, later positions would commit first.
 */
const slowingAppendsToSlowStreams = async <T>(db: SqlDatabase, work: () => Promise<T>): Promise<T> => {
  await db.exec(`CREATE FUNCTION contract_slow_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(0.002 + random() * 0.02); RETURN NULL; END $$;
    CREATE TRIGGER contract_slow_insert AFTER INSERT ON events FOR EACH ROW
      WHEN (NEW.stream_id LIKE 'slow-%') EXECUTE FUNCTION contract_slow_insert()`);
  try {
    return await work();
  } finally {
    await db.exec('DROP TRIGGER contract_slow_insert ON events; DROP FUNCTION contract_slow_insert()');
  }
};

export const raceContract = (current: CurrentFixture) =>
  describe('concurrency', () => {
    it('delivers every event exactly once and in gap-free order to a subscriber racing many writers', async () => {
      const { store, densePositions } = current();
      const before = (await allPositions(store)).length;
      const received: number[] = [];
      const subscription = store.subscribe(
        { after: 0 },
        async (events) => {
          for (const event of events) received.push(event.globalPosition);
        },
        { batchSize: 37 },
      );
      await eventually(() => received.length === before);

      // Every writer opens with 'no_stream' on the same stream at once: all but one must lose.
      const shared = [newStreamId('shared'), newStreamId('shared')];
      const reports = await Promise.all(Array.from({ length: WRITERS }, (_, writer) => runWriter(store, writer, shared)));
      const head = await store.headPosition();
      await eventually(() => received.at(-1) === head, 30_000);
      await subscription.stop();
      await expect(subscription.done).resolves.toBeUndefined();

      expect(received).toHaveLength(before + WRITERS * EVENTS_PER_WRITER);
      // Exactly once and in order: the positions of the whole log, as a read gives them.
      expect(received).toEqual(await allPositions(store));
      if (densePositions) expect(received).toEqual(Array.from({ length: head }, (_, index) => index + 1));
      expect(reports.reduce((sum, report) => sum + report.conflicts, 0)).toBeGreaterThanOrEqual(WRITERS - 1);

      for (const stream of [...shared, ...reports.flatMap((report) => report.streams)]) {
        const versions = (await store.readStream(stream)).map((event) => event.streamVersion);
        expect(versions).toEqual(versions.map((_, index) => index));
      }
      expect(await store.verify()).toEqual({ ok: true, eventsChecked: received.length });
    });

    it('never lets a live subscriber skip appends that overlap, run slow and commit late, from two writers on one database', async ({ skip }) => {
      const { store, db, openWriter } = current();
      // Slowing commits takes a trigger on the events table: the SQL stores' own race.
      if (!db) return skip('slows commits with a trigger on the SQL events table');
      const other = await openWriter();
      const after = await store.headPosition();
      const from = after + 1;
      const received: number[] = [];
      const subscription = store.subscribe(
        { after },
        async (events) => {
          for (const event of events) received.push(event.globalPosition);
        },
        { batchSize: 25, pollIntervalMs: 5 },
      );

      await slowingAppendsToSlowStreams(db, () =>
        Promise.all(
          Array.from({ length: SLOW_WRITERS }, async (_, writer) => {
            const target = writer % 2 === 0 ? store : other;
            for (let index = 0; index < APPENDS_PER_SLOW_WRITER; index += 1) {
              const category = (writer + index) % 3 === 0 ? 'slow' : 'quick';
              await target.append(newStreamId(category), newEvents(1 + (index % 3)), 'no_stream');
            }
          }),
        ),
      );
      const head = await store.headPosition();
      await eventually(() => received.at(-1) === head, 30_000);
      await subscription.stop();
      await expect(subscription.done).resolves.toBeUndefined();

      expect(head - from + 1).toBe(SLOW_WRITERS * APPENDS_PER_SLOW_WRITER * 2);
      expect(received).toEqual(Array.from({ length: head - from + 1 }, (_, index) => from + index));
    });
  });
