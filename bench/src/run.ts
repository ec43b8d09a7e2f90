import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { allStorageMigrations, openPgliteDatabase, openPostgresDatabase, runMigrations, type SqlDatabase } from '@careledger/storage';
import { withDatabase } from '@careledger/storage/testing';
import { projectionMigrations } from '@careledger/projections';
import { measureAppends, type AppendFigures } from './event-store.bench';
import { fillAssessments, measureCatchUp, type CatchUpFigures } from './projection.bench';
import { measureQueries, type QueryFigures, type QueryPath } from './query.bench';
import { consoleSection, measureScreens } from './console-size';
import { FAULTS_HEADING, faultsSection, measureFaults } from './faults.bench';
import { machineOf, writeResults, writeResultsSection } from './results';
import { billingRunSection, measureBillingRun } from './jobs.bench';
import { CLUSTER_HEADING, clusterSection, measureCluster } from './cluster.bench';
import { EXPORTS_HEADING, exportsSection, measureExports } from './exports.bench';
import { INTEGRITY_HEADING, integritySection, measureIntegrity } from './integrity.bench';
import { LATENCY_SAMPLES, measureAtScale, type LatencyFigures, type LatencyRequest, type ScaleFigures } from './scale.bench';
import { ANALYTICS_HEADING, analyticsSection } from './analytics.bench';
import { LIGHTHOUSE_HEADING, lighthouseSection, measureLighthouse } from './lighthouse.bench';
import { TIME_IN_STATUS_HEADING, measureTimeInStatus, timeInStatusSection, type TimeInStatusFigures } from './time-in-status.bench';
import { ACTIVITY_ANALYTICS_HEADING, activityAnalyticsSection, measureActivityAnalytics, type ActivityAnalyticsFigures } from './activity-analytics.bench';

const QUERY_ROWS = 100_000;
const QUERY_PATHS: QueryPath[] = ['/api/assessments?page=1&pageSize=25&sort=updatedAt:desc', '/api/assessments?page=40&pageSize=25&status=4&sort=createdAt:asc'].flatMap((path) => [
  { path },
  { path, fresh: true },
]);
const SCALE_EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 1_000_000);
const TIME_IN_STATUS_EVENTS = Number(process.env.BENCH_TIME_IN_STATUS_EVENTS ?? 1_000_000);
const ACTIVITY_EVENTS = Number(process.env.BENCH_ACTIVITY_EVENTS ?? 1_000_000);
const INTEGRITY_EVENTS = Number(process.env.BENCH_INTEGRITY_EVENTS ?? 1_000_000);
const SCALE_ASSESSMENT_ROWS = 1_000_000;
const SCALE_REQUESTS: LatencyRequest[] = [
  { name: 'list, newest first', method: 'GET', path: '/api/assessments?page=1&pageSize=25&sort=updatedAt:desc' },
  { name: 'list, one status, page 40', method: 'GET', path: '/api/assessments?page=40&pageSize=25&status=4&sort=createdAt:asc' },
  { name: 'list, one agency', method: 'GET', path: '/api/assessments?page=1&pageSize=25&agencyId=0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01&sort=updatedAt:desc' },
  { name: 'audit explorer, one event type', method: 'GET', path: '/api/audit/events?page=1&pageSize=25&type=AssessmentApproved' },
  { name: 'shared living search, 50 km', method: 'GET', path: '/api/search/shared-living?latitude=43.65&longitude=-79.38&radiusKm=50' },
  { name: 'statistics, all time', method: 'POST', path: '/api/reports/all/statistics', body: { period: 'All' } },
  { name: 'assessments graph, year to date', method: 'POST', path: '/api/reports/assessments/graph', body: { period: 'YTD', interval: 'month' } },
];
const workDir = join(import.meta.dirname, '../.work');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figures {
  database: string;
  appends: AppendFigures;
  catchUp: CatchUpFigures;
  queries: QueryFigures[];
  latencies: LatencyFigures[];
}

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
};

const benchOne = async (database: string, open: () => Promise<SqlDatabase>, reopen: { databaseUrl?: string; dataDir?: string }): Promise<Figures> => {
  console.log(`\n[${database}] appending ...`);
  let db = await open();
  await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
  const appends = await measureAppends(db);
  console.log(`[${database}] appends`, appends);
  console.log(`[${database}] log read and projection catch-up over 100,000 events ...`);
  const catchUp = await measureCatchUp(db);
  console.log(`[${database}] catch-up`, catchUp);
  await fillAssessments(db, QUERY_ROWS);
  // As autovacuum (PostgreSQL) or the app's upkeep (PGlite) keeps a table, rather than whenever autovacuum happens to run.
  await db.exec('VACUUM (ANALYZE) assessments');
  await db.close();
  console.log(`[${database}] GET /api/assessments under load ...`);
  const { queries, latencies } = await measureQueries(reopen, QUERY_PATHS, SCALE_REQUESTS);
  console.log(`[${database}] queries`, queries, latencies);
  db = await open();
  await db.close();
  return { database, appends, catchUp, queries, latencies };
};

