import { INTEGRITY_FAULTS_SHOWN, type IntegrityPhase, type IntegrityRunAnswer, type IntegrityRunState, type IntegrityFaultAnswer } from '@careledger/domain';
import type { SqlDatabase, SqlExecutor } from '../sql/sql-database';
import type { VerificationPlace, VerificationScope, VerificationStep } from './verification';

/** A run as kept: its answer (but the requester's name, which the query side adds) and where it stands. */
export interface IntegrityRun extends Omit<IntegrityRunAnswer, 'requestedByName'> {
  attempts: number;
  /** Bumped by every step saved: an attempt saves only on the count it read, so two attempts never both go on. */
  steps: number;
  place: VerificationPlace;
}

/** Another attempt of the run saved a step first (a worker taken for dead that was not): this one stops. */
export class IntegrityRunMoved extends Error {
  constructor(readonly runId: string) {
    super(`The verification ${runId} was moved on by another attempt.`);
    this.name = 'IntegrityRunMoved';
  }
}

interface RunRow {
  id: string;
  category: string | null;
  stream_id: string | null;
  requested_by: string;
  requested_at: Date | string;
  state: IntegrityRunState;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  attempts: number;
  failed_reason: string | null;
  head_position: number | string | null;
  phase: IntegrityPhase;
  progress: number;
  steps: number;
  chain_stream_id: string | null;
  chain_version: number | null;
  chain_hash: string | null;
  chain_broken: boolean | null;
  anchor_sequence: number;
  streams: number | string;
  events: number | string;
  anchors: number;
  fault_count: number;
}

interface FaultRow {
  run_id: string;
  stream_id: string;
  stream_version: number | null;
  global_position: number | string | null;
  reason: IntegrityFaultAnswer['reason'];
  expected_hash: string | null;
  stored_hash: string | null;
  detail: string | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const toRun = (row: RunRow, faults: IntegrityFaultAnswer[]): IntegrityRun => ({
  id: row.id,
  state: row.state,
  category: row.category,
  streamId: row.stream_id,
  requestedBy: row.requested_by,
  requestedAt: new Date(row.requested_at).toISOString(),
  startedAt: iso(row.started_at),
  finishedAt: iso(row.finished_at),
  phase: row.phase,
  progress: Math.round(Number(row.progress) * 10) / 10,
  headPosition: Number(row.head_position ?? 0),
  streams: Number(row.streams),
  events: Number(row.events),
  anchors: Number(row.anchors),
  clean: row.state === 'completed' ? row.fault_count === 0 : null,
  faultCount: Number(row.fault_count),
  faults,
  failedReason: row.failed_reason,
  attempts: Number(row.attempts),
  steps: Number(row.steps),
  place: {
    phase: row.phase,
    chain:
      row.chain_stream_id === null
        ? undefined
        : { streamId: row.chain_stream_id, streamVersion: Number(row.chain_version), hash: row.chain_hash ?? '', broken: row.chain_broken === true },
    anchorSequence: Number(row.anchor_sequence),
  },
});

const toFault = (row: FaultRow): IntegrityFaultAnswer => ({
  streamId: row.stream_id,
  streamVersion: row.stream_version === null ? null : Number(row.stream_version),
  globalPosition: row.global_position === null ? null : Number(row.global_position),
  reason: row.reason,
  expectedHash: row.expected_hash,
  storedHash: row.stored_hash,
  detail: row.detail,
});

const faultsOf = async (db: SqlExecutor, runIds: readonly string[]): Promise<Map<string, IntegrityFaultAnswer[]>> => {
  const byRun = new Map<string, IntegrityFaultAnswer[]>(runIds.map((id) => [id, []]));
  if (runIds.length === 0) return byRun;
  const { rows } = await db.query<FaultRow>(
    `SELECT run_id, stream_id, stream_version, global_position, reason, expected_hash, stored_hash, detail
     FROM integrity_faults WHERE run_id = ANY($1::uuid[]) AND seq < $2 ORDER BY run_id, seq`,
    [runIds, INTEGRITY_FAULTS_SHOWN],
  );
  for (const row of rows) byRun.get(row.run_id)?.push(toFault(row));
  return byRun;
};

export interface NewIntegrityRun extends VerificationScope {
  id: string;
  requestedBy: string;
  requestedAt: Date;
}

export const createIntegrityRun = async (db: SqlExecutor, run: NewIntegrityRun): Promise<void> => {
  await db.query('INSERT INTO integrity_runs (id, category, stream_id, requested_by, requested_at) VALUES ($1, $2, $3, $4, $5)', [
    run.id,
    run.category ?? null,
    run.streamId ?? null,
    run.requestedBy,
    run.requestedAt.toISOString(),
  ]);
};

export const readIntegrityRun = async (db: SqlExecutor, id: string): Promise<IntegrityRun | undefined> => {
  const { rows } = await db.query<RunRow>('SELECT * FROM integrity_runs WHERE id = $1', [id]);
  const row = rows[0];
  return row && toRun(row, (await faultsOf(db, [row.id])).get(row.id) ?? []);
};

/** The latest runs, newest first, each with its first faults. */
export const recentIntegrityRuns = async (db: SqlExecutor, limit: number): Promise<IntegrityRun[]> => {
  const { rows } = await db.query<RunRow>('SELECT * FROM integrity_runs ORDER BY requested_at DESC, id LIMIT $1', [limit]);
  const faults = await faultsOf(db, rows.map((row) => row.id));
  return rows.map((row) => toRun(row, faults.get(row.id) ?? []));
};

/** The runs not finished: those a process that died held, to be taken up again. */
export const unfinishedIntegrityRuns = async (db: SqlExecutor): Promise<string[]> => {
  const { rows } = await db.query<{ id: string }>("SELECT id FROM integrity_runs WHERE state IN ('waiting', 'running') ORDER BY requested_at");
  return rows.map((row) => row.id);
};

/**
 * An attempt starts (or goes on with) the run: the head it vouches for is the log's at the first
 * attempt, kept by the later ones.
 */
export const startIntegrityAttempt = async (db: SqlExecutor, id: string, now: Date, headPosition: number): Promise<IntegrityRun | undefined> => {
  await db.query(
    `UPDATE integrity_runs SET state = 'running', attempts = attempts + 1, failed_reason = NULL,
       started_at = coalesce(started_at, $2), head_position = coalesce(head_position, $3)
     WHERE id = $1 AND state IN ('waiting', 'running')`,
    [id, now.toISOString(), headPosition],
  );
  const run = await readIntegrityRun(db, id);
  return run?.state === 'running' ? run : undefined;
};

/** Keeps one step: where the run stands, its counts and its faults, all in one transaction, on the step count read (else `IntegrityRunMoved`). */
export const saveIntegrityStep = async (db: SqlDatabase, id: string, steps: number, step: VerificationStep, progress: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const { chain, anchorSequence, phase } = step.place;
    const { rows } = await tx.query<{ fault_count: number }>(
      `UPDATE integrity_runs SET steps = steps + 1, phase = $3, progress = $4,
         chain_stream_id = $5, chain_version = $6, chain_hash = $7, chain_broken = $8, anchor_sequence = $9,
         streams = streams + $10, events = events + $11, anchors = anchors + $12, fault_count = fault_count + $13
       WHERE id = $1 AND steps = $2 AND state = 'running'
       RETURNING fault_count`,
      [id, steps, phase, progress, chain?.streamId ?? null, chain?.streamVersion ?? null, chain?.hash ?? null, chain?.broken ?? null, anchorSequence, step.streams, step.events, step.anchors, step.faults.length],
    );
    const row = rows[0];
    if (!row) throw new IntegrityRunMoved(id);
    const first = Number(row.fault_count) - step.faults.length;
    if (step.faults.length === 0) return;
    await tx.query(
      `INSERT INTO integrity_faults (run_id, seq, stream_id, stream_version, global_position, reason, expected_hash, stored_hash, detail)
       SELECT $1, $2 + ordinality - 1, stream_id, stream_version, global_position, reason, expected_hash, stored_hash, detail
       FROM unnest($3::text[], $4::integer[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[])
         WITH ORDINALITY AS f(stream_id, stream_version, global_position, reason, expected_hash, stored_hash, detail)`,
      [
        id,
        first,
        step.faults.map((fault) => fault.streamId),
        step.faults.map((fault) => fault.streamVersion),
        step.faults.map((fault) => fault.globalPosition),
        step.faults.map((fault) => fault.reason),
        step.faults.map((fault) => fault.expectedHash),
        step.faults.map((fault) => fault.storedHash),
        step.faults.map((fault) => fault.detail),
      ],
    );
  });
};

