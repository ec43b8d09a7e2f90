import type { FeedEntryAnswer } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import type { ListReads } from '../http/list-query';
import { withNames } from '../names/display-names';
import { HISTORY_NAMES, toHistoryEntry } from '../history/record-history';

/**
 * Events as the feed, its stream and the webhooks carry them: the history entry, its actor named,
 * and its stream. The log holds the domain's events only, each with the data of its type's
 * declaration, which is what `FeedEntryAnswer` documents (the API tests hold every answer to it).
 */
export const feedEntriesOf = async (reads: ListReads, events: readonly RecordedEvent[]): Promise<FeedEntryAnswer[]> =>
  (await withNames(reads, events.map((event) => ({ ...toHistoryEntry(event), streamId: event.streamId })), HISTORY_NAMES)) as FeedEntryAnswer[];