const round = (value: number) => Math.round(value).toLocaleString('en-US');

const scaleRow = (figure: LatencyFigures, small: LatencyFigures | undefined): string =>
  `| ${figure.name} | \`${figure.method} ${figure.path}\` | ${small?.p50Ms ?? '-'} | ${small?.p95Ms ?? '-'} | ${figure.p50Ms} | ${figure.p95Ms} | ${figure.status} |`;

const SCALE_HEADING = '## Latency at';

const scaleSection = (scale: ScaleFigures): string => {
  const before = new Map(scale.atDemoSize.map((figure) => [figure.name, figure]));
  return `
${SCALE_HEADING} ${round(scale.events)} events (PostgreSQL)

The demo data (${round(scale.demoEvents)} events) first, then the store grown with five-event assessment
lives to ${round(scale.events)} events (appended by 8 writers in ${round(scale.appendSeconds)} s, the loading connection
not waiting for each commit's flush), every projector caught up together over the new ${round(scale.catchUp.events)} events at
${round(scale.catchUp.perSecond)} events/s, in ${round(scale.catchUp.events / scale.catchUp.perSecond)} s (a plain ordered read of the whole log: ${round(scale.catchUp.readPerSecond)} events/s), the assessments
read model rebuilt alone from position 0 over all ${round(scale.events)} events in ${round(scale.assessmentsRebuildSeconds)} s, then topped up to ${round(scale.assessmentRows)} rows, and the
database vacuumed and analyzed as autovacuum keeps a table that grew over time. One request at a time through the
whole stack (session, XSRF rule, scope, query), signed in as the admin, each read from the database
(\`X-Min-Position: 0\`); the median and 95th percentile of ${LATENCY_SAMPLES} requests after a warm-up.

| call | request | demo p50 ms | demo p95 ms | at scale p50 ms | at scale p95 ms | status |
|---|---|---:|---:|---:|---:|---:|
${scale.atScale.map((figure) => scaleRow(figure, before.get(figure.name))).join('\n')}
`;
};

const APPEND_CASES: [keyof AppendFigures, string][] = [
  ['single', 'one event per append'],
  ['batchOf100', 'batches of 100'],
  ['concurrent8', '8 concurrent writers, one event each'],
];

const appendRows = (database: string, figures: AppendFigures): string[] =>
  APPEND_CASES.map(([key, name]) => {
    const { perSecond, baselinePerSecond } = figures[key];
    return `| ${database} | ${name} | ${round(perSecond)} | ${round(baselinePerSecond)} | ${(perSecond / baselinePerSecond).toFixed(2)} |`;
  });

/** The event store's three sections: appends, catch-up, list queries. */
const storeSections = (all: Figures[]): string => `
## Event store: events appended per second

Beside each figure, the baseline measured in the same run, on the same connections and at the same
concurrency: for single events, bare single-row autocommit INSERTs of an event's JSON; for the
batches, one autocommit INSERT of the same 100 rows into a table made like \`events\` (its keys and
indexes), one writer, rows per second.

| database | appends | events per second | baseline rows per second | ratio |
|---|---|---:|---:|---:|
${all.flatMap((f) => appendRows(f.database, f.appends)).join('\n')}

Appends commit in groups: every append waiting when the store's lane is free goes into one
transaction of one statement, which takes the append lock once, so groups commit in position order
(also across processes) and a subscriber reading by position never skips a late commit. A group
holds at most one append per writer, so the 8 writers' figure stays near 8 events per flush.

## Projection catch-up

Over the whole store (20,000 five-event assessment lives plus the append benchmark's events),
pages of 1,000 events, in events per second: a plain read of the log in position order (the
baseline no projection can beat), the assessments read model rebuilt alone from position 0, and
every read model caught up together from position 0. One reader hands each page to every read
model behind it.

| database | events | plain ordered read | assessments read model | all read models together |
|---|---:|---:|---:|---:|
${all.map((f) => `| ${f.database} | ${round(f.catchUp.events)} | ${round(f.catchUp.readPerSecond)} | ${round(f.catchUp.assessmentsPerSecond)} | ${round(f.catchUp.allPerSecond)} |`).join('\n')}

## HTTP: /api/assessments with ${round(QUERY_ROWS)} assessments in the read model

autocannon, 20 connections, 10 s per request, signed in as the admin, through the whole stack
(session, XSRF rule, scope, page query and count; for the POST, the command pipeline and the
append). Beside each, the baseline measured in the same run with the same load: the same method on
a NestJS + Fastify endpoint answering fixed JSON. A list's page and count are kept in memory until
a read model changes (any process's checkpoint write announces it), so a list many people open
costs one query per change; "database" rows send \`X-Min-Position: 0\`, which reads the database
for every request, as the first read after a change does.

| database | request | answered from | requests/s | p50 ms | p99 ms | errors | NestJS + Fastify fixed JSON, requests/s | ratio |
|---|---|---|---:|---:|---:|---:|---:|---:|
${all.flatMap((f) => f.queries.map((q) => `| ${f.database} | \`${q.path}\` | ${q.fresh ? 'database' : 'kept answer'} | ${round(q.requestsPerSecond)} | ${q.p50Ms} | ${q.p99Ms} | ${q.errors} | ${round(q.baselinePerSecond)} | ${(q.requestsPerSecond / q.baselinePerSecond).toFixed(3)} |`)).join('\n')}

