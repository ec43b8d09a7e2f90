import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { httpSettingsFrom, installHttpConventions } from '@careledger/http';
import { allStorageMigrations, openSessionStore, databaseConfigFromEnv, openDatabase, openEventStore, runMigrations } from '@careledger/storage';
import { allJobQueues, bullmqJobQueues, jobNamespace } from '@careledger/jobs';
import { checkpointsBehind } from './infrastructure';
import { openReadModelCache } from './http/read-model-cache';
import { referenceMigrations } from './reference/reference-migrations';
import { QueryServiceModule } from './query-service.module';

/** query-service on its own, against PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR). */
const db = await openDatabase(databaseConfigFromEnv(process.env));
await runMigrations(db, [...allStorageMigrations, ...referenceMigrations]);
const httpSettings = await httpSettingsFrom(process.env, db);
const adapter = new FastifyAdapter({ trustProxy: httpSettings.trustProxy });
await installHttpConventions(adapter.getInstance(), httpSettings);
const app = await NestFactory.create<NestFastifyApplication>(
  QueryServiceModule.register({
    db,
    eventStore: await openEventStore(db),
    sessions: await openSessionStore(db),
    readModelCache: await openReadModelCache(db),
    readModelBehind: checkpointsBehind(db),
    minPositionWaitMs: 5_000,
    // Shows the jobs of every queue on Redis; without it this process reaches none (503).
    jobs: process.env.REDIS_URL ? { queues: await bullmqJobQueues(process.env.REDIS_URL, allJobQueues, await jobNamespace(db)), runsOn: 'redis' } : undefined,
  }),
  adapter,
);
app.enableShutdownHooks();
const port = Number(process.env.PORT ?? 3002);
await app.listen(port, '0.0.0.0');
console.log(`query-service listening on http://127.0.0.1:${port}`);
