import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { dropJobNamespace } from '@careledger/jobs';
import { seedDemo, startCareledger, type RunningCareledger } from '@careledger/app';
import { testDatabases, withDatabase, type TestDatabase } from '@careledger/storage/testing';
import { ApiClient } from './api-client';
import { copyPostgresSeed, createDatabase, dropDatabase, loadPgliteSeed, savePgliteSeed, savePostgresSeed } from './seeded-copies';

const consoleDir = join(import.meta.dirname, '../../../console/dist');

const headPositionOf = async (careledger: RunningCareledger): Promise<number> => {
  const { rows } = await careledger.db.query<{ head: number | string | null }>('SELECT max(global_position) AS head FROM events');
  return Number(rows[0]?.head ?? 0);
};

const waitForCheckpoints = async (careledger: RunningCareledger, head: number, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await careledger.db.query<{ position: number | string | null }>('SELECT min(position) AS position FROM checkpoints');
    if (Number(rows[0]?.position ?? 0) >= head) return;
    if (Date.now() > deadline) throw new Error(`The read models did not reach position ${head} in ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export interface RunningStack {
  careledger: RunningCareledger;
  client(): ApiClient;
  as(slug: string): Promise<ApiClient>;
  headPosition(): Promise<number>;
  /** Resolves once every read model has applied every stored event (or fails after `timeoutMs`). */
  waitForProjections(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

interface StackOptions {
  /** Set by `startStack`: the job queues' own namespace in Redis. */
  jobsNamespace?: string;
  patients?: number;
  minPositionWaitMs?: number;
  redisUrl?: string;
  /** Where export files go; a folder of the stack's own when absent. */
  exportDir?: string;
  /** Where the anchor file goes (ANCHOR_DIR); none when absent. */
  anchorDir?: string;
  /** The console build to serve; console/dist when absent. */
  consoleDir?: string;
  /** Settings read from the environment (API_KEY_RATE_LIMIT, WEBHOOKS_* ...), over the test process's own. */
  env?: Record<string, string>;
}

interface Started {
  careledger: RunningCareledger;
  dispose(): Promise<void>;
}

/**
 * Stacks are copies of one seeded database, whose events live in it: an EVENTSTORE_URL or
 * MONGODB_URL in the shell that runs the tests (for the EventStoreDB and MongoDB suites) would
 * have every copy share one store and one set of read models.
 */
const stackEnv = (own: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...process.env, EVENTSTORE_URL: undefined, MONGODB_URL: undefined, ...own });

const launch = (options: StackOptions, where: { databaseUrl?: string; pgliteSnapshot?: Blob }, seed: boolean) =>
  startCareledger({
    port: 0,
    ...where,
    env: stackEnv(options.env),
    redisUrl: options.redisUrl,
    consoleDir: options.consoleDir ?? consoleDir,
    logger: false,
    minPositionWaitMs: options.minPositionWaitMs,
    // Tests compare the log's head before and after a request: only the jobs a test adds run.
    repeatJobs: false,
    // Stacks start from copies of one seeded database: each keeps its jobs to itself.
    jobsNamespace: options.jobsNamespace,
    exportDir: options.exportDir,
    anchorDir: options.anchorDir,
    seed: seed ? (app, db) => seedDemo(app, db, { patients: options.patients ?? 0 }).then(() => undefined) : undefined,
  });

const seededAndCaughtUp = async (careledger: RunningCareledger): Promise<void> => {
  const head = await headPositionOf(careledger);
  await waitForCheckpoints(careledger, head, 120_000);
};

/** PGlite in memory, from the day's seeded tarball when there is one (else seeded here, and kept). */
const startOnPglite = async (options: StackOptions): Promise<Started> => {
  const patients = options.patients ?? 0;
  const snapshot = loadPgliteSeed(patients);
  if (snapshot) {
    const careledger = await launch(options, { pgliteSnapshot: snapshot }, false);
    return { careledger, dispose: () => careledger.close() };
  }
  const careledger = await launch(options, {}, true);
  await seededAndCaughtUp(careledger);
  const dump = await careledger.db.snapshot?.();
  if (dump) await savePgliteSeed(patients, dump);
  return { careledger, dispose: () => careledger.close() };
};

/**
 * A new PostgreSQL database copied from the day's seeded template (else seeded here by `seedWith`,
 * and kept as the template); `drop` removes the copy.
 */
const seededCopy = async (patients: number, seedWith: (databaseUrl: string) => Promise<void>): Promise<{ databaseUrl: string; drop: () => Promise<unknown> }> => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const copy = `careledger_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = withDatabase(serverUrl, copy);
  const drop = () => dropDatabase(serverUrl, copy);
  if (await copyPostgresSeed(serverUrl, patients, copy)) return { databaseUrl, drop };
  await createDatabase(serverUrl, copy);
  try {
    await seedWith(databaseUrl);
    await savePostgresSeed(serverUrl, patients, copy);
  } catch (error) {
    await drop();
    throw error;
  }
  return { databaseUrl, drop };
};

/** Seeds the demo into the database at `url` through a stack of its own, then closes it. */
const seedWith = (options: StackOptions) => async (url: string): Promise<void> => {
  const seeding = await launch(options, { databaseUrl: url }, true);
  await seededAndCaughtUp(seeding);
  await seeding.close();
};

const startOnPostgres = async (options: StackOptions): Promise<Started> => {
  const { databaseUrl, drop } = await seededCopy(options.patients ?? 0, seedWith(options));
  const careledger = await launch(options, { databaseUrl }, false);
  return { careledger, dispose: () => careledger.close().finally(drop) };
};

/** A PostgreSQL database of its own with the demo users and `patients` patients, for processes a test starts itself (DATABASE_URL names the server). */
export const seededPostgresDatabase = (patients = 0) => seededCopy(patients, seedWith({ patients }));

/** The whole product in this process on a database of its own, with the demo users and `patients` patients. */
export const startStack = async (database: TestDatabase, given: StackOptions = {}): Promise<RunningStack> => {
  const options = { ...given, jobsNamespace: `test-${randomUUID().slice(0, 8)}` };
  const { careledger, dispose } = database.name === 'postgres' ? await startOnPostgres(options) : await startOnPglite(options);
  // Nothing of the stack's queues stays behind in a shared Redis.
  const dropQueues = async () => {
    if (options.redisUrl) await dropJobNamespace(options.redisUrl, { namespace: options.jobsNamespace });
  };
  const headPosition = () => headPositionOf(careledger);
  return {
    careledger,
    client: () => new ApiClient(careledger.url),
    as: (slug) => new ApiClient(careledger.url).signIn(`${slug}@demo.careledger`),
    headPosition,
    async waitForProjections(timeoutMs = 60_000) {
      await waitForCheckpoints(careledger, await headPosition(), timeoutMs);
    },
    stop: () => dispose().finally(dropQueues),
  };
};

export { testDatabases };
