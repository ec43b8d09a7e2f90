import type { ReadByStreamOptions, RecordedEvent } from '../event-store';
import type { KurrentLog, LogPosition } from './kurrent-log';
import { comparePositions, readStreamEvents, type RecordedTimes } from './kurrent-reads';
import { isRecordEvent, streamIdOf } from './kurrent-stored-form';

const PAGE_SIZE = 1_000;

/** The part of a stream id before its first dash, as the SQL store's `split_part(stream_id, '-', 1)`. */
export const categoryOf = (streamId: string): string => streamId.split('-', 1)[0] ?? streamId;

/** The walk's order of streams: code units, which a JavaScript sort keeps. */
export const sortStreamIds = (ids: Iterable<string>): string[] => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Where the walk goes on in `sorted`: the first id not before `streamId`. */
export const indexFrom = (sorted: readonly string[], streamId: string): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < streamId) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The ids of the namespace's record streams (of one category), from one read of `$all`. */
const listStreams = async (log: KurrentLog, category: string | undefined): Promise<string[]> => {
  const ids = new Set<string>();
  let from: 'start' | LogPosition = 'start';
  let floor: LogPosition | undefined;
  for (;;) {
    const page = await log.readAllForwards(from, PAGE_SIZE);
    for (const read of page) {
      if (!read.position || (floor && comparePositions(read.position, floor) <= 0) || !isRecordEvent(log.namespace, read)) continue;
      const streamId = streamIdOf(log.namespace, read.streamId);
      if (streamId !== undefined && (category === undefined || categoryOf(streamId) === category)) ids.add(streamId);
    }
    const last = page.at(-1)?.position;
    if (page.length < PAGE_SIZE || !last) return sortStreamIds(ids);
    from = last;
    floor = last;
  }
};

/**
 * KurrentDB keeps no walk of its streams in id order: a walk lists the streams once, from one read
 * of `$all` (memory grows with their number, not their events), sorts them, and reads stream after
 * stream from there. The list is read again when a walk starts (no `after`) and by a process that
 * goes on with a walk it did not start: streams created since then wait for the next walk.
 */
export const streamWalker = (log: KurrentLog, times: RecordedTimes) => {
  let listing: { category: string | undefined; ids: string[] } | undefined;
  return async ({ after, category, streamId, limit }: ReadByStreamOptions): Promise<RecordedEvent[]> => {
    const fromVersionOf = (id: string) => (after?.streamId === id ? after.streamVersion + 1 : 0);
    if (streamId !== undefined) {
      const fromVersion = fromVersionOf(streamId);
      return readStreamEvents(log, times, streamId, { fromVersion, toVersion: fromVersion + limit - 1 });
    }
    const ids = after !== undefined && listing !== undefined && listing.category === category ? listing.ids : await listStreams(log, category);
    listing = { category, ids };
    const found: RecordedEvent[] = [];
    for (let index = after ? indexFrom(ids, after.streamId) : 0; index < ids.length && found.length < limit; index += 1) {
      const id = ids[index] as string;
      const fromVersion = fromVersionOf(id);
      found.push(...(await readStreamEvents(log, times, id, { fromVersion, toVersion: fromVersion + limit - found.length - 1 })));
    }
    return found;
  };
};