Lists count their matches only up to 10,000 (beyond, the answer says \`totalCapped\`), so the
total costs no more than the page once a table is large.

## List latency, ${round(QUERY_ROWS)} assessments in the read model

The same stores, one request at a time through the whole stack, signed in as the admin, each read
from the database (\`X-Min-Position: 0\`); ${LATENCY_SAMPLES} requests after a warm-up.

| database | call | request | p50 ms | p95 ms | p99 ms | status |
|---|---|---|---:|---:|---:|---:|
${all.flatMap((f) => f.latencies.map((l) => `| ${f.database} | ${l.name} | \`${l.method} ${l.path}\` | ${l.p50Ms} | ${l.p95Ms} | ${l.p99Ms} | ${l.status} |`)).join('\n')}
`;

const report = (all: Figures[], scale: ScaleFigures | undefined): string => `# Benchmark results

Written by \`npm run bench\` (bench/src/run.ts) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${machineOf()}.
PostgreSQL is the machine's server (15); PGlite is the embedded one \`npm start\` uses, on disk.

${storeSections(all).trim()}
${scale ? scaleSection(scale) : '\nThe scale run was skipped (see the run\'s output).\n'}`;

const storeFigures = async (): Promise<Figures[]> => {
  const results: Figures[] = [];
  const pgliteDir = join(workDir, 'pglite');
  results.push(await benchOne('PGlite', () => openPgliteDatabase(pgliteDir), { dataDir: pgliteDir }));

  const benchDatabase = `careledger_bench_${Date.now()}`;
  try {
    await adminQuery(`CREATE DATABASE ${benchDatabase}`);
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${serverUrl}: ${String(error)}; PostgreSQL figures skipped.`);
    return results;
  }
  const url = withDatabase(serverUrl, benchDatabase);
  try {
    results.push(await benchOne('PostgreSQL', () => openPostgresDatabase(url), { databaseUrl: url }));
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`).catch(() => undefined);
  }
  return results;
};

/**
 * Runs one part's `measure` on a PostgreSQL database made for it and dropped after it; only the
 * loading connection skips waiting for each commit's flush, as the figures are about reading a
 * large store. Undefined, with a line saying why, when the part fails.
 */
const onOwnDatabase = async <Figures>(
  part: string,
  what: string,
  measure: (openLoading: () => Promise<SqlDatabase>, reopen: { databaseUrl: string }) => Promise<Figures>,
): Promise<Figures | undefined> => {
  const database = `careledger_${part.replaceAll('-', '_')}_${Date.now()}`;
  const url = withDatabase(serverUrl, database);
  const loadingUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c synchronous_commit=off')}`;
  try {
    await adminQuery(`CREATE DATABASE ${database}`);
    console.log(`\n[${part}] ${what} on PostgreSQL ...`);
    const figures = await measure(() => openPostgresDatabase(loadingUrl), { databaseUrl: url });
    console.log(`[${part}]`, JSON.stringify(figures));
    return figures;
  } catch (error) {
    console.log(`[${part}] skipped: ${String(error)}`);
    return undefined;
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  }
};

