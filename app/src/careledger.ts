import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandServiceModule, commandInfrastructure } from '@careledger/command-service';
import { allProjectors, describeFailure, inProcessRebuilds, projectionMigrations, runLeasedProjections, serveRebuildRequests } from '@careledger/projections';
import { QueryServiceModule, checkpointsBehind, openReadModelCache, projectionLag, readModelsBehind, referenceMigrations, resumeIntegrityRuns } from '@careledger/query-service';
import { ConsoleModule, DEFAULT_MAX_PROJECTION_LAG, HealthModule, databaseProbe, httpSettingsFrom, installHttpConventions, processModule, readiness, type Readiness } from '@careledger/http';
import { queueRebuildRequests, redisPing, type JobQueues } from '@careledger/jobs';
import { allStorageMigrations, keepUp, openApiKeyStore, openDatabase, openSessionStore, openConfiguredEventStore, runMigrations, type SqlDatabase } from '@careledger/storage';
import { CommandBus } from '@nestjs/cqrs';
import { startBackgroundJobs } from './background-jobs';
import { startMongoReadModels } from './mongo-read-models';
import { publishOpenApi } from './openapi/publish-openapi';
import { caughtUp } from './startup/caught-up';

export interface CareledgerOptions {
  port: number;
  host?: string;
  /** PostgreSQL server; when absent, embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Redis for the job queues (BullMQ: rebuilds, expiry, billing, reminders, exports) and the API-key rate count; when absent, they run in this process. */
  redisUrl?: string;
  dataDir?: string;
  /** In-memory PGlite starting from this `snapshot()` of another database. */
  pgliteSnapshot?: Blob;
  /** The built console (console/dist); routes answer 503 until it exists. */
  consoleDir: string;
  /** Seeds the demo data into an empty database before serving. */
  seed?: (app: NestFastifyApplication, db: SqlDatabase) => Promise<void>;
  logger?: boolean;
  /** COOKIE_SECURE, TRUST_PROXY, XSRF_SECRET, GOOGLE_MAPS_API_KEY, EVENTSTORE_URL, MONGODB_URL; `process.env` when absent. */
  env?: NodeJS.ProcessEnv;
  /** How long a job's worker may go silent before another takes the job up (BullMQ's lock; default 30 s). */
  jobsLockMs?: number;
  /** False: no job repeats by itself; jobs run only when added (tests that need a store no one else writes to). */
  repeatJobs?: boolean;
  /**
   * The job queues' namespace in Redis; by default the one stored in the database. Copies of one
   * database (test stacks) would share it, and take each other's jobs: they name their own.
   */
  jobsNamespace?: string;
  /** How long this process's projection leases last unless renewed (PROJECTION_LEASE_MS; default 2 s). */
  projectionLeaseMs?: number;
  /** How long a query with X-Min-Position waits for the projections (default 5 s). */
  minPositionWaitMs?: number;
  /** Where export files are written (EXPORT_DIR); when absent, a folder of this run's own, deleted on close. */
  exportDir?: string;
  /** Where the anchor file is appended to (ANCHOR_DIR); when absent, anchors are events only, and verified against the store's chain. */
  anchorDir?: string;
  /** READY_MAX_PROJECTION_LAG: events the read models may trail the log by while /health/ready says ready (default 10,000). */
  maxProjectionLag?: number;
}

export interface RunningCareledger {
  url: string;
  app: NestFastifyApplication;
  db: SqlDatabase;
  /** The job queues of this process: a test or an operator's script adds a run without waiting for its schedule. */
  jobs: JobQueues;
  /** What GET /health/ready answers; `close` (or a signal's graceful stop) makes it say `stopping`. */
  readiness: Readiness;
  close(): Promise<void>;
}

/** How long a start that seeded waits for its read models before it serves anyway. */
const SEED_CATCH_UP_MS = 120_000;

