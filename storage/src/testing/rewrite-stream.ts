import { eventHash } from '../event-store/event-hash';
import type { EventStore } from '../event-store/event-store';
import type { SqlExecutor } from '../sql/sql-database';

/**
 * What someone with the database could do: edit an event's data in place, then compute its hash
 * and every later hash of its stream again, so the stream's own chain holds. Only a check against
 * an anchor taken before the edit can tell.
 */
export const rewriteStreamInPlace = async (store: Pick<EventStore, 'readStream'>, db: SqlExecutor, streamId: string, version: number, data: unknown): Promise<void> => {
  const events = await store.readStream(streamId);
  let previousHash = events[version - 1]?.hash ?? null;
  for (const event of events.slice(version)) {
    const content = event.streamVersion === version ? { ...event, data } : event;
    const hash = eventHash({ ...content, previousHash });
    await db.query('UPDATE events SET data = $1::jsonb, previous_hash = $2, hash = $3 WHERE stream_id = $4 AND stream_version = $5', [
      JSON.stringify(content.data),
      previousHash,
      hash,
      streamId,
      event.streamVersion,
    ]);
    previousHash = hash;
  }
};
