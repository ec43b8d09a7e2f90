import 'reflect-metadata';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { httpSettingsFrom, installHttpConventions } from '@careledger/http';
import { allStorageMigrations, openSessionStore, databaseConfigFromEnv, openDatabase, openEventStore, runMigrations } from '@careledger/storage';
import { allJobQueues, bullmqJobQueues, bullmqJobWorkers, jobNamespace } from '@careledger/jobs';
import { checkpointsBehind } from './infrastructure';
import { openReadModelCache } from './http/read-model-cache';
import { referenceMigrations } from './reference/reference-migrations';
import { QueryServiceModule } from './query-service.module';
import { queryJobDefinitions } from './job/query-jobs';

/** query-service on its own, against PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR). */
const db = await openDatabase(databaseConfigFromEnv(process.env));
await runMigrations(db, [...allStorageMigrations, ...referenceMigrations]);
const httpSettings = await httpSettingsFrom(process.env, db);
const adapter = new FastifyAdapter({ trustProxy: httpSettings.trustProxy });
await installHttpConventions(adapter.getInstance(), httpSettings);
const redisUrl = process.env.REDIS_URL || undefined;
const namespace = await jobNamespace(db);
// Export files are written and served from here: every process that runs or serves exports shares the folder.
const exportDir = resolve(process.env.EXPORT_DIR || '.data/exports');
const app = await NestFactory.create<NestFastifyApplication>(
  QueryServiceModule.register({
    db,
    eventStore: await openEventStore(db),
    sessions: await openSessionStore(db),
    readModelCache: await openReadModelCache(db),
    readModelBehind: checkpointsBehind(db),
    minPositionWaitMs: 5_000,
    // Shows the jobs of every queue on Redis; without it this process reaches none (503).
    jobs: redisUrl ? { queues: await bullmqJobQueues(redisUrl, allJobQueues, namespace), runsOn: 'redis' } : undefined,
    exportDir,
  }),
  adapter,
);
app.enableShutdownHooks();
// The jobs that read the read models (exports) run where the reads are; any number of these processes share them.
if (redisUrl) {
  const lockMs = Number(process.env.JOBS_LOCK_MS ?? 30_000);
  bullmqJobWorkers(redisUrl, queryJobDefinitions({ db, exportDir, now: () => new Date() }), {
    ...namespace,
    lockDurationMs: Number.isInteger(lockMs) && lockMs >= 1_000 ? lockMs : 30_000,
  });
}
const port = Number(process.env.PORT ?? 3002);
await app.listen(port, '0.0.0.0');
console.log(`query-service listening on http://127.0.0.1:${port}`);
