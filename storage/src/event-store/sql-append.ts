import type { SqlDatabase, SqlExecutor } from '../sql/sql-database';
import { eventHash } from './event-hash';
import { reserveKey, storeAnswer } from './sql-idempotency';
import {
  InvalidAppend,
  WrongExpectedVersion,
  type AppendOptions,
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
} from './event-store';

export const EVENTS_CHANNEL = 'careledger_events';

// Any constant other than the migration lock's: it only has to be the same for every writer.
const APPEND_LOCK = 7_140_222;
const PARAMETERS_PER_ROW = 7;
// PostgreSQL accepts at most 65,535 parameters per statement.
const ROWS_PER_INSERT = Math.floor(65_000 / PARAMETERS_PER_ROW);

interface HeadRow {
  head: number | string;
  recorded_at: string;
  stream_version: number | null;
  hash: string | null;
}

interface StoredRow {
  globalPosition: number;
  streamVersion: number;
  event: NewEvent;
  hash: string;
  previousHash: string | null;
}

const validate = (streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): void => {
  if (typeof streamId !== 'string' || streamId === '') throw new InvalidAppend(String(streamId), 'the stream id is empty');
  if (events.length === 0) throw new InvalidAppend(streamId, 'no events to append');
  if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < -1)) {
    throw new InvalidAppend(streamId, `expected version ${expected} is not an integer of -1 or more`);
  }
  for (const event of events) {
    if (typeof event.type !== 'string' || event.type === '') throw new InvalidAppend(streamId, 'an event has no type');
    if (JSON.stringify(event.data) === undefined) throw new InvalidAppend(streamId, `${event.type} has no JSON data`);
  }
};

const satisfies = (expected: ExpectedVersion, actual: number): boolean =>
  expected === 'any' || (expected === 'no_stream' ? actual === -1 : expected === actual);

const insertRows = async (tx: SqlExecutor, streamId: string, recordedAt: string, rows: readonly StoredRow[]) => {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const params: unknown[] = [streamId, recordedAt];
    const values = chunk.map((row) => {
      const at = params.length;
      params.push(
        row.globalPosition,
        row.streamVersion,
        row.event.type,
        JSON.stringify(row.event.data),
        JSON.stringify(row.event.metadata),
        row.hash,
        row.previousHash,
      );
      const p = (offset: number) => `$${at + offset}`;
      return `(${p(1)}, $1, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, $2, ${p(6)}, ${p(7)})`;
    });
    await tx.query(
      `INSERT INTO events (global_position, stream_id, stream_version, type, data, metadata, recorded_at, hash, previous_hash)
       VALUES ${values.join(', ')}`,
      params,
    );
  }
};

const chain = (streamId: string, events: readonly NewEvent[], head: number, version: number, hash: string | null) => {
  let previousHash = hash;
  return events.map((event, index): StoredRow => {
    const streamVersion = version + 1 + index;
    const row = {
      globalPosition: head + 1 + index,
      streamVersion,
      event,
      hash: eventHash({ streamId, streamVersion, type: event.type, data: event.data, metadata: event.metadata, previousHash }),
      previousHash,
    };
    previousHash = row.hash;
    return row;
  });
};

export const appendToStream = async (
  db: SqlDatabase,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
  { idempotency }: AppendOptions = {},
): Promise<AppendResult> => {
  validate(streamId, events, expected);
  return db.transaction(async (tx) => {
    if (idempotency) await reserveKey(tx, idempotency);
    // Why: one append at a time commits positions in order, so a reader never sees N+1 before N.
    // It is its own statement so the next one's snapshot includes the previous holder's commit.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
    const { rows } = await tx.query<HeadRow>(
      `SELECT (SELECT coalesce(max(global_position), 0) FROM events) AS head,
              -- milliseconds, so a recordedAt read back into a Date is an exact 'until' bound
              date_trunc('milliseconds', clock_timestamp())::text AS recorded_at,
              last.stream_version, last.hash
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT stream_version, hash FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1
       ) AS last ON true`,
      [streamId],
    );
    const [current] = rows;
    if (!current) throw new Error('The head query returned no row.');
    const actual = current.stream_version === null ? -1 : Number(current.stream_version);
    if (!satisfies(expected, actual)) throw new WrongExpectedVersion(streamId, expected, actual);

    const stored = chain(streamId, events, Number(current.head), actual, current.hash);
    await insertRows(tx, streamId, current.recorded_at, stored);
    const last = stored[stored.length - 1] as StoredRow;
    const result = { nextExpectedVersion: last.streamVersion, lastGlobalPosition: last.globalPosition };
    if (idempotency) await storeAnswer(tx, idempotency, result);
    await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, String(last.globalPosition)]);
    return result;
  });
};
