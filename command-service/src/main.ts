import 'reflect-metadata';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { HealthModule, databaseProbe, healthSettingsFrom, httpSettingsFrom, installHttpConventions, processModule, readiness, settingOrExit, stopOnSignals } from '@careledger/http';
import { allJobQueues, bullmqJobQueues, bullmqJobWorkers, jobNamespace, jobsLockMsFrom, queueRebuildRequests, redisPing } from '@careledger/jobs';
import { allStorageMigrations, databaseConfigFromEnv, openDatabase, openSessionStore, readAllCheckpoints, runMigrations } from '@careledger/storage';
import { CommandServiceModule } from './command-service.module';
import { commandInfrastructure } from './infrastructure';
import { commandJobDefinitions } from './job/command-jobs';

/** command-service on its own, against PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR). */
// The same refusal as npm start's for a wrong setting: one line, exit code 2, before anything opens.
const lockDurationMs = settingOrExit(() => jobsLockMsFrom(process.env));
const health = settingOrExit(() => healthSettingsFrom(process.env));
const db = await openDatabase(databaseConfigFromEnv(process.env));
await runMigrations(db, allStorageMigrations);
const httpSettings = await httpSettingsFrom(process.env, db);
const adapter = new FastifyAdapter({ trustProxy: httpSettings.trustProxy });
const sessions = await openSessionStore(db);
const redisUrl = process.env.REDIS_URL || undefined;
await installHttpConventions(adapter.getInstance(), httpSettings, { redisUrl });
// The projections worker serves this queue; the names it knows are those with a checkpoint.
const rebuilds = redisUrl ? queueRebuildRequests(redisUrl, async () => [...(await readAllCheckpoints(db)).keys()]) : undefined;
const infrastructure = await commandInfrastructure(db, rebuilds, sessions, process.env);
// The anchor file: appended to by whichever process records an anchor, so every command service must share the folder.
infrastructure.anchors.dir = resolve(process.env.ANCHOR_DIR || '.data/anchors');
// Without Redis this process runs no jobs: `npm start` runs them in its own process.
const namespace = await jobNamespace(db);
const queues = redisUrl ? await bullmqJobQueues(redisUrl, allJobQueues, namespace) : undefined;
infrastructure.jobs = queues;
const redis = redisUrl ? redisPing(redisUrl) : undefined;
const ready = readiness({ database: databaseProbe(db), redis: redis?.ping }, { maxProjectionLag: health.maxProjectionLag });
const app = await NestFactory.create<NestFastifyApplication>(processModule([CommandServiceModule.register(infrastructure), HealthModule.register(ready)]), adapter);
await app.init();
// The jobs that send commands run where the command path is; any number of these processes share them.
const workers = redisUrl
  ? bullmqJobWorkers(redisUrl, commandJobDefinitions({ bus: Promise.resolve(app.get(CommandBus)), eventStore: infrastructure.eventStore, db, now: infrastructure.now }), {
      ...namespace,
      lockDurationMs,
    })
  : undefined;
stopOnSignals({
  name: 'command-service',
  readiness: ready,
  drainMs: health.drainMs,
  async close() {
    // The jobs in hand finish first: they send their commands through this app's bus.
    await workers?.close();
    await app.close();
    await queues?.close();
    await rebuilds?.close();
    redis?.close();
    await infrastructure.close();
    await sessions.stop();
    await db.close();
  },
});
const port = Number(process.env.PORT ?? 3001);
await app.listen(port, '0.0.0.0');
console.log(`command-service listening on http://127.0.0.1:${port}`);
