import { ANCHOR_STREAM_ID, anchorDecider, fold, type AnchorDetails, type AnchorEvent } from '@careledger/domain';
import type { EventStore } from '../event-store/event-store';
import type { SqlExecutor } from '../sql/sql-database';
import { readAnchorFile } from './anchor-file';
import { readAnchorHeads } from './anchor-heads';
import type { AnchorSources } from './verification';

/** The anchor chain as the store holds it. */
export const storedAnchors = async (store: Pick<EventStore, 'readStream'>): Promise<AnchorDetails[]> =>
  fold(anchorDecider, (await store.readStream(ANCHOR_STREAM_ID)) as unknown as AnchorEvent[]).anchors;

/**
 * What a verification checks the log against: the store's chain, the anchor file at `anchorFile`
 * (the one in ANCHOR_DIR, or a copy an auditor brought) when there is one, and the heads kept in `db`.
 */
export const anchorSourcesOf =
  (store: Pick<EventStore, 'readStream'>, db: SqlExecutor, anchorFile: string | undefined) =>
  async (): Promise<AnchorSources> => ({
    stored: await storedAnchors(store),
    file: anchorFile === undefined ? undefined : await readAnchorFile(anchorFile),
    heads: (digest) => readAnchorHeads(db, digest),
  });
