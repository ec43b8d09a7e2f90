import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../startup/port-check';
import { haproxyConfig } from './haproxy-config';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type ClusterRole = 'command-service' | 'query-service' | 'projections' | 'balancer';

const MAINS: Record<Exclude<ClusterRole, 'balancer'>, string> = {
  'command-service': 'command-service/src/main.ts',
  'query-service': 'query-service/src/main.ts',
  projections: 'projections/src/main.ts',
};

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Where the balancer listens. */
  port: number;
  host?: string;
  /** Processes of each service; 2 of each by default. */
  replicas?: Partial<Record<Exclude<ClusterRole, 'balancer'>, number>>;
  /** The built console, served by the query services. */
  consoleDir?: string;
  /** Export files, shared by every process (EXPORT_DIR). */
  exportDir: string;
  /** The anchor file's folder, shared by every process (ANCHOR_DIR); each process's default (`.data/anchors`) when absent. */
  anchorDir?: string;
  /** More environment for every service process (JOBS_LOCK_MS, PROJECTION_LEASE_MS ...). */
  env?: Record<string, string>;
  /** Start a process again when it ends unasked, as a container runtime would; true by default. */
  restart?: boolean;
  /** Each line a process writes, with its name. */
  log?: (name: string, line: string) => void;
  /** How often the balancer checks each process's readiness; 1,000 ms by default. */
  checkIntervalMs?: number;
  haproxyPath?: string;
}

export interface ClusterProcess {
  readonly name: string;
  readonly role: ClusterRole;
  /** Where it answers HTTP itself (not through the balancer); none for a projection worker. */
  readonly url?: string;
  /** The process running now (a restart changes it). */
  readonly pid: number | undefined;
  kill(signal: NodeJS.Signals): void;
  /** Settles when the process running now ends. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

export interface RunningCluster {
  /** The balancer: the one address clients use. */
  url: string;
  /** HAProxy's statistics page (each process's state, checks, sessions). */
  statsUrl: string;
  processes: readonly ClusterProcess[];
  byRole(role: ClusterRole): ClusterProcess[];
  /** Stops the balancer last, after every service finished what it had in flight. */
  stop(): Promise<void>;
}

const HAPROXY_PATHS = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

export const findHaproxy = (given?: string): string => {
  const found = [given, ...HAPROXY_PATHS].find((path): path is string => path !== undefined && existsSync(path));
  if (!found) throw new Error('HAProxy is not installed: `apt-get install -y haproxy` (Debian) puts it in /usr/sbin/haproxy.');
  return found;
};

const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/**
 * Asks `probe` every 250 ms until its answer is `done`; fails with `failure(last)` after
 * `timeoutMs`, or at once when `gone()` says the process it waits for has ended.
 */
const pollUntil = async <T>(
  probe: () => Promise<T>,
  done: (answer: T) => boolean,
  options: { timeoutMs: number; failure: (last: T) => string; gone?: () => string | undefined },
): Promise<void> => {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const answer = await probe();
    if (done(answer)) return;
    const gone = options.gone?.();
    if (gone !== undefined) throw new Error(gone);
    if (Date.now() > deadline) throw new Error(options.failure(answer));
    await sleep(250);
  }
};

/** Polls `url` until it answers 200, or fails after `timeoutMs`, or once `gone()` says the process ended. */
const answers = (url: string, timeoutMs: number, gone: () => boolean): Promise<void> =>
  pollUntil(
    () => fetch(url).then((response) => response.status, () => 0),
    (status) => status === 200,
    {
      timeoutMs,
      gone: () => (gone() ? `${url}: the process ended before it was ready` : undefined),
      failure: (status) => `${url} did not answer 200 within ${timeoutMs} ms (last: ${status || 'no answer'})`,
    },
  );

interface Spec {
  name: string;
  role: ClusterRole;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  port?: number;
}

/**
 * Careledger's production shape on one machine: HAProxy in front of N command-service and N
 * query-service processes, and N projection workers that share the read models by lease, all on
 * one PostgreSQL database and one Redis. A process that ends unasked is started again.
 */
