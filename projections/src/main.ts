import { databaseConfigFromEnv } from '@careledger/storage';
import { allProjectors } from './all-projectors';
import { projectionLeaseMsFrom } from './engine/lease-settings';
import { describeFailure } from './engine/projector-failure';
import { serveRebuildRequests } from './rebuild-requests/rebuild-requests';
import { startWorker } from './worker';

const log = (message: string, fields: Record<string, unknown> = {}): void => {
  console.log(JSON.stringify({ at: new Date().toISOString(), service: 'projections', message, ...fields }));
};

const { databaseUrl, dataDir } = databaseConfigFromEnv(process.env);
const batchSize = process.env.PROJECTION_BATCH_SIZE ? Number(process.env.PROJECTION_BATCH_SIZE) : undefined;
let leaseMs: number | undefined;
try {
  leaseMs = projectionLeaseMsFrom(process.env);
} catch (error) {
  if (!(error instanceof RangeError)) throw error;
  console.error(error.message);
  process.exit(2);
}

const lastStatus = new Map<string, string>();
const worker = await startWorker({
  databaseUrl,
  dataDir,
  eventStoreUrl: process.env.EVENTSTORE_URL || undefined,
  batchSize,
  leaseMs,
  onLeadChange: (led) => log(led.length > 0 ? `leading ${led.length} read models` : 'standing by: another worker leads every read model', { led }),
  onProgress: ({ projector, status, position, head }) => {
    if (lastStatus.get(projector) !== status) log(`${projector} is ${status}`, { position, head });
    lastStatus.set(projector, status);
  },
  onError: (_, __, failure) => log(describeFailure(failure), { position: failure.event?.position, type: failure.event?.type }),
  mongoUrl: process.env.MONGODB_URL || undefined,
  onMongoError: (_, __, failure) => log(`MongoDB: ${describeFailure(failure)}`, { position: failure.event?.position, type: failure.event?.type }),
  onMongoLeadChange: (led) => log(`leading ${led.length} MongoDB read models`, { led }),
}).catch((error: unknown) => {
  // MONGODB_URL naming a standalone server: a setting, refused as the others are.
  if (!(error instanceof RangeError)) throw error;
  console.error(error.message);
  process.exit(2);
});
const redisUrl = process.env.REDIS_URL || undefined;
const rebuildRequests = redisUrl ? serveRebuildRequests(redisUrl, worker.db, worker.store, allProjectors) : undefined;
log('started', { holder: worker.projections.holder, database: databaseUrl ? 'postgres' : `pglite ${dataDir}`, rebuildQueue: redisUrl ? 'redis' : 'none', mongoReadModels: worker.mongo ? [...worker.mongo.runner.led()] : [] });

let stopping = false;
const shutdown = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  log('stopping', { signal });
  Promise.resolve(rebuildRequests?.close())
    .then(() => worker.stop())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        log('failed to stop cleanly', { error: String(error) });
        process.exit(1);
      },
    );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
