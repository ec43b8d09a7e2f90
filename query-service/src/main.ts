import 'reflect-metadata';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConsoleModule, HealthModule, databaseProbe, healthSettingsFrom, httpSettingsFrom, installHttpConventions, processModule, readiness, settingOrExit, stopOnSignals, webhookSettingsFrom } from '@careledger/http';
import { allStorageMigrations, openApiKeyStore, openSessionStore, databaseConfigFromEnv, openDatabase, openConfiguredEventStore, runMigrations } from '@careledger/storage';
import { allJobQueues, bullmqJobQueues, bullmqJobWorkers, jobNamespace, jobsLockMsFrom, redisPing } from '@careledger/jobs';
import { checkpointsBehind, readModelsBehind } from './infrastructure';
import { openReadModelCache } from './http/read-model-cache';
import { projectionLag } from './projection/projection-lag';
import { referenceMigrations } from './reference/reference-migrations';
import { QueryServiceModule } from './query-service.module';
import { queryJobDefinitions } from './job/query-jobs';
import { resumeIntegrityRuns } from './integrity';

/** query-service on its own, against PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR). */
// The same refusal as npm start's for a wrong setting: one line, exit code 2, before anything opens.
const lockDurationMs = settingOrExit(() => jobsLockMsFrom(process.env));
const health = settingOrExit(() => healthSettingsFrom(process.env));
const db = await openDatabase(databaseConfigFromEnv(process.env));
await runMigrations(db, [...allStorageMigrations, ...referenceMigrations]);
const httpSettings = await httpSettingsFrom(process.env, db);
const adapter = new FastifyAdapter({ trustProxy: httpSettings.trustProxy });
const redisUrl = process.env.REDIS_URL || undefined;
await installHttpConventions(adapter.getInstance(), httpSettings, { redisUrl });
const namespace = await jobNamespace(db);
// Export files are written and served from here: every process that runs or serves exports shares the folder.
const exportDir = resolve(process.env.EXPORT_DIR || '.data/exports');
// The anchor file the command services append to: verifications check the log against it.
const anchorDir = resolve(process.env.ANCHOR_DIR || '.data/anchors');
// The built console (console/dist), when this process serves the pages too (the cluster sends it every path outside /api).
const consoleDir = process.env.CONSOLE_DIR ? resolve(process.env.CONSOLE_DIR) : undefined;
// MONGODB_URL: the read models MongoDB keeps are read there; the driver is loaded only then.
const mongoUrl = process.env.MONGODB_URL || undefined;
const mongo = mongoUrl
  ? await (await import('./mongo-read-models')).openMongoReads(mongoUrl).catch((error: unknown) => {
      // A standalone server at MONGODB_URL: a setting, refused as the others are.
      if (!(error instanceof RangeError)) throw error;
      console.error(error.message);
      process.exit(2);
    })
  : undefined;
const sessions = await openSessionStore(db);
const apiKeys = await openApiKeyStore(db);
const readModelCache = await openReadModelCache(db);
// Shows the jobs of every queue on Redis; without it this process reaches none (503).
const queues = redisUrl ? await bullmqJobQueues(redisUrl, allJobQueues, namespace) : undefined;
const redis = redisUrl ? redisPing(redisUrl) : undefined;
// In KurrentDB when EVENTSTORE_URL is set; in the database otherwise.
const eventStore = await openConfiguredEventStore(db, process.env);
const ready = readiness(
  { database: databaseProbe(db), redis: redis?.ping, projections: projectionLag(db, eventStore, health.maxProjectionLag + 1, mongo?.reads.checkpoints) },
  { maxProjectionLag: health.maxProjectionLag },
);
const app = await NestFactory.create<NestFastifyApplication>(
  processModule([
    QueryServiceModule.register({
      db,
      eventStore,
      sessions,
      apiKeys,
      readModelCache,
      readModelBehind: mongo ? readModelsBehind(checkpointsBehind(db), mongo.behind) : checkpointsBehind(db),
      minPositionWaitMs: 5_000,
      jobs: queues ? { queues, runsOn: 'redis' } : undefined,
      exportDir,
      mongo: mongo?.reads,
    }),
    HealthModule.register(ready),
    ...(consoleDir ? [ConsoleModule.register(consoleDir)] : []),
  ]),
  adapter,
);
if (consoleDir) await ConsoleModule.serveAssets(adapter.getInstance(), consoleDir);
// The jobs that read the read models (exports) run where the reads are; any number of these processes share them.
const workers = redisUrl ? bullmqJobWorkers(redisUrl, queryJobDefinitions({ db, eventStore, exportDir, anchorDir, now: () => new Date(), webhooks: { settings: webhookSettingsFrom(process.env), queues: Promise.resolve(queues!) } }), { ...namespace, lockDurationMs }) : undefined;
// A run whose job Redis no longer holds (its data lost) is queued again, to go on from its last kept step.
if (queues) await resumeIntegrityRuns(db, queues);
stopOnSignals({
  name: 'query-service',
  readiness: ready,
  drainMs: health.drainMs,
  async close() {
    await workers?.close();
    await app.close();
    await queues?.close();
    redis?.close();
    await readModelCache.stop();
    await sessions.stop();
    await apiKeys.stop();
    await mongo?.close();
    await eventStore.close();
    await db.close();
  },
});
const port = Number(process.env.PORT ?? 3002);
await app.listen(port, '0.0.0.0');
console.log(`query-service listening on http://127.0.0.1:${port}`);