/** command-service, projections and query-service in one process on one database (DESIGN.md 1). */
export const startCareledger = async (options: CareledgerOptions): Promise<RunningCareledger> => {
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, pgliteSnapshot: options.pgliteSnapshot });
  await runMigrations(db, [...allStorageMigrations, ...projectionMigrations, ...referenceMigrations]);
  const env = options.env ?? process.env;
  const eventStore = await openConfiguredEventStore(db, env);
  const mongo = env.MONGODB_URL
    ? await startMongoReadModels(env.MONGODB_URL, db, eventStore, {
        leaseMs: options.projectionLeaseMs,
        onError: (_, __, failure) => Logger.error(`MongoDB: ${describeFailure(failure)}`, 'Careledger'),
      })
    : undefined;
  const projectorNames = async () => allProjectors.map((projector) => projector.name);
  const rebuilds = options.redisUrl
    ? queueRebuildRequests(options.redisUrl, projectorNames)
    : inProcessRebuilds(db, eventStore, allProjectors, (name, error) => Logger.error(`Rebuild of ${name} failed: ${String(error)}`, 'Careledger'));
  const rebuildWorker = options.redisUrl ? serveRebuildRequests(options.redisUrl, db, eventStore, allProjectors) : undefined;

  const httpSettings = await httpSettingsFrom(env, db);
  // One session store for both services: one cache, one listener for the session notices.
  const sessions = await openSessionStore(db);
  // Likewise one API key store: one cache, one listener, one batch of uses.
  const apiKeys = await openApiKeyStore(db);
  const readModelCache = await openReadModelCache(db);
  const commands = await commandInfrastructure(db, rebuilds, sessions, env, apiKeys);
  const ownExportDir = options.exportDir === undefined ? await mkdtemp(join(tmpdir(), 'careledger-exports-')) : undefined;
  const exportDir = options.exportDir ?? ownExportDir!;
  commands.anchors.dir = options.anchorDir;
  const jobs = await startBackgroundJobs({ eventStore: commands.eventStore, db, now: commands.now, exportDir, anchorDir: options.anchorDir, webhookSettings: commands.webhooks.settings }, { redisUrl: options.redisUrl, lockDurationMs: options.jobsLockMs, repeat: options.repeatJobs, namespace: options.jobsNamespace });
  commands.jobs = jobs.queues;
  const redis = options.redisUrl ? redisPing(options.redisUrl) : undefined;
  const ready = readiness(
    { database: databaseProbe(db), redis: redis?.ping, projections: projectionLag(db, eventStore, (options.maxProjectionLag ?? DEFAULT_MAX_PROJECTION_LAG) + 1, mongo?.reads.checkpoints) },
    { maxProjectionLag: options.maxProjectionLag ?? DEFAULT_MAX_PROJECTION_LAG },
  );
  const adapter = new FastifyAdapter({ bodyLimit: 1_048_576, trustProxy: httpSettings.trustProxy });
  await installHttpConventions(adapter.getInstance(), httpSettings, { redisUrl: options.redisUrl });
  const app = await NestFactory.create<NestFastifyApplication>(
    processModule([
      CommandServiceModule.register(commands),
      QueryServiceModule.register({
        db,
        eventStore,
        sessions,
        apiKeys,
        readModelCache,
        readModelBehind: mongo ? readModelsBehind(checkpointsBehind(db), mongo.behind) : checkpointsBehind(db),
        minPositionWaitMs: options.minPositionWaitMs ?? 5_000,
        jobs,
        exportDir,
        mongo: mongo?.reads,
      }),
      HealthModule.register(ready),
      ConsoleModule.register(options.consoleDir),
    ]),
    adapter,
    { logger: options.logger === false ? false : ['error', 'warn'] },
  );
  await ConsoleModule.serveAssets(adapter.getInstance(), options.consoleDir);
  publishOpenApi(app);
  await app.init();
  const headBeforeSeed = await eventStore.headPosition();
  await options.seed?.(app, db);
  // After the seed, not beside it: with the projections live, every seeded command cost a read-model
  // transaction of its own (the demo took 79 s on PGlite); caught up afterwards, pages of 1,000 do it in seconds.
  // By lease, as a projections worker does: a worker started beside this process shares the read models, never writes them twice.
  const projections = await runLeasedProjections(db, eventStore, allProjectors, {
    leaseMs: options.projectionLeaseMs,
    onError: (_, __, failure) => Logger.error(describeFailure(failure), 'Careledger'),
  });
  // What this start seeded is on its first screen: it waits for the read models (a failing one stays behind, as readiness
  // says); a start that seeded nothing serves at once, whatever backlog the projections have.
  if ((await eventStore.headPosition()) > headBeforeSeed) await caughtUp(projectionLag(db, eventStore, 1, mongo?.reads.checkpoints), SEED_CATCH_UP_MS);
  // Jobs act once the seed is in: never on a half-seeded store.
  jobs.ready(app.get(CommandBus));
  // A verification a stopped process was running goes on from its last kept step.
  await resumeIntegrityRuns(db, jobs.queues);
  // PGlite has no autovacuum: analyze what the seed wrote, beside the first requests rather than before them, then as the log grows.
  const upkeep = keepUp(db);
  void upkeep.runNow().catch((error: unknown) => Logger.warn(`Vacuum and analyze failed: ${String(error)}`, 'Careledger'));
  await app.listen(options.port, options.host ?? '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    db,
    jobs: jobs.queues,
    readiness: ready,
    async close() {
      ready.stop();
      await upkeep.stop();
      await jobs.close();
      await app.close();
      await rebuildWorker?.close();
      await rebuilds.close();
      await projections.stop();
      await mongo?.stop();
      await sessions.stop();
      await apiKeys.stop();
      await commands.close();
      await eventStore.close();
      await readModelCache.stop();
      redis?.close();
      await db.close().catch((error: unknown) => Logger.warn(String(error), 'Careledger'));
      if (ownExportDir !== undefined) await rm(ownExportDir, { recursive: true, force: true });
    },
  };
};
