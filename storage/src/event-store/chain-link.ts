import { eventHash } from './event-hash';
import type { BrokenLink, RecordedEvent } from './event-store';

/** What `verify()` keeps of a stream while it walks it: its last event, and whether its chain already broke. */
export interface ChainState {
  streamId: string;
  streamVersion: number;
  hash: string;
  broken: boolean;
}

const brokenLink = (event: RecordedEvent, reason: BrokenLink['reason']): BrokenLink => ({
  streamId: event.streamId,
  streamVersion: event.streamVersion,
  globalPosition: event.globalPosition,
  reason,
});

/** The first fault of `event` given the event before it in its stream (undefined for the first): the one rule of every adapter's `verify()`. */
export const checkLink = (event: RecordedEvent, previous: ChainState | undefined): BrokenLink | undefined => {
  if (event.streamVersion !== (previous ? previous.streamVersion + 1 : 0)) return brokenLink(event, 'version_gap');
  if (event.previousHash !== (previous?.hash ?? null)) return brokenLink(event, 'previous_hash_mismatch');
  if (event.hash !== eventHash(event)) return brokenLink(event, 'hash_mismatch');
  return undefined;
};
