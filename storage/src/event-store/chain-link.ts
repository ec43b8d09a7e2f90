import { eventHash } from './event-hash';
import type { BrokenLink, RecordedEvent } from './event-store';

/** What `verify()` keeps of a stream while it walks it: its last event, and whether its chain already broke. */
export interface ChainState {
  streamId: string;
  streamVersion: number;
  hash: string;
  broken: boolean;
}

/** A broken link and the two hashes that disagree there: what the chain expects, and what the store holds. */
export interface LinkFault {
  link: BrokenLink;
  expectedHash: string | null;
  storedHash: string | null;
}

const brokenLink = (event: RecordedEvent, reason: BrokenLink['reason']): BrokenLink => ({
  streamId: event.streamId,
  streamVersion: event.streamVersion,
  globalPosition: event.globalPosition,
  reason,
});

/**
 * The first fault of `event` given the event before it in its stream (undefined for the first),
 * with the hashes compared: for a missing version or a wrong `previousHash`, the hash of the event
 * before it against the one the event names; for edited content, its content's hash against its own.
 */
export const linkFault = (event: RecordedEvent, previous: ChainState | undefined): LinkFault | undefined => {
  const chainedFrom = previous?.hash ?? null;
  if (event.streamVersion !== (previous ? previous.streamVersion + 1 : 0)) {
    return { link: brokenLink(event, 'version_gap'), expectedHash: chainedFrom, storedHash: event.previousHash };
  }
  if (event.previousHash !== chainedFrom) return { link: brokenLink(event, 'previous_hash_mismatch'), expectedHash: chainedFrom, storedHash: event.previousHash };
  const contentHash = eventHash(event);
  if (event.hash !== contentHash) return { link: brokenLink(event, 'hash_mismatch'), expectedHash: contentHash, storedHash: event.hash };
  return undefined;
};

/** The first fault of `event` given the event before it in its stream. */
export const checkLink = (event: RecordedEvent, previous: ChainState | undefined): BrokenLink | undefined => linkFault(event, previous)?.link;

/**
 * One step of a walk along a stream's chain, the one rule of every walk (each adapter's
 * `verify()`, the integrity verification): `event`'s fault, unless its stream's chain already
 * broke before it (only a stream's first fault is told), and the stream's state after it.
 */
export const followLink = (event: RecordedEvent, previous: ChainState | undefined): { fault: LinkFault | undefined; state: ChainState } => {
  const fault = previous?.broken ? undefined : linkFault(event, previous);
  return {
    fault,
    state: { streamId: event.streamId, streamVersion: event.streamVersion, hash: event.hash, broken: previous?.broken === true || fault !== undefined },
  };
};
