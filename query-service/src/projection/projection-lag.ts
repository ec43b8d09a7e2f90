import type { ProjectionLag } from '@careledger/http';
import type { EventStore, SqlExecutor } from '@careledger/storage';

/**
 * The projections check of `GET /health/ready`: how many events follow the slowest projector's
 * checkpoint, whichever process runs the projectors. No checkpoint yet counts as position 0.
 * Counted by the store (positions need not be dense), no further than `countAtMost`: give one
 * more than the lag that still counts as ready.
 */
export const projectionLag =
  (db: SqlExecutor, store: Pick<EventStore, 'countAfter'>, countAtMost: number) =>
  async (): Promise<ProjectionLag> => {
    const { rows } = await db.query<{ projector: string; position: number | string }>('SELECT projector, position FROM checkpoints ORDER BY position, projector LIMIT 1');
    const slowest = rows[0];
    const lag = await store.countAfter(Number(slowest?.position ?? 0), countAtMost);
    return slowest ? { lag, behind: slowest.projector } : { lag };
  };
