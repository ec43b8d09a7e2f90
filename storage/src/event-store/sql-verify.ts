import type { SqlExecutor } from '../sql/sql-database';
import { checkLink, type ChainState } from './chain-link';
import type { BrokenLink, RecordedEvent, VerifyResult } from './event-store';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './sql-read';

const PAGE_SIZE = 1_000;

const readPage = async (db: SqlExecutor, after: RecordedEvent | undefined): Promise<RecordedEvent[]> => {
  // Two texts rather than an `$1 IS NULL OR ...` filter, so every page is an index range scan.
  const { rows } = after
    ? await db.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE (stream_id, stream_version) > ($1, $2)
         ORDER BY stream_id, stream_version LIMIT ${PAGE_SIZE}`,
        [after.streamId, after.streamVersion],
      )
    : await db.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events ORDER BY stream_id, stream_version LIMIT ${PAGE_SIZE}`,
      );
  return rows.map(toRecordedEvent);
};

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
      const previous = chain?.streamId === event.streamId ? chain : undefined;
      if (previous?.broken) continue;
      const fault = checkLink(event, previous);
      if (fault && (!first || fault.globalPosition < first.globalPosition)) first = fault;
      chain = { streamId: event.streamId, streamVersion: event.streamVersion, hash: event.hash, broken: !!fault };
    }
    page = page.length < PAGE_SIZE ? [] : await readPage(db, page[page.length - 1]);
  }
  return first ? { ok: false, eventsChecked, firstBrokenLink: first } : { ok: true, eventsChecked };
};
