import { randomUUID } from 'node:crypto';
import { openEventStore, type SqlDatabase } from '@careledger/storage';
import { singleEvent, timed } from './fixtures';

/** Events appended per second, and rows per second of bare INSERTs at the same concurrency. */
export interface AppendFigure {
  perSecond: number;
  baselinePerSecond: number;
}

export interface AppendFigures {
  single: AppendFigure;
  batchOf100: AppendFigure;
  concurrent8: AppendFigure;
}

const SINGLES = 2_000;
const BATCHES = 300;
const WRITERS = 8;
const PER_WRITER = 2_000;
// Short runs on a shared 2-core machine mostly time the warm-up: each figure runs for seconds.
const WARM_UP = 500;

/** `writers` loops running at once, each `perWriter` times; the result is calls per second. */
const callsPerSecond = async (writers: number, perWriter: number, call: () => Promise<unknown>): Promise<number> => {
  const { seconds } = await timed(() =>
    Promise.all(
      Array.from({ length: writers }, async () => {
        for (let index = 0; index < perWriter; index += 1) await call();
      }),
    ),
  );
  return (writers * perWriter) / seconds;
};

/**
 * What the database itself gives for the same shape of work: one autocommit single-row INSERT
 * of an event's JSON per call, on the same connections and concurrency, each waiting for its
 * flush. An append's figure is read as a ratio to it.
 */
const bareInsertsPerSecond = async (db: SqlDatabase, writers: number, perWriter: number): Promise<number> => {
  await db.exec('CREATE TABLE IF NOT EXISTS bench_bare_inserts (id bigserial PRIMARY KEY, payload jsonb NOT NULL)');
  return callsPerSecond(writers, perWriter, () =>
    db.query('INSERT INTO bench_bare_inserts (payload) VALUES ($1)', [JSON.stringify(singleEvent(randomUUID()))]),
  );
};

/**
 * The ceiling for a batch: one autocommit INSERT of 100 rows, each an event's columns, into a
 * table made like `events` (same columns, keys and indexes), one writer, each waiting for its
 * flush. What an append adds to it is the judging, the hashes and the positions.
 */
const bareBatchInsertsPerSecond = async (db: SqlDatabase, batches: number): Promise<number> => {
  await db.exec('DROP TABLE IF EXISTS bench_bare_events; CREATE TABLE bench_bare_events (LIKE events INCLUDING ALL)');
  let position = 0;
  const perSecond = await callsPerSecond(1, batches, () => {
    const id = randomUUID();
    const events = Array.from({ length: 100 }, () => singleEvent(id));
    const first = position + 1;
    position += 100;
    return db.query(
      `INSERT INTO bench_bare_events (global_position, stream_id, stream_version, type, data, metadata, recorded_at, hash, previous_hash)
       SELECT $1::bigint + n - 1, $2, n - 1, $3, data, metadata, now(), md5(n::text), NULL
       FROM unnest($4::jsonb[], $5::jsonb[]) WITH ORDINALITY AS given(data, metadata, n)`,
      [first, `bench-${id}`, events[0]?.type, events.map((event) => JSON.stringify(event.data)), events.map((event) => JSON.stringify(event.metadata))],
    );
  });
  await db.exec('DROP TABLE bench_bare_events');
  return 100 * perSecond;
};

/** Events appended per second: one at a time, in batches of 100, and by 8 concurrent writers. */
export const measureAppends = async (db: SqlDatabase): Promise<AppendFigures> => {
  const store = await openEventStore(db);
  const appendOne = () => store.append(`bench-${randomUUID()}`, [singleEvent(randomUUID())], 'no_stream');
  const appendHundred = () => {
    const id = randomUUID();
    return store.append(`bench-${id}`, Array.from({ length: 100 }, () => singleEvent(id)), 'no_stream');
  };
  await callsPerSecond(WRITERS, WARM_UP / WRITERS, appendOne);
  const single = await callsPerSecond(1, SINGLES, appendOne);
  const singleBaseline = await bareInsertsPerSecond(db, 1, SINGLES);
  const batchOf100 = 100 * (await callsPerSecond(1, BATCHES, appendHundred));
  const batchBaseline = await bareBatchInsertsPerSecond(db, BATCHES);
  const concurrent8 = await callsPerSecond(WRITERS, PER_WRITER, appendOne);
  const concurrentBaseline = await bareInsertsPerSecond(db, WRITERS, PER_WRITER);
  return {
    single: { perSecond: single, baselinePerSecond: singleBaseline },
    batchOf100: { perSecond: batchOf100, baselinePerSecond: batchBaseline },
    concurrent8: { perSecond: concurrent8, baselinePerSecond: concurrentBaseline },
  };
};
