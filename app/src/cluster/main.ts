import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD, demoUsers } from '../demo/demo-users';
import { assertPortFree, freePort } from '../startup/port-check';
import { findHaproxy, startCluster } from './cluster';

/** `npm run cluster`: Careledger's production shape on this machine, on PostgreSQL and Redis. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/careledger';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const host = process.env.HOST ?? '127.0.0.1';

const refuse = (line: string): never => {
  console.error(`Careledger's cluster cannot start: ${line}`);
  process.exit(2);
};

const wholeNumber = (name: string, fallback: number, min: number, max: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) refuse(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  return value;
};

const port = wholeNumber('PORT', 3000, 1, 65_535);
const replicas = wholeNumber('CLUSTER_REPLICAS', 2, 1, 8);
try {
  findHaproxy();
  await assertPortFree(port, host);
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}

/** The database named by DATABASE_URL, created on its server when missing. */
const ensureDatabase = async (): Promise<void> => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect().catch((error: Error) => refuse(`PostgreSQL at ${url.host} does not answer (${error.message}).`));
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      console.log(`Creating the database ${name} ...`);
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
};

/** Migrations and the demo data, once, by `npm start`'s own entry point on a port of its own. */
const seedDemo = async (): Promise<void> => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'app/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '', PORT: String(await freePort()), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolvePromise, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (/^(Demo data|An earlier start|This database)/.test(line)) console.log(line);
      if (text.includes('Careledger is running at')) child.kill('SIGTERM');
    });
    child.once('exit', (code, signal) => (code === 0 || signal === 'SIGTERM' ? resolvePromise() : reject(new Error(`The demo seed ended with ${code ?? signal}.`))));
  });
};

await ensureDatabase();
if (process.env.DEMO_DATA !== 'off') {
  console.log('Preparing the database (migrations, demo data) ...');
  await seedDemo();
}
const exportDir = resolve(root, process.env.EXPORT_DIR || '.data/exports');
mkdirSync(exportDir, { recursive: true });
const anchorDir = resolve(root, process.env.ANCHOR_DIR || '.data/anchors');
const verbose = process.env.CLUSTER_LOG === 'all';
const NEST_STARTUP = /\[(RoutesResolver|RouterExplorer|InstanceLoader|NestFactory|NestApplication)\]/;
console.log(`Starting HAProxy, ${replicas} command services, ${replicas} query services and ${replicas} projection workers ...`);
const cluster = await startCluster({
  databaseUrl,
  redisUrl,
  port,
  host,
  replicas: { 'command-service': replicas, 'query-service': replicas, projections: replicas },
  consoleDir: join(root, 'console/dist'),
  exportDir,
  anchorDir,
  // Each process's log lines, with its name; NestJS's start-up lines (every route, every module) only with CLUSTER_LOG=all.
  log: (name, line) => {
    if (verbose || !NEST_STARTUP.test(line)) console.log(`[${name}] ${line}`);
  },
});

const width = Math.max(...demoUsers.map((user) => user.email.length));
console.log(`
Careledger's cluster is running at ${cluster.url}/en-us
HAProxy's statistics: ${cluster.statsUrl}/
${cluster.processes.map((process) => `  ${process.name.padEnd(18)} pid ${process.pid}${process.url ? `  ${process.url}` : ''}`).join('\n')}

Demo sign-ins (password "${DEMO_PASSWORD}", demo data only):
${demoUsers.map((user) => `  ${user.email.padEnd(width)}  ${user.name}`).join('\n')}

Press Ctrl+C to stop.`);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster (each service finishes what it has in flight) ...`);
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(String(error));
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
