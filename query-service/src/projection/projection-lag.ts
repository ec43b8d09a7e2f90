import type { ProjectionLag } from '@careledger/http';
import type { EventStore, SqlExecutor } from '@careledger/storage';
import type { ReadModelCheckpoint } from '../infrastructure';

/**
 * The projections check of `GET /health/ready`: how many events follow the slowest projector's
 * checkpoint, whichever process runs the projectors. No checkpoint yet counts as position 0.
 * Counted by the store (positions need not be dense), no further than `countAtMost`: give one
 * more than the lag that still counts as ready. `elsewhere`: the checkpoints of read models kept
 * outside the database (MongoDB), which count the same.
 */
export const projectionLag =
  (db: SqlExecutor, store: Pick<EventStore, 'countAfter'>, countAtMost: number, elsewhere?: () => Promise<ReadModelCheckpoint[]>) =>
  async (): Promise<ProjectionLag> => {
    const { rows } = await db.query<{ projector: string; position: number | string }>('SELECT projector, position FROM checkpoints ORDER BY position, projector LIMIT 1');
    const checkpoints: ReadModelCheckpoint[] = [...rows.map((row) => ({ name: row.projector, position: Number(row.position) })), ...((await elsewhere?.()) ?? [])];
    const slowest = checkpoints.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))[0];
    const lag = await store.countAfter(slowest?.position ?? 0, countAtMost);
    return slowest ? { lag, behind: slowest.name } : { lag };
  };
