import type { FeedEntryAnswer } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { EventStore, RecordedEvent } from '@careledger/storage';
import type { FeedRequest } from './feed-request';
import type { LogHeadWatch } from './log-head-watch';
import { readFeed } from './read-feed';

export const EVENT_STREAM = 'text/event-stream';

/** A comment line this often while no event comes: proxies (the balancer's 60 s) keep an idle stream open. */
export const FEED_HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the client reconnects with its Last-Event-ID: the guard then
 * checks its session or key again, so a revoked key or an ended session stops hearing within it.
 */
export const FEED_STREAM_MAX_MS = 5 * 60_000;
/** What an EventSource waits before it reconnects, sent once at the start. */
const RETRY_MS = 2_000;

/** Whether the request asks for the stream rather than the JSON page. */
export const wantsEventStream = (accept: string | undefined): boolean =>
  (accept ?? '').split(',').some((type) => type.split(';')[0]!.trim().toLowerCase() === EVENT_STREAM);

/** One entry as an SSE event: its position is the id a client resumes after, its type the event name. */
export const sseEventOf = (entry: FeedEntryAnswer): string => `id: ${entry.globalPosition}\nevent: ${entry.type}\ndata: ${JSON.stringify(entry)}\n\n`;

/**
 * What follows a read: its events; a bare `id:` when it read past events the caller may not see
 * (an EventSource keeps it as its Last-Event-ID without dispatching anything, so a reconnect does
 * not read them again); a heartbeat comment when nothing came.
 */
export const sseChunkOf = (entries: readonly FeedEntryAnswer[], after: number, next: number): string => {
  const events = entries.map(sseEventOf).join('');
  const lastShown = entries.at(-1)?.globalPosition ?? after;
  const passed = next > lastShown ? `id: ${next}\n\n` : '';
  return events + passed || ': heartbeat\n\n';
};

export const sseStart = `retry: ${RETRY_MS}\n\n`;

export interface FeedStreamParts {
  store: EventStore;
  watch: LogHeadWatch;
  actor: Actor;
  request: FeedRequest;
  render: (events: readonly RecordedEvent[]) => Promise<FeedEntryAnswer[]>;
  /** Resolves once the chunk is taken (the socket drained); rejects when `signal` aborts. */
  write: (chunk: string) => Promise<void>;
  /** Aborts when the client goes away: the wait for new events ends at once. */
  signal: AbortSignal;
  heartbeatMs?: number;
  maxMs?: number;
}

/**
 * Follows the log for one client from `request.after`: the events it may see, in order, each read
 * with a fresh look at what it may see (a record moved to another agency stops showing), waiting
 * on the process's one `LogHeadWatch` between reads. Returns when the client has gone, or after
 * `maxMs` (the client reconnects).
 */
export const streamFeed = async ({ store, watch, actor, request, render, write, signal, heartbeatMs = FEED_HEARTBEAT_MS, maxMs = FEED_STREAM_MAX_MS }: FeedStreamParts): Promise<void> => {
  let after = request.after;
  const end = Date.now() + maxMs;
  await write(sseStart);
  while (!signal.aborted && Date.now() < end) {
    const waitMs = Math.max(0, Math.min(heartbeatMs, end - Date.now()));
    const { events, next } = await readFeed(store, watch, actor, { ...request, after, waitMs }, signal);
    if (signal.aborted) return;
    await write(sseChunkOf(await render(events), after, next));
    after = next;
  }
};
