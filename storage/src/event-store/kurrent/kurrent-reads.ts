import type { ReadAllOptions, ReadStreamOptions, RecordedEvent } from '../event-store';
import type { KurrentLog, LogPosition } from './kurrent-log';
import { batchStart, fromStoredEvent, isRecordEvent, portPosition, readStartAfter, storedStreamName, type ReadEvent } from './kurrent-stored-form';

const PAGE_SIZE = 500;
const KEPT_TIMES = 10_000;

/** Orders two `$all` positions as the server does: by commit, then prepare position. */
export const comparePositions = (a: LogPosition, b: LogPosition): number =>
  a.commit === b.commit ? Number(a.prepare - b.prepare) : a.commit < b.commit ? -1 : 1;

export interface RecordedTimes {
  /** The port's events of `events` (all of the namespace's record streams), each with its append's recorded time. */
  recorded(events: readonly ReadEvent[]): Promise<RecordedEvent[]>;
}

/**
 * Finds each event's recorded time: the `created` of its append's first event, read from the
 * same page nearly always (an append's events are neighbours in a stream and in `$all`), else
 * fetched once and kept a while.
 */
export const recordedTimes = (log: KurrentLog): RecordedTimes => {
  const known = new Map<string, Date>();
  const keyOf = (streamName: string, revision: bigint) => `${revision}@${streamName}`;
  return {
    async recorded(events) {
      if (known.size > KEPT_TIMES) known.clear();
      for (const event of events) known.set(keyOf(event.streamId, event.revision), event.created);
      const recorded: RecordedEvent[] = [];
      for (const event of events) {
        const start = batchStart(event);
        let created = known.get(keyOf(event.streamId, start));
        if (!created) {
          const [first] = await log.readStream(event.streamId, start, 1);
          created = first?.created ?? event.created;
          known.set(keyOf(event.streamId, start), created);
        }
        recorded.push(fromStoredEvent(log.namespace, event, created));
      }
      return recorded;
    },
  };
};

export const readStreamEvents = async (log: KurrentLog, times: RecordedTimes, streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> => {
  const from = Math.max(0, options.fromVersion ?? 0);
  if (options.toVersion !== undefined && options.toVersion < from) return [];
  const count = options.toVersion === undefined ? undefined : options.toVersion - from + 1;
  const events = await log.readStream(storedStreamName(log.namespace, streamId), BigInt(from), count);
  const recorded = await times.recorded(events.filter((event) => isRecordEvent(log.namespace, event)));
  const until = options.until;
  return until ? recorded.filter((event) => event.recordedAt.getTime() <= until.getTime()) : recorded;
};

/**
 * The record events after port position `after` (0, or an event's position: the server starts
 * reads only at events), at most `limit`. Pages go on from the last event read, record or not,
 * so what this side filters out is never read twice.
 */
const recordEventsAfter = async (log: KurrentLog, after: number, limit: number): Promise<ReadEvent[]> => {
  const found: ReadEvent[] = [];
  let from = readStartAfter(after);
  let floor = from === 'start' ? undefined : from;
  while (found.length < limit) {
    // One more than wanted: a read from a position gives the event at it, which came before.
    const want = Math.min(PAGE_SIZE, limit - found.length + 1);
    const page = await log.readAllForwards(from, want);
    for (const event of page) {
      if (!event.position || (floor && comparePositions(event.position, floor) <= 0)) continue;
      if (isRecordEvent(log.namespace, event) && found.length < limit) found.push(event);
    }
    // A filtered read goes on until it has `want` events or the log ends.
    const last = page.at(-1)?.position;
    if (page.length < want || !last) break;
    from = last;
    floor = last;
  }
  return found;
};

export const readAfter = async (log: KurrentLog, times: RecordedTimes, after: number, limit = Number.POSITIVE_INFINITY): Promise<RecordedEvent[]> =>
  times.recorded(await recordEventsAfter(log, after, limit));

/** The position of the namespace's newest record event, 0 when it has none. */
export const readHeadPosition = async (log: KurrentLog): Promise<number> => {
  let from: 'end' | LogPosition = 'end';
  for (;;) {
    const page = await log.readAllBackwards(from, 32);
    const newest = page.find((event) => isRecordEvent(log.namespace, event));
    if (newest) return portPosition(newest.position);
    const last = page.at(-1)?.position;
    if (page.length < 32 || !last) return 0;
    from = last;
  }
};

/** How many record events follow `after`, counting no further than `atMost`. */
export const countAfter = async (log: KurrentLog, after: number, atMost: number): Promise<number> =>
  (await recordEventsAfter(log, after, Math.max(0, atMost))).length;

export const readAllEvents = (log: KurrentLog, times: RecordedTimes, options: ReadAllOptions = {}): Promise<RecordedEvent[]> =>
  readAfter(log, times, options.after ?? 0, options.limit);