const scaleFigures = (): Promise<ScaleFigures | undefined> =>
  onOwnDatabase('scale', `${round(SCALE_EVENTS)} events`, (open, reopen) =>
    measureAtScale(open, reopen, { events: SCALE_EVENTS, assessmentRows: SCALE_ASSESSMENT_ROWS, requests: SCALE_REQUESTS }),
  );

const timeInStatusFigures = (): Promise<TimeInStatusFigures | undefined> =>
  onOwnDatabase('time-in-status', `demo size, then ${round(TIME_IN_STATUS_EVENTS)} events`, (open, reopen) => measureTimeInStatus(open, reopen, TIME_IN_STATUS_EVENTS));

const activityAnalyticsFigures = (): Promise<ActivityAnalyticsFigures | undefined> =>
  onOwnDatabase('activity-analytics', `demo size, then ${round(ACTIVITY_EVENTS)} events`, (open, reopen) => measureActivityAnalytics(open, reopen, ACTIVITY_EVENTS));

const consoleFigures = (): string => {
  console.log('\n[console] production build ...');
  execFileSync('npm', ['run', '--silent', 'build:console'], { cwd: join(import.meta.dirname, '../..'), stdio: 'ignore' });
  return consoleSection(measureScreens());
};

rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
// `npm run bench` runs every part and rewrites RESULTS.md; BENCH_ONLY=store, scale, time-in-status, activity-analytics, faults, jobs, cluster, integrity or lighthouse runs that part alone and updates only its sections.
if (process.env.BENCH_ONLY === 'store') {
  // The event store's sections only (appends, catch-up, list queries), each replaced in place.
  const sections = storeSections(await storeFigures()).split(/\n(?=## )/).filter((section) => section.startsWith('## '));
  for (const section of sections) writeResultsSection(section.slice(0, section.indexOf('\n')).split(' ').slice(0, 3).join(' '), section);
} else if (process.env.BENCH_ONLY === 'scale') {
  const scale = await scaleFigures();
  if (scale === undefined) process.exitCode = 1;
  else writeResultsSection(SCALE_HEADING, scaleSection(scale));
} else if (process.env.BENCH_ONLY === 'time-in-status') {
  const figures = await timeInStatusFigures();
  if (figures === undefined) process.exitCode = 1;
  else {
    writeResultsSection(TIME_IN_STATUS_HEADING, timeInStatusSection(figures));
    writeResultsSection(ANALYTICS_HEADING, analyticsSection(figures.analytics));
  }
} else if (process.env.BENCH_ONLY === 'activity-analytics') {
  const figures = await activityAnalyticsFigures();
  if (figures === undefined) process.exitCode = 1;
  else writeResultsSection(ACTIVITY_ANALYTICS_HEADING, activityAnalyticsSection(figures));
} else if (process.env.BENCH_ONLY === 'faults') {
  writeResultsSection(FAULTS_HEADING, faultsSection(await measureFaults()));
} else if (process.env.BENCH_ONLY === 'cluster') {
  writeResultsSection(CLUSTER_HEADING, clusterSection(await measureCluster()));
} else if (process.env.BENCH_ONLY === 'integrity') {
  writeResultsSection(INTEGRITY_HEADING, integritySection(await measureIntegrity(INTEGRITY_EVENTS)));
} else if (process.env.BENCH_ONLY === 'lighthouse') {
  const section = lighthouseSection(await measureLighthouse());
  writeResultsSection(LIGHTHOUSE_HEADING, section);
  console.log(section);
} else if (process.env.BENCH_ONLY === 'jobs') {
  writeResultsSection('## Billing runs', billingRunSection(await measureBillingRun()));
  writeResultsSection(EXPORTS_HEADING, exportsSection(await measureExports()));
} else {
  const stores = await storeFigures();
  const scale = await scaleFigures();
  const timeInStatus = await timeInStatusFigures();
  const activity = await activityAnalyticsFigures();
  const markdown = `${report(stores, scale)}\n${timeInStatus ? `${timeInStatusSection(timeInStatus)}\n${analyticsSection(timeInStatus.analytics)}` : ''}\n${activity ? activityAnalyticsSection(activity) : ''}\n${consoleFigures()}\n${faultsSection(await measureFaults())}\n${billingRunSection(await measureBillingRun())}\n${exportsSection(await measureExports())}\n${clusterSection(await measureCluster())}\n${integritySection(await measureIntegrity(INTEGRITY_EVENTS))}\n${lighthouseSection(await measureLighthouse())}`;
  writeResults(markdown);
  console.log(`\n${markdown}`);
}
rmSync(workDir, { recursive: true, force: true });