export const startCluster = async (options: ClusterOptions): Promise<RunningCluster> => {
  const haproxy = findHaproxy(options.haproxyPath);
  const host = options.host ?? '127.0.0.1';
  const checkIntervalMs = options.checkIntervalMs ?? 1_000;
  const replicas = { 'command-service': 2, 'query-service': 2, projections: 2, ...options.replicas };
  const folder = await mkdtemp(join(tmpdir(), 'careledger-cluster-'));
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: '',
    EXPORT_DIR: options.exportDir,
    ...(options.anchorDir === undefined ? {} : { ANCHOR_DIR: options.anchorDir }),
    // Behind the balancer: the client's address and protocol come from its X-Forwarded-* headers.
    TRUST_PROXY: 'true',
    // Long enough for the balancer to see a stopping process fail its check twice.
    SHUTDOWN_DRAIN_MS: String(checkIntervalMs * 2 + 500),
    ...options.env,
  };
  const specs: Spec[] = [];
  for (const role of ['command-service', 'query-service', 'projections'] as const) {
    for (let index = 1; index <= replicas[role]; index += 1) {
      const port = role === 'projections' ? undefined : await freePort();
      const env = { ...common, ...(port ? { PORT: String(port) } : {}), ...(role === 'query-service' && options.consoleDir ? { CONSOLE_DIR: options.consoleDir } : {}) };
      specs.push({ name: `${role}-${index}`, role, command: process.execPath, args: ['--import', 'tsx', join(root, MAINS[role])], env, port });
    }
  }
  const serviceAddresses = (role: ClusterRole) => specs.filter((spec) => spec.role === role).map((spec) => `127.0.0.1:${spec.port}`);
  const config = join(folder, 'haproxy.cfg');
  const statsUrl = `http://127.0.0.1:${await freePort()}`;
  await writeFile(
    config,
    haproxyConfig({
      bind: `${host}:${options.port}`,
      commands: { addresses: serviceAddresses('command-service') },
      queries: { addresses: serviceAddresses('query-service') },
      checkIntervalMs,
      statsBind: new URL(statsUrl).host,
    }),
  );
  const balancerSpec: Spec = { name: 'balancer', role: 'balancer', command: haproxy, args: ['-db', '-f', config], env: {} };

  let stopping = false;
  const restart = options.restart ?? true;
  const processes = specs.map((spec) => supervise(spec, () => !stopping && restart, options.log));
  const services = processes.filter((process) => process.url);
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${options.port}`;

  const stop = async (): Promise<void> => {
    stopping = true;
    const byRole = (role: ClusterRole) => processes.filter((process) => process.role === role);
    // Services first (each drains, then finishes what it has in flight), the balancer last.
    await Promise.all([...byRole('command-service'), ...byRole('query-service'), ...byRole('projections')].map((process) => process.stop()));
    await Promise.all(byRole('balancer').map((process) => process.stop()));
    await rm(folder, { recursive: true, force: true });
  };

  try {
    await Promise.all(services.map((process) => answers(`${process.url}/health/ready`, 180_000, () => process.ended())));
    // The balancer starts once every service answers, so its first checks already pass.
    processes.push(supervise(balancerSpec, () => !stopping && restart, options.log));
    // Ready means the balancer itself has seen every process pass its check (they start out of rotation).
    await allServersUp(statsUrl, services.length, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, statsUrl, processes, byRole: (role) => processes.filter((process) => process.role === role), stop };
};

/** The status of every server in HAProxy's statistics (CSV), leaving out frontends, backends and the stats page. */
const serverStatuses = async (statsUrl: string): Promise<string[]> => {
  const csv = await fetch(`${statsUrl}/;csv`).then((response) => response.text(), () => '');
  return csv
    .split('\n')
    .map((line) => line.split(','))
    .filter((fields) => fields[1] !== undefined && !['FRONTEND', 'BACKEND', 'svname'].includes(fields[1]) && fields[0] !== 'stats')
    .map((fields) => fields[17] ?? '');
};

/** Waits until HAProxy's statistics list `count` servers, every one UP. */
const allServersUp = (statsUrl: string, count: number, timeoutMs: number): Promise<void> =>
  pollUntil(
    () => serverStatuses(statsUrl),
    (statuses) => statuses.length === count && statuses.every((status) => status === 'UP'),
    { timeoutMs, failure: (statuses) => `HAProxy did not put every process in rotation within ${timeoutMs} ms (${statuses.join(', ') || 'no statistics'})` },
  );

interface Supervised extends ClusterProcess {
  ended(): boolean;
  stop(): Promise<void>;
}

const supervise = (spec: Spec, restartAllowed: () => boolean, log?: (name: string, line: string) => void): Supervised => {
  let child: ChildProcess;
  let output = '';
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  let ended = false;
  const start = (): void => {
    ended = false;
    child = spawn(spec.command, spec.args, { cwd: root, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const take = (chunk: Buffer): void => {
      const text = chunk.toString();
      output += text;
      if (output.length > 200_000) output = output.slice(-100_000);
      for (const line of text.split('\n')) if (line.trim() !== '') log?.(spec.name, line);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    exited = new Promise((resolvePromise) =>
      child.once('exit', (code, signal) => {
        ended = true;
        resolvePromise({ code, signal });
        if (restartAllowed()) {
          log?.(spec.name, `ended (${signal ?? code}); starting it again in 1 s`);
          setTimeout(() => restartAllowed() && start(), 1_000).unref();
        }
      }),
    );
  };
  start();
  return {
    name: spec.name,
    role: spec.role,
    url: spec.port ? `http://127.0.0.1:${spec.port}` : undefined,
    get pid() {
      return child.pid;
    },
    kill: (signal) => child.kill(signal),
    exited: () => exited,
    output: () => output,
    ended: () => ended,
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
};
