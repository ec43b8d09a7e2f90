import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthSettingsFrom, settingOrExit, stopOnSignals } from '@careledger/http';
import { jobsLockMsFrom } from '@careledger/jobs';
import { projectionLeaseMsFrom } from '@careledger/projections';
import { startCareledger } from './careledger';
import { seedDemo, type DemoSeedOutcome } from './demo/seed-demo';
import { DEMO_PASSWORD, demoUsers } from './demo/demo-users';
import { assertPortFree } from './startup/port-check';
import { startupProblem } from './startup/startup-problem';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const readPort = (): number => {
  const raw = process.env.PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`PORT must be a whole number from 1 to 65535, not "${raw}".`);
    process.exit(2);
  }
  return port;
};

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data/pglite');
// Beside the PGlite folder (`.data/exports` by default), also when the database is PostgreSQL.
const exportDir = resolve(root, process.env.EXPORT_DIR || join(dirname(dataDir), 'exports'));
// The anchor file (one line per anchor, only appended to) beside them: `.data/anchors` by default, for an operator to copy off the machine.
const anchorDir = resolve(root, process.env.ANCHOR_DIR || join(dirname(dataDir), 'anchors'));
const startedAt = Date.now();
console.log(`Careledger is starting on ${databaseUrl ? 'PostgreSQL' : `embedded PGlite (${dataDir})`} ...`);

const seedReport = (outcome: DemoSeedOutcome, patients: number): string => {
  switch (outcome) {
    case 'seeded':
      return `Demo data seeded (${patients} patients).`;
    case 'interrupted_seed_completed':
      return `An earlier start stopped while seeding the demo: its data is incomplete (events are never removed), its sign-ins are now complete. For the whole demo, stop Careledger and delete ${databaseUrl ? 'the database' : dataDir}.`;
    case 'already_seeded':
      return 'Demo data is in place.';
    case 'not_demo_data':
      return 'This database has sign-ins of its own: no demo data added.';
  }
};

const target = { port: readPort(), host: process.env.HOST ?? '127.0.0.1', databaseUrl };

/** A problem a person can fix is one line on stderr and exit code 1; anything else keeps its stack. */
const orExit = async <T>(step: Promise<T>): Promise<T> => {
  try {
    return await step;
  } catch (error) {
    const line = startupProblem(error, target);
    if (line === undefined) throw error;
    console.error(`Careledger cannot start: ${line}`);
    process.exit(1);
  }
};

// A setting a person got wrong stops the start with its one line and exit code 2.
const jobsLockMs = settingOrExit(() => jobsLockMsFrom(process.env));
const projectionLeaseMs = settingOrExit(() => projectionLeaseMsFrom(process.env));
const health = settingOrExit(() => healthSettingsFrom(process.env));
await orExit(assertPortFree(target.port, target.host));
const running = await orExit(startCareledger({
  ...target,
  dataDir,
  redisUrl: process.env.REDIS_URL || undefined,
  jobsLockMs,
  projectionLeaseMs,
  maxProjectionLag: health.maxProjectionLag,
  exportDir,
  anchorDir,
  consoleDir: join(root, 'console/dist'),
  seed: async (app, db) => {
    if (process.env.DEMO_DATA === 'off') return;
    const patients = Number(process.env.DEMO_PATIENTS ?? 500);
    const outcome = await seedDemo(app, db, { patients, log: (line) => console.log(line) });
    console.log(seedReport(outcome, patients));
  },
}));

const width = Math.max(...demoUsers.map((user) => user.email.length));
console.log(`
Careledger is running at ${running.url}/en-us  (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)
API reference: ${running.url}/api/docs (the OpenAPI document: /api/docs-json)

Demo sign-ins (password "${DEMO_PASSWORD}", demo data only):
${demoUsers.map((user) => `  ${user.email.padEnd(width)}  ${user.name}`).join('\n')}

Press Ctrl+C to stop.`);

stopOnSignals({ name: 'Careledger', readiness: running.readiness, drainMs: health.drainMs, close: () => running.close() });
