import { Role, recordTypes } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { EventStore, RecordedEvent } from '@careledger/storage';
import { mayReadRecordEvents } from '../history/record-visibility';
import type { FeedRequest } from './feed-request';
import type { LogHeadWatch } from './log-head-watch';

/** Events read from the log at a time. */
const SCAN_PAGE = 1_000;
/**
 * One answer reads at most about this many events, so a caller who may see few of them still
 * hears back promptly; its `next` carries the read on from where this one stopped.
 */
const MAX_SCANNED = 20_000;

const recordTypeByCategory = new Map(recordTypes.map((recordType) => [recordType.category, recordType]));

/**
 * Whether the actor may see a stream's events, asked once per stream in an answer. A record's
 * stream follows its history's rule; the logs kept beside records and the store's own streams are
 * the administrators' only.
 */
export const streamVisibility = (store: EventStore, actor: Actor): ((streamId: string) => Promise<boolean>) => {
  if (actor.roleId === Role.ADMIN) return () => Promise.resolve(true);
  const known = new Map<string, Promise<boolean>>();
  const readable = async (streamId: string): Promise<boolean> => {
    const dash = streamId.indexOf('-');
    const recordType = dash > 0 ? recordTypeByCategory.get(streamId.slice(0, dash)) : undefined;
    if (!recordType) return false;
    return mayReadRecordEvents(store, actor, recordType, streamId.slice(dash + 1), await store.readStream(streamId));
  };
  return (streamId) => {
    let answer = known.get(streamId);
    if (!answer) known.set(streamId, (answer = readable(streamId)));
    return answer;
  };
};

/**
 * The events after `request.after` that the actor may see, in log order, up to `request.limit`,
 * and the position to read after next. When none follows yet it waits up to `request.waitMs`
 * for the log to grow, or until `signal` aborts.
 */
export const readFeed = async (
  store: EventStore,
  watch: LogHeadWatch,
  actor: Actor,
  request: FeedRequest,
  signal?: AbortSignal,
): Promise<{ events: RecordedEvent[]; next: number }> => {
  const visible = streamVisibility(store, actor);
  const asked = (event: RecordedEvent): boolean => request.types?.has(event.type) ?? true;
  const events: RecordedEvent[] = [];
  const deadline = Date.now() + request.waitMs;
  let next = request.after;
  let scanned = 0;
  for (;;) {
    const page = await store.readAll({ after: next, limit: SCAN_PAGE });
    // The streams of as many events as the answer still takes, asked together: a page that touches
    // many streams costs the pool's width, not their sum.
    const wanted = page.filter(asked).slice(0, request.limit - events.length);
    await Promise.all([...new Set(wanted.map((event) => event.streamId))].map(visible));
    for (const event of page) {
      next = event.globalPosition;
      scanned += 1;
      if (asked(event) && (await visible(event.streamId))) {
        events.push(event);
        if (events.length === request.limit) return { events, next };
      }
    }
    const more = page.length === SCAN_PAGE;
    if (more && scanned < MAX_SCANNED) continue;
    const waitMs = deadline - Date.now();
    if (events.length > 0 || more || waitMs <= 0 || signal?.aborted) return { events, next };
    await watch.waitBeyond(next, waitMs, signal);
  }
};
