import type { EventStore } from '../event-store/event-store';
import { headsInOrder, type StreamHead } from './anchor-digest';
import { yieldToOthers } from './yield-to-others';

const PAGE_SIZE = 1_000;

/** The head of every stream written in (`fromPosition`, `position`], and how many events the span holds. */
export interface SpanRead {
  heads: StreamHead[];
  events: number;
}

/** Reads the span in position order, keeping one head per stream written in it: memory grows with those streams, not the events. */
export const readSpan = async (store: Pick<EventStore, 'readAll'>, fromPosition: number, position: number): Promise<SpanRead> => {
  const heads = new Map<string, StreamHead>();
  let events = 0;
  let after = fromPosition;
  for (;;) {
    const page = await store.readAll({ after, limit: PAGE_SIZE });
    for (const event of page) {
      if (event.globalPosition > position) return { heads: headsInOrder(heads.values()), events };
      events += 1;
      heads.set(event.streamId, { streamId: event.streamId, version: event.streamVersion, hash: event.hash, position: event.globalPosition });
    }
    const last = page.at(-1);
    if (page.length < PAGE_SIZE || !last) return { heads: headsInOrder(heads.values()), events };
    after = last.globalPosition;
    await yieldToOthers();
  }
};
