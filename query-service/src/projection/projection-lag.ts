import type { ProjectionLag } from '@careledger/http';
import type { SqlExecutor } from '@careledger/storage';

/**
 * The projections check of `GET /health/ready`: the log's head minus the slowest projector's
 * checkpoint, whichever process runs the projectors. No checkpoint yet counts as position 0.
 */
export const projectionLag = (db: SqlExecutor) => async (): Promise<ProjectionLag> => {
  const { rows } = await db.query<{ head: number | string; projector: string | null; position: number | string | null }>(
    `SELECT (SELECT coalesce(max(global_position), 0) FROM events) AS head, slowest.projector, slowest.position
     FROM (SELECT 1) AS one
     LEFT JOIN (SELECT projector, position FROM checkpoints ORDER BY position, projector LIMIT 1) AS slowest ON true`,
  );
  const row = rows[0];
  const lag = Math.max(0, Number(row?.head ?? 0) - Number(row?.position ?? 0));
  return row?.projector ? { lag, behind: row.projector } : { lag };
};
