import type { SqlDatabase } from '../sql/sql-database';
import { listenSteadily } from '../sql/steady-listener';
import type { EventStore, RecordedEvent } from './event-store';
import { ownPositions } from './own-positions';
import { EVENTS_CHANNEL } from './sql-append-function';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './sql-read';

const MAX_STREAMS = 10_000;

export interface StreamCache {
  /** The stream as this process last read it, or from the database when it may have changed since. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** The store, whose appends make this process forget the stream they changed at once. */
  readonly store: EventStore;
  stop(): Promise<void>;
}

interface Filling {
  readonly read: Promise<RecordedEvent[]>;
  /** A change to the stream was heard while it was being read: the read must not be kept. */
  changed: boolean;
}

/**
 * Streams kept in memory for the facts a command reads about the records it references (a
 * patient's agency and care team, DESIGN.md section 8): a kept stream costs no query. Every
 * append announces the log's new head (`EVENTS_CHANNEL`), and the streams written since the last
 * head heard are forgotten (with no query when the positions are all this process's own appends,
 * which forget their streams before answering). While the
 * announcements cannot be heard, every read goes to the database.
 *
 * A stream read is kept only if nothing could have changed it unheard: the read's snapshot head
 * is at or past the position up to which changes have been applied (appends commit in position
 * order, so a snapshot holds every event up to its head), and no change to it arrived meanwhile.
 */
export const openStreamCache = async (db: SqlDatabase, store: EventStore): Promise<StreamCache> => {
  const kept = new Map<string, RecordedEvent[]>();
  const filling = new Map<string, Filling>();
  /** Changes to streams up to this position have been applied; null while that is unknown. */
  let appliedThrough: number | null = null;
  let newestHeard = 0;
  let applying = false;
  let gaps = 0;

  /** Positions this process appended beyond `appliedThrough`: their streams were forgotten already. */
  const own = ownPositions();

  const forget = (streamId: string) => {
    kept.delete(streamId);
    const read = filling.get(streamId);
    if (read) read.changed = true;
  };

  const forgetAll = () => {
    gaps += 1;
    appliedThrough = null;
    own.clear();
    kept.clear();
    for (const read of filling.values()) read.changed = true;
  };

  /** Forgets the streams written between the last applied position and the newest head heard, one query at a time. */
  const applyChanges = async () => {
    if (applying) return;
    applying = true;
    try {
      while (appliedThrough !== null && newestHeard > appliedThrough) {
        const [from, through, gapsBefore] = [appliedThrough, newestHeard, gaps];
        if ((kept.size > 0 || filling.size > 0) && !own.cover(from, through)) {
          const { rows } = await db.query<{ stream_id: string }>(
            'SELECT DISTINCT stream_id FROM events WHERE global_position > $1 AND global_position <= $2',
            [from, through],
          );
          for (const { stream_id: streamId } of rows) forget(streamId);
        }
        if (gaps === gapsBefore) {
          appliedThrough = through;
          own.dropThrough(through);
        }
      }
    } catch {
      forgetAll();
    } finally {
      applying = false;
    }
  };

  const startFromHead = async () => {
    const gapsBefore = gaps;
    const { rows } = await db.query<{ head: number | string }>('SELECT coalesce(max(global_position), 0) AS head FROM events');
    // Whatever was written up to the head is in any read whose snapshot starts there or later.
    if (gaps === gapsBefore && appliedThrough === null) appliedThrough = Number(rows[0]?.head ?? 0);
    await applyChanges();
  };

  const listener = await listenSteadily(
    db,
    EVENTS_CHANNEL,
    (payload) => {
      newestHeard = Math.max(newestHeard, Number(payload) || 0);
      // Why a turn later: this process's own append is often answered just after its notice,
      // and a range of its own appends needs no query.
      setImmediate(() => void applyChanges());
    },
    () => {
      forgetAll();
      void startFromHead().catch(forgetAll);
    },
  );

  /** The stream and the log's head in one statement, so one snapshot. */
  const readWithHead = async (streamId: string): Promise<{ events: RecordedEvent[]; head: number }> => {
    const { rows } = await db.query<EventRow & { snapshot_head: number | string }>(
      `SELECT log.snapshot_head, ${EVENT_COLUMNS.split(', ').map((column) => `e.${column}`).join(', ')}
       FROM (SELECT coalesce(max(global_position), 0) AS snapshot_head FROM events) AS log
       LEFT JOIN events AS e ON e.stream_id = $1
       ORDER BY e.stream_version`,
      [streamId],
    );
    const head = Number(rows[0]?.snapshot_head ?? 0);
    return { events: rows.filter((row) => row.global_position !== null).map(toRecordedEvent), head };
  };

  const fill = (streamId: string): Promise<RecordedEvent[]> => {
    const gapsBefore = gaps;
    const entry: Filling = {
      changed: false,
      read: readWithHead(streamId)
        .then(({ events, head }) => {
          const keepable = listener.listening() && gaps === gapsBefore && !entry.changed && appliedThrough !== null && head >= appliedThrough;
          if (keepable) {
            if (kept.size >= MAX_STREAMS) kept.delete(kept.keys().next().value as string);
            kept.set(streamId, events);
          }
          return events;
        })
        .finally(() => {
          if (filling.get(streamId) === entry) filling.delete(streamId);
        }),
    };
    filling.set(streamId, entry);
    return entry.read;
  };

  return {
    async readStream(streamId) {
      if (!listener.listening()) return store.readStream(streamId);
      const events = kept.get(streamId);
      if (events) {
        // Most recently used last, so the oldest is the one dropped when full.
        kept.delete(streamId);
        kept.set(streamId, events);
        return events;
      }
      // A read in flight that a change overtook may predate it: read again rather than share it.
      const inFlight = filling.get(streamId);
      return inFlight && !inFlight.changed ? inFlight.read : fill(streamId);
    },
    store: {
      ...store,
      async append(streamId, events, expectedVersion, options) {
        try {
          const appended = await store.append(streamId, events, expectedVersion, options);
          if (appliedThrough === null || appended.lastGlobalPosition > appliedThrough) {
            own.add(appended.lastGlobalPosition - events.length + 1, appended.lastGlobalPosition);
          }
          return appended;
        } finally {
          // Also after a conflict: someone else changed it.
          forget(streamId);
        }
      },
    },
    async stop() {
      forgetAll();
      await listener.stop();
    },
  };
};
