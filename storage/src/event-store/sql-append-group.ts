import { isConnectionLoss } from '../sql/database-unavailable';
import type { SqlDatabase, SqlExecutor } from '../sql/sql-database';
import { eventHash } from './event-hash';
import type { AppendResult, ExpectedVersion, IdempotentAppend, NewEvent } from './event-store';
import { storeAnswers, type AnsweredAppend } from './sql-idempotency';

/** The last event of a stream, which the next event's hash chains to; version -1 for no stream. */
export interface StreamHead {
  version: number;
  hash: string | null;
}

export interface GroupedAppend {
  streamId: string;
  events: readonly NewEvent[];
  expected: ExpectedVersion;
  /** The head to chain from, when a previous try learnt it; otherwise read before the group. */
  head?: StreamHead;
  idempotency?: IdempotentAppend;
}

export type GroupOutcome =
  | { kind: 'appended'; result: AppendResult }
  | { kind: 'conflict'; actualVersion: number }
  /** The stream moved on from the head its hashes were chained to: chain again from `head`. */
  | { kind: 'stale'; head: StreamHead }
  | { kind: 'key_used'; actorId: string; key: string }
  /** The database refused this append when it ran alone (invalid data, say). */
  | { kind: 'failed'; error: unknown };

interface OutcomeRow {
  outcome: 'appended' | 'conflict' | 'stale' | 'key_used';
  actual_version: number | null;
  actual_hash: string | null;
  last_position: number | string | null;
}

const NO_STREAM: StreamHead = { version: -1, hash: null };

const startsNewStream = (expected: ExpectedVersion) => expected === 'no_stream' || expected === -1;

/** One query for every stream of the group whose head the caller could not know. */
const readHeads = async (db: SqlExecutor, streamIds: readonly string[]): Promise<Map<string, StreamHead>> => {
  if (streamIds.length === 0) return new Map();
  const { rows } = await db.query<{ stream_id: string; stream_version: number | null; hash: string | null }>(
    `SELECT wanted.stream_id, last.stream_version, last.hash
     FROM unnest($1::text[]) AS wanted(stream_id)
     LEFT JOIN LATERAL (
       SELECT stream_version, hash FROM events WHERE stream_id = wanted.stream_id ORDER BY stream_version DESC LIMIT 1
     ) AS last ON true`,
    [[...new Set(streamIds)]],
  );
  return new Map(rows.map((row) => [row.stream_id, row.stream_version === null ? NO_STREAM : { version: Number(row.stream_version), hash: row.hash }]));
};

const chainedHashes = (streamId: string, events: readonly NewEvent[], head: StreamHead) => {
  let previousHash = head.hash;
  return events.map((event, index) => {
    const link = { previousHash, hash: eventHash({ streamId, streamVersion: head.version + 1 + index, type: event.type, data: event.data, metadata: event.metadata, previousHash }) };
    previousHash = link.hash;
    return link;
  });
};

/** The JSON the group function reads (sql-append-function.ts). */
const encode = (append: GroupedAppend, head: StreamHead) => {
  const hashes = chainedHashes(append.streamId, append.events, head);
  const { expected, idempotency } = append;
  return {
    stream: append.streamId,
    expected: expected === 'any' ? null : expected === 'no_stream' ? -1 : expected,
    headVersion: head.version,
    headHash: head.hash,
    key: idempotency && { actorId: idempotency.actorId, key: idempotency.key, requestHash: idempotency.requestHash },
    events: append.events.map((event, index) => ({ type: event.type, data: event.data, metadata: event.metadata, ...hashes[index] })),
  };
};

const decode = (row: OutcomeRow, append: GroupedAppend): GroupOutcome => {
  const version = Number(row.actual_version);
  switch (row.outcome) {
    case 'appended':
      return { kind: 'appended', result: { nextExpectedVersion: version, lastGlobalPosition: Number(row.last_position) } };
    case 'conflict':
      return { kind: 'conflict', actualVersion: version };
    case 'stale':
      return { kind: 'stale', head: { version, hash: row.actual_hash } };
    case 'key_used':
      return { kind: 'key_used', actorId: append.idempotency?.actorId ?? '', key: append.idempotency?.key ?? '' };
    default: {
      const unknown: never = row.outcome;
      throw new Error(`Unknown append outcome ${String(unknown)}.`);
    }
  }
};

/**
 * One group in one statement, which commits by itself; with Idempotency-Keys, the answers
 * (which need the positions) follow in the same transaction.
 */
export const commitAppendGroup = async (db: SqlDatabase, appends: readonly GroupedAppend[]): Promise<GroupOutcome[]> => {
  const unknownHeads = appends.filter((append) => !append.head && !startsNewStream(append.expected)).map((append) => append.streamId);
  const heads = await readHeads(db, unknownHeads);
  const headOf = (append: GroupedAppend) => append.head ?? heads.get(append.streamId) ?? NO_STREAM;
  const payload = JSON.stringify(appends.map((append) => encode(append, headOf(append))));

  const run = async (executor: SqlExecutor): Promise<GroupOutcome[]> => {
    const { rows } = await executor.query<OutcomeRow>('SELECT * FROM careledger_append_group($1::jsonb)', [payload]);
    const outcomes = appends.map((append, index) => decode(rows[index] as OutcomeRow, append));
    const answered = appends.flatMap((append, index): AnsweredAppend[] => {
      const outcome = outcomes[index];
      return append.idempotency && outcome?.kind === 'appended' ? [{ idempotency: append.idempotency, result: outcome.result }] : [];
    });
    if (answered.length > 0) await storeAnswers(executor, answered);
    return outcomes;
  };
  return appends.some((append) => append.idempotency) ? db.transaction(run) : run(db);
};

// A SQLSTATE means the server refused the statement and rolled the group back; a lost
// connection leaves unknown whether it committed, so that group must not run again.
const refusedByTheDatabase = (error: unknown): boolean =>
  typeof (error as { code?: unknown } | undefined)?.code === 'string' && /^[0-9A-Z]{5}$/.test((error as { code: string }).code) && !isConnectionLoss(error);

/** A group the database refuses runs again one append at a time, so only the culprit fails. */
export const commitIsolatingFailures =
  (db: SqlDatabase) =>
  async (appends: GroupedAppend[]): Promise<GroupOutcome[]> => {
    try {
      return await commitAppendGroup(db, appends);
    } catch (error) {
      if (appends.length === 1 || !refusedByTheDatabase(error)) throw error;
      const outcomes: GroupOutcome[] = [];
      for (const append of appends) {
        outcomes.push(await commitAppendGroup(db, [append]).then((alone) => alone[0] as GroupOutcome, (failure: unknown): GroupOutcome => ({ kind: 'failed', error: failure })));
      }
      return outcomes;
    }
  };