export const finishIntegrityRun = async (db: SqlExecutor, id: string, now: Date): Promise<void> => {
  await db.query(
    "UPDATE integrity_runs SET state = 'completed', phase = 'done', progress = 100, finished_at = $2 WHERE id = $1 AND state = 'running'",
    [id, now.toISOString()],
  );
};

/** Records why an attempt stopped; the last attempt's failure ends the run. */
export const recordIntegrityFailure = async (db: SqlExecutor, id: string, reason: string, now: Date, final: boolean): Promise<void> => {
  await db.query(
    `UPDATE integrity_runs SET failed_reason = $2, state = CASE WHEN $3 THEN 'failed' ELSE state END,
       finished_at = CASE WHEN $3 THEN $4::timestamptz ELSE finished_at END
     WHERE id = $1 AND state IN ('waiting', 'running')`,
    [id, reason, final, now.toISOString()],
  );
};

/** Faults that name no stream of the log (an anchor's span the kept heads cannot split): every stream of the run is in doubt. */
const UNPINNED_FAULTS = ['anchor_mismatch'];

/** The last completed run that covered `streamId` (every stream, its category, itself), and whether it found the stream clean. */
export const lastRunCovering = async (db: SqlExecutor, streamId: string): Promise<{ run: IntegrityRun; clean: boolean } | undefined> => {
  const { rows } = await db.query<RunRow & { faulted: boolean }>(
    `SELECT r.*, EXISTS (
         SELECT 1 FROM integrity_faults f WHERE f.run_id = r.id AND (f.stream_id = $1 OR f.reason = ANY($2::text[]))
       ) AS faulted
     FROM integrity_runs r
     WHERE r.state = 'completed'
       AND ((r.category IS NULL AND r.stream_id IS NULL) OR r.category = split_part($1, '-', 1) OR r.stream_id = $1)
     ORDER BY r.finished_at DESC LIMIT 1`,
    [streamId, UNPINNED_FAULTS],
  );
  const row = rows[0];
  return row && { run: toRun(row, []), clean: !row.faulted };
};
