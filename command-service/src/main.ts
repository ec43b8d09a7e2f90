import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { httpSettingsFrom, installHttpConventions } from '@careledger/http';
import { allJobQueues, bullmqJobQueues, bullmqJobWorkers, jobNamespace, jobsLockMsFrom, queueRebuildRequests } from '@careledger/jobs';
import { allStorageMigrations, databaseConfigFromEnv, openDatabase, openSessionStore, readAllCheckpoints, runMigrations } from '@careledger/storage';
import { CommandServiceModule } from './command-service.module';
import { commandInfrastructure } from './infrastructure';
import { commandJobDefinitions } from './job/command-jobs';

/** command-service on its own, against PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR). */
const db = await openDatabase(databaseConfigFromEnv(process.env));
await runMigrations(db, allStorageMigrations);
const httpSettings = await httpSettingsFrom(process.env, db);
const adapter = new FastifyAdapter({ trustProxy: httpSettings.trustProxy });
const sessions = await openSessionStore(db);
await installHttpConventions(adapter.getInstance(), httpSettings);
const redisUrl = process.env.REDIS_URL || undefined;
let lockDurationMs: number | undefined;
try {
  lockDurationMs = jobsLockMsFrom(process.env);
} catch (error) {
  // The same refusal as npm start's: one line, exit code 2.
  if (!(error instanceof RangeError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const infrastructure = await commandInfrastructure(
  db,
  // The projections worker serves this queue; the names it knows are those with a checkpoint.
  redisUrl ? queueRebuildRequests(redisUrl, async () => [...(await readAllCheckpoints(db)).keys()]) : undefined,
  sessions,
);
// Without Redis this process runs no jobs: `npm start` runs them in its own process.
const namespace = await jobNamespace(db);
infrastructure.jobs = redisUrl ? await bullmqJobQueues(redisUrl, allJobQueues, namespace) : undefined;
const app = await NestFactory.create<NestFastifyApplication>(CommandServiceModule.register(infrastructure), adapter);
app.enableShutdownHooks();
await app.init();
// The jobs that send commands run where the command path is; any number of these processes share them.
if (redisUrl) {
  bullmqJobWorkers(redisUrl, commandJobDefinitions({ bus: Promise.resolve(app.get(CommandBus)), eventStore: infrastructure.eventStore, db, now: infrastructure.now }), {
    ...namespace,
    lockDurationMs,
  });
}
const port = Number(process.env.PORT ?? 3001);
await app.listen(port, '0.0.0.0');
console.log(`command-service listening on http://127.0.0.1:${port}`);
