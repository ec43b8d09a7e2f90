import type { SqlExecutor } from '../sql/sql-database';
import type { ReadByStreamOptions, RecordedEvent } from './event-store';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './sql-read';

/**
 * The walk by stream over the key (stream_id, stream_version): each page an index range scan from
 * the last event read. A category is filtered on the way, so its walk reads past the other
 * streams' keys (by their index, cheaply) but hashes nothing of them.
 */
export const readEventsByStream = async (db: SqlExecutor, { after, category, streamId, limit }: ReadByStreamOptions): Promise<RecordedEvent[]> => {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (streamId !== undefined) {
    conditions.push(`stream_id = ${param(streamId)}`, `stream_version > ${param(after?.streamId === streamId ? after.streamVersion : -1)}`);
  } else if (after !== undefined) {
    conditions.push(`(stream_id, stream_version) > (${param(after.streamId)}, ${param(after.streamVersion)})`);
  }
  if (category !== undefined) conditions.push(`split_part(stream_id, '-', 1) = ${param(category)}`);
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY stream_id, stream_version LIMIT ${param(limit)}`,
    params,
  );
  return rows.map(toRecordedEvent);
};
