import type { SqlExecutor } from '@careledger/storage';

export interface RebuildStatus {
  projector: string;
  version: number;
  status: 'running' | 'completed' | 'failed';
  position: number;
  head: number;
  startedAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  error: string | null;
}

export class RebuildInProgress extends Error {
  constructor(projector: string) {
    super(`A rebuild of ${projector} is already running.`);
    this.name = 'RebuildInProgress';
  }
}

// A rebuild records progress with every batch; one silent for this long has died with its process.
const ABANDONED_AFTER = '1 minute';

export const startRebuild = async (db: SqlExecutor, projector: string, version: number, head: number): Promise<void> => {
  const { rows } = await db.query(
    `INSERT INTO projection_rebuilds (projector, version, status, position, head, started_at, updated_at)
     VALUES ($1, $2, 'running', 0, $3, now(), now())
     ON CONFLICT (projector) DO UPDATE SET version = excluded.version, status = 'running', position = 0,
       head = excluded.head, started_at = now(), updated_at = now(), finished_at = NULL, error = NULL
     WHERE projection_rebuilds.status <> 'running' OR projection_rebuilds.updated_at < now() - interval '${ABANDONED_AFTER}'
     RETURNING projector`,
    [projector, version, head],
  );
  if (rows.length === 0) throw new RebuildInProgress(projector);
};

export const recordRebuildProgress = async (tx: SqlExecutor, projector: string, position: number, head: number): Promise<void> => {
  await tx.query('UPDATE projection_rebuilds SET position = $2, head = $3, updated_at = now() WHERE projector = $1', [
    projector,
    position,
    head,
  ]);
};

export const finishRebuild = async (tx: SqlExecutor, projector: string, error?: unknown): Promise<void> => {
  const message = error === undefined ? null : error instanceof Error ? error.message : JSON.stringify(error);
  await tx.query(
    `UPDATE projection_rebuilds SET status = $2, error = $3, finished_at = now(), updated_at = now()
     WHERE projector = $1`,
    [projector, message === null ? 'completed' : 'failed', message],
  );
};

interface RebuildStatusRecord {
  projector: string;
  version: number;
  status: RebuildStatus['status'];
  position: number | string;
  head: number | string;
  started_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  error: string | null;
}

/** The last (or running) rebuild of `projector`, for a progress bar; null if it never rebuilt. */
export const readRebuildStatus = async (db: SqlExecutor, projector: string): Promise<RebuildStatus | null> => {
  const { rows } = await db.query<RebuildStatusRecord>('SELECT * FROM projection_rebuilds WHERE projector = $1', [projector]);
  const row = rows[0];
  if (!row) return null;
  return {
    projector: row.projector,
    version: row.version,
    status: row.status,
    position: Number(row.position),
    head: Number(row.head),
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
    error: row.error,
  };
};
