import { describe, expect, it } from 'vitest';
import { WrongExpectedVersion, type EventStore, type ExpectedVersion } from '../event-store';
import { eventually, newEvents, newStreamId, type CurrentFixture } from './contract-fixtures';

const WRITERS = 10;
const EVENTS_PER_WRITER = 100;

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

export const raceContract = (current: CurrentFixture) =>
  describe('concurrency', () => {
    it('delivers every event exactly once and in gap-free order to a subscriber racing many writers', async () => {
      const { store } = current();
      const headBefore = await store.headPosition();
      const received: number[] = [];
      const subscription = store.subscribe(
        1,
        async (events) => {
          for (const event of events) received.push(event.globalPosition);
        },
        { batchSize: 37 },
      );
      await eventually(() => received.length === headBefore);

      // Every writer opens with 'no_stream' on the same stream at once: all but one must lose.
      const shared = [newStreamId('shared'), newStreamId('shared')];
      const reports = await Promise.all(Array.from({ length: WRITERS }, (_, writer) => runWriter(store, writer, shared)));
      const head = await store.headPosition();
      await eventually(() => received.at(-1) === head, 30_000);
      await subscription.stop();
      await expect(subscription.done).resolves.toBeUndefined();

      expect(head - headBefore).toBe(WRITERS * EVENTS_PER_WRITER);
      expect(received).toHaveLength(head);
      expect(received).toEqual(Array.from({ length: head }, (_, index) => index + 1));
      expect(reports.reduce((sum, report) => sum + report.conflicts, 0)).toBeGreaterThanOrEqual(WRITERS - 1);

      for (const stream of [...shared, ...reports.flatMap((report) => report.streams)]) {
        const versions = (await store.readStream(stream)).map((event) => event.streamVersion);
        expect(versions).toEqual(versions.map((_, index) => index));
      }
      expect(await store.verify()).toEqual({ ok: true, eventsChecked: head });
    });
  });
