import type { SqlExecutor } from '../sql/sql-database';
import { followLink, type ChainState } from './chain-link';
import type { BrokenLink, RecordedEvent, VerifyResult } from './event-store';
import { readEventsByStream } from './sql-read-by-stream';

const PAGE_SIZE = 1_000;

const readPage = (db: SqlExecutor, after: RecordedEvent | undefined): Promise<RecordedEvent[]> =>
  readEventsByStream(db, { after: after && { streamId: after.streamId, streamVersion: after.streamVersion }, limit: PAGE_SIZE });

/**
 * Walks stream by stream, holding one stream's state at a time so memory stays flat however
 * many streams there are; the first fault of each stream competes on global position.
 */
export const verifyChains = async (db: SqlExecutor): Promise<VerifyResult> => {
  let eventsChecked = 0;
  let first: BrokenLink | undefined;
  let chain: ChainState | undefined;
  let page = await readPage(db, undefined);
  while (page.length > 0) {
    for (const event of page) {
      eventsChecked += 1;
      const { fault, state } = followLink(event, chain?.streamId === event.streamId ? chain : undefined);
      if (fault && (!first || fault.link.globalPosition < first.globalPosition)) first = fault.link;
      chain = state;
    }
    page = page.length < PAGE_SIZE ? [] : await readPage(db, page[page.length - 1]);
  }
  return first ? { ok: false, eventsChecked, firstBrokenLink: first } : { ok: true, eventsChecked };
};
