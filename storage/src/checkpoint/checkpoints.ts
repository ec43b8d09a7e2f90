import type { LeaseFence } from '../lease/leases';
import type { SqlExecutor } from '../sql/sql-database';
import { READ_MODELS_UNCHANGED_SETTING } from './checkpoint-migrations';

/** The position of the last event `projector` has processed; 0 when it has none yet. */
export const readCheckpoint = async (executor: SqlExecutor, projector: string): Promise<number> => {
  const { rows } = await executor.query<{ position: number | string }>(
    'SELECT position FROM checkpoints WHERE projector = $1',
    [projector],
  );
  return rows[0] ? Number(rows[0].position) : 0;
};

/**
 * Reads the checkpoint and locks its row until `tx` ends, so whoever writes a projector's tables
 * in the same transaction is the only writer: a second worker, or a rebuild swapping tables,
 * waits here instead of interleaving.
 */
export const lockCheckpoint = async (tx: SqlExecutor, projector: string): Promise<number> => {
  await tx.query(
    'INSERT INTO checkpoints (projector, position) VALUES ($1, 0) ON CONFLICT (projector) DO NOTHING',
    [projector],
  );
  const { rows } = await tx.query<{ position: number | string }>(
    'SELECT position FROM checkpoints WHERE projector = $1 FOR UPDATE',
    [projector],
  );
  return Number(rows[0]?.position ?? 0);
};

/** Call inside the transaction that wrote the read model for the events up to `position`. */
export const saveCheckpoint = async (tx: SqlExecutor, projector: string, position: number): Promise<void> => {
  await tx.query(
    `INSERT INTO checkpoints (projector, position, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (projector) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
    [projector, position],
  );
};

export const readAllCheckpoints = async (executor: SqlExecutor): Promise<Map<string, number>> => {
  const { rows } = await executor.query<{ projector: string; position: number | string }>(
    'SELECT projector, position FROM checkpoints',
  );
  return new Map(rows.map((row) => [row.projector, Number(row.position)]));
};

export interface CheckpointMove {
  projector: string;
  from: number;
  to: number;
  /** The lease of the projector's writer: the move is refused once another worker has taken it over. */
  lease?: LeaseFence;
}

/** The one statement both moves run: each checkpoint standing at its `from` goes to its `to`. */
const moveCheckpoints = async (db: SqlExecutor, moves: readonly CheckpointMove[], announced: boolean): Promise<Set<string>> => {
  if (moves.length === 0) return new Set();
  // The setting is made by the statement itself, before its rows change and its trigger runs.
  const unannounced = announced ? '' : `, (SELECT set_config('${READ_MODELS_UNCHANGED_SETTING}', 'on', true)) AS unannounced`;
  const { rows } = await db.query<{ projector: string }>(
    `UPDATE checkpoints c SET position = m.to_position, updated_at = now()
     FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::bigint[]) AS m (projector, from_position, to_position, holder, token)${unannounced}
     WHERE c.projector = m.projector AND c.position = m.from_position
       AND (m.holder IS NULL OR EXISTS (SELECT 1 FROM leases l WHERE l.name = m.projector AND l.holder = m.holder AND l.token = m.token))
     RETURNING c.projector`,
    [
      moves.map((move) => move.projector),
      moves.map((move) => move.from),
      moves.map((move) => move.to),
      moves.map((move) => move.lease?.holder ?? null),
      moves.map((move) => move.lease?.token ?? null),
    ],
  );
  return new Set(rows.map((row) => row.projector));
};

/**
 * Moves each checkpoint that stands at its `from` to its `to`, in one statement, and locks its row
 * until `tx` ends (as `lockCheckpoint` does); answers the projectors it moved. One that stands
 * elsewhere (another writer moved it), has no row yet, or whose `lease` another worker took is
 * left as it is.
 */
export const advanceCheckpoints = (tx: SqlExecutor, moves: readonly CheckpointMove[]): Promise<Set<string>> => moveCheckpoints(tx, moves, true);

/**
 * `advanceCheckpoints` for projectors none of whose read models the events change, in one
 * statement of its own (a transaction by itself, one round trip): the move is not announced as a
 * read-model change (`checkpoint/003-idle-moves-unannounced`).
 */
export const advanceIdleCheckpoints = (db: SqlExecutor, moves: readonly CheckpointMove[]): Promise<Set<string>> => moveCheckpoints(db, moves, false);
