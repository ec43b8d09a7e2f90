import { followLink, type ChainState } from '../chain-link';
import type { BrokenLink, VerifyResult } from '../event-store';
import type { KurrentLog, LogPosition } from './kurrent-log';
import { comparePositions } from './kurrent-reads';
import { fromStoredEvent, isRecordEvent } from './kurrent-stored-form';

const PAGE_SIZE = 1_000;

/**
 * Walks `$all` once, in position order, checking each event against the last one seen of its
 * stream (chain-link.ts, the SQL store's rule). KurrentDB reads no stream-ordered walk of all
 * streams, so this keeps one small state per stream: memory grows with the number of streams.
 * The first fault met is the one at the lowest position; the walk goes on to count every event.
 */
export const verifyChains = async (log: KurrentLog): Promise<VerifyResult> => {
  const chains = new Map<string, ChainState>();
  let eventsChecked = 0;
  let first: BrokenLink | undefined;
  let from: 'start' | LogPosition = 'start';
  let floor: LogPosition | undefined;
  for (;;) {
    const page = await log.readAllForwards(from, PAGE_SIZE);
    for (const read of page) {
      if (!read.position || (floor && comparePositions(read.position, floor) <= 0)) continue;
      if (!isRecordEvent(log.namespace, read)) continue;
      const event = fromStoredEvent(log.namespace, read, read.created);
      eventsChecked += 1;
      const { fault, state } = followLink(event, chains.get(event.streamId));
      if (fault && !first) first = fault.link;
      chains.set(event.streamId, state);
    }
    const last = page.at(-1)?.position;
    if (page.length < PAGE_SIZE || !last) break;
    from = last;
    floor = last;
  }
  return first ? { ok: false, eventsChecked, firstBrokenLink: first } : { ok: true, eventsChecked };
};
