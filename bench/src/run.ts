import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { allStorageMigrations, openPgliteDatabase, openPostgresDatabase, runMigrations, type SqlDatabase } from '@careledger/storage';
import { projectionMigrations } from '@careledger/projections';
import { measureAppends, type AppendFigures } from './event-store.bench';
import { fillAssessments, measureCatchUp } from './projection.bench';
import { measureQueries, type QueryFigures } from './query.bench';

const QUERY_ROWS = 100_000;
const QUERY_PATHS = ['/api/assessments?page=1&pageSize=25&sort=updatedAt:desc', '/api/assessments?page=40&pageSize=25&status=4&sort=createdAt:asc'];
const workDir = join(import.meta.dirname, '../.work');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figures {
  database: string;
  appends: AppendFigures;
  catchUp: { events: number; perSecond: number };
  queries: QueryFigures[];
}

const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

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
  console.log(`[${database}] projection catch-up over 100,000 events ...`);
  const catchUp = await measureCatchUp(db);
  console.log(`[${database}] catch-up`, catchUp);
  await fillAssessments(db, QUERY_ROWS);
  await db.close();
  console.log(`[${database}] GET /api/assessments under load ...`);
  const queries = await measureQueries(reopen, QUERY_PATHS);
  console.log(`[${database}] queries`, queries);
  db = await open();
  await db.close();
  return { database, appends, catchUp, queries };
};

const round = (value: number) => Math.round(value).toLocaleString('en-US');

const report = (all: Figures[]): string => `# Benchmark results

Written by \`npm run bench\` (bench/src/run.ts) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.
PostgreSQL is the machine's server (15); PGlite is the embedded one \`npm start\` uses, on disk.

## Event store: events appended per second

| database | one event per append | batches of 100 | 8 concurrent writers, one event each |
|---|---:|---:|---:|
${all.map((f) => `| ${f.database} | ${round(f.appends.singlePerSecond)} | ${round(f.appends.batchOf100PerSecond)} | ${round(f.appends.concurrent8PerSecond)} |`).join('\n')}

Appends are serialized on purpose (a transaction lock before positions are assigned), so that a
subscriber reading by position can never skip an event that commits late; the 8 writers share it.

## Projection catch-up

The assessment read model rebuilt from position 0 over the whole store (20,000 five-event
assessment lives plus the append benchmark's events), 1,000 events per transaction.

| database | events | events per second |
|---|---:|---:|
${all.map((f) => `| ${f.database} | ${round(f.catchUp.events)} | ${round(f.catchUp.perSecond)} |`).join('\n')}

## GET /api/assessments with ${round(QUERY_ROWS)} assessments in the read model

autocannon, 20 connections, 10 s per path, signed in as the admin, through the whole stack
(session lookup, XSRF rule, scope, page query and count).

| database | path | requests/s | p50 ms | p99 ms | errors |
|---|---|---:|---:|---:|---:|
${all.flatMap((f) => f.queries.map((q) => `| ${f.database} | \`${q.path}\` | ${round(q.requestsPerSecond)} | ${q.p50Ms} | ${q.p99Ms} | ${q.errors} |`)).join('\n')}
`;

rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const results: Figures[] = [];

const pgliteDir = join(workDir, 'pglite');
results.push(await benchOne('PGlite', () => openPgliteDatabase(pgliteDir), { dataDir: pgliteDir }));

const benchDatabase = `careledger_bench_${Date.now()}`;
try {
  await adminQuery(`CREATE DATABASE ${benchDatabase}`);
} catch (error) {
  console.log(`PostgreSQL not reachable at ${serverUrl}: ${String(error)}; PostgreSQL figures skipped.`);
}
const url = withDatabase(serverUrl, benchDatabase);
try {
  results.push(await benchOne('PostgreSQL', () => openPostgresDatabase(url), { databaseUrl: url }));
} finally {
  await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`).catch(() => undefined);
}

const markdown = report(results);
writeFileSync(join(import.meta.dirname, '../RESULTS.md'), markdown);
console.log(`\n${markdown}`);
rmSync(workDir, { recursive: true, force: true });
