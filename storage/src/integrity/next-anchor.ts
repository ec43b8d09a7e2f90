import type { AnchorDetails } from '@careledger/domain';
import type { EventStore } from '../event-store/event-store';
import { anchorDigest, type StreamHead } from './anchor-digest';
import { readSpan } from './anchor-span';

/** The next anchor of a chain, as its command carries it, and the heads its digest was taken over. */
export interface NextAnchor {
  span: Omit<AnchorDetails, 'sequence' | 'anchoredAt'>;
  heads: StreamHead[];
}

/**
 * The span from the chain's last anchor to the log's head, digested; undefined when nothing but
 * the last anchor's own event was written since (an anchor of that alone would anchor anchors).
 */
export const nextAnchor = async (store: Pick<EventStore, 'readAll' | 'headPosition' | 'readStream'>, chainStreamId: string, chain: readonly AnchorDetails[]): Promise<NextAnchor | undefined> => {
  const last = chain.at(-1);
  const fromPosition = last?.position ?? 0;
  const position = await store.headPosition();
  if (position <= fromPosition) return undefined;
  const lastAnchorEvent = last === undefined ? undefined : (await store.readStream(chainStreamId, { fromVersion: last.sequence - 1, toVersion: last.sequence - 1 }))[0];
  if (lastAnchorEvent !== undefined && lastAnchorEvent.globalPosition >= position) return undefined;
  const { heads, events } = await readSpan(store, fromPosition, position);
  const previousDigest = last?.digest ?? null;
  return {
    span: { fromPosition, position, events, streams: heads.length, previousDigest, digest: anchorDigest({ previousDigest, fromPosition, position, events, heads }) },
    heads,
  };
};
