import { ANCHOR_CHAIN_ID, ANCHOR_STREAM_ID, anchorDecider, fold, Role, type AnchorDetails, type AnchorEvent } from '@careledger/domain';
import type { EventStore } from '../event-store/event-store';
import { keepAnchorHeads } from '../integrity/anchor-heads';
import { nextAnchor } from '../integrity/next-anchor';
import type { SqlDatabase } from '../sql/sql-database';

/** What the anchoring command does, without the command edge: the next anchor, its heads kept, its event appended. */
export const recordAnchorDirectly = async (store: EventStore, db: SqlDatabase, at = new Date()): Promise<AnchorDetails> => {
  const history = await store.readStream(ANCHOR_STREAM_ID);
  const state = fold(anchorDecider, history as unknown as AnchorEvent[]);
  const next = await nextAnchor(store, ANCHOR_STREAM_ID, state.anchors);
  if (!next) throw new Error('Nothing to anchor.');
  await keepAnchorHeads(db, next.span.digest, next.heads);
  const actor = { actorId: 'anchor-test', actorRole: Role.ADMIN };
  const [event] = anchorDecider.decide({ type: 'RecordAnchor', data: { chainId: ANCHOR_CHAIN_ID, ...next.span }, metadata: { commandId: 'c', correlationId: 'c', ...actor, now: at.toISOString() } }, state);
  if (!event) throw new Error('No anchor decided.');
  const metadata = { ...actor, correlationId: 'c', causationId: 'c', occurredAt: at.toISOString(), schemaVersion: 1 };
  await store.append(ANCHOR_STREAM_ID, [{ type: event.type, data: event.data, metadata }], history.length === 0 ? 'no_stream' : history.length - 1);
  const { chainId: _chain, ...anchor } = event.data;
  return anchor;
};
