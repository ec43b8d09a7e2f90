import { randomUUID } from 'node:crypto';
import { openEventStore, type SqlDatabase } from '@careledger/storage';
import { singleEvent, timed } from './fixtures';

export interface AppendFigures {
  singlePerSecond: number;
  batchOf100PerSecond: number;
  concurrent8PerSecond: number;
}

/** Events appended per second: one at a time, in batches of 100, and by 8 concurrent writers. */
export const measureAppends = async (db: SqlDatabase): Promise<AppendFigures> => {
  const store = await openEventStore(db);
  const singles = 2_000;
  const single = await timed(async () => {
    for (let index = 0; index < singles; index += 1) await store.append(`bench-${randomUUID()}`, [singleEvent(randomUUID())], 'no_stream');
  });
  const batches = 100;
  const batched = await timed(async () => {
    for (let index = 0; index < batches; index += 1) {
      const id = randomUUID();
      await store.append(`bench-${id}`, Array.from({ length: 100 }, () => singleEvent(id)), 'no_stream');
    }
  });
  const writers = 8;
  const perWriter = 500;
  const concurrent = await timed(() =>
    Promise.all(
      Array.from({ length: writers }, async () => {
        for (let index = 0; index < perWriter; index += 1) await store.append(`bench-${randomUUID()}`, [singleEvent(randomUUID())], 'no_stream');
      }),
    ),
  );
  return {
    singlePerSecond: singles / single.seconds,
    batchOf100PerSecond: (batches * 100) / batched.seconds,
    concurrent8PerSecond: (writers * perWriter) / concurrent.seconds,
  };
};
