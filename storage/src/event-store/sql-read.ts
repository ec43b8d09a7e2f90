import type { EventMetadata } from '@careledger/domain';
import type { SqlExecutor } from '../sql/sql-database';
import type { ReadStreamOptions, RecordedEvent } from './event-store';

/** An `events` row as both drivers return it: `pg` gives int8 as a string, PGlite as a number. */
export interface EventRow {
  global_position: number | string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  hash: string;
  previous_hash: string | null;
}

export const EVENT_COLUMNS =
  'global_position, stream_id, stream_version, type, data, metadata, recorded_at, hash, previous_hash';

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  streamId: row.stream_id,
  streamVersion: Number(row.stream_version),
  globalPosition: Number(row.global_position),
  recordedAt: new Date(row.recorded_at),
  hash: row.hash,
  previousHash: row.previous_hash,
});

export const readStreamEvents = async (
  db: SqlExecutor,
  streamId: string,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> => {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
     WHERE stream_id = $1
       AND stream_version >= $2
       AND ($3::integer IS NULL OR stream_version <= $3::integer)
       AND ($4::timestamptz IS NULL OR recorded_at <= $4::timestamptz)
     ORDER BY stream_version`,
    [streamId, options.fromVersion ?? 0, options.toVersion ?? null, options.until?.toISOString() ?? null],
  );
  return rows.map(toRecordedEvent);
};

/** The SQL store's own read of `$all`: inclusive of `fromPosition` (its positions are dense). */
export interface SqlReadAllOptions {
  fromPosition?: number;
  limit?: number;
}

export const readAllEvents = async (db: SqlExecutor, options: SqlReadAllOptions = {}): Promise<RecordedEvent[]> => {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position >= $1 ORDER BY global_position LIMIT $2`,
    [options.fromPosition ?? 1, options.limit ?? null],
  );
  return rows.map(toRecordedEvent);
};

export const readHeadPosition = async (db: SqlExecutor): Promise<number> => {
  const { rows } = await db.query<{ head: number | string }>(
    'SELECT coalesce(max(global_position), 0) AS head FROM events',
  );
  return Number(rows[0]?.head ?? 0);
};

/** Exact, whatever the cap: positions are dense, so the head tells how many follow. */
export const countEventsAfter = async (db: SqlExecutor, position: number): Promise<number> =>
  Math.max(0, (await readHeadPosition(db)) - position);
