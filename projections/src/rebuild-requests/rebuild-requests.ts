import { randomUUID } from 'node:crypto';
import { consumeRebuildRequests, type ProjectionRebuilds } from '@careledger/jobs';
import type { EventStore, SqlDatabase } from '@careledger/storage';
import type { Projector } from '../engine/projector';
import { rebuildProjector } from '../engine/rebuild-projector';

const namedIn = (projectors: readonly Projector[], name: string): Projector => {
  const projector = projectors.find((candidate) => candidate.name === name);
  if (!projector) throw new Error(`No projection is named ${name}.`);
  return projector;
};

/**
 * Without Redis (the all-in-one process): a rebuild runs in this process, in the background.
 * Its progress and outcome are in `projection_rebuilds`, as with the queue.
 */
export const inProcessRebuilds = (
  db: SqlDatabase,
  store: EventStore,
  projectors: readonly Projector[],
  onFailure: (projector: string, error: unknown) => void = () => undefined,
): ProjectionRebuilds => {
  const running = new Set<Promise<unknown>>();
  return {
    names: async () => projectors.map((projector) => projector.name),
    async request({ projector }) {
      const rebuild = rebuildProjector(db, store, namedIn(projectors, projector)).catch((error: unknown) => onFailure(projector, error));
      running.add(rebuild);
      void rebuild.finally(() => running.delete(rebuild));
      return { jobId: randomUUID() };
    },
    async close() {
      await Promise.allSettled([...running]);
    },
  };
};

/** With Redis: this worker takes the queued rebuild requests, one at a time. */
export const serveRebuildRequests = (redisUrl: string, db: SqlDatabase, store: EventStore, projectors: readonly Projector[]) =>
  consumeRebuildRequests(redisUrl, ({ projector }, reportProgress) =>
    rebuildProjector(db, store, namedIn(projectors, projector), {
      onProgress: ({ position, head }) => void reportProgress(head === 0 ? 100 : Math.floor((position * 100) / head)),
    }),
  );
