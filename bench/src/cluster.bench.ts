import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCareledger } from '@careledger/app';
import { openDatabase, readLeases } from '@careledger/storage';
import { startCluster, type RunningCluster } from '../../app/src/cluster/cluster';
import { freePort } from '../../app/src/startup/port-check';
import { ApiClient } from '../../tests/src/support/api-client';
import { readRecovery, sendUntilAnswered } from '../../tests/src/support/cluster-load';
import { seededPostgresDatabase } from '../../tests/src/support/running-stack';
import { startHelloWorld } from './hello-world';

const PHASE_MS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10) * 1_000;
const CONCURRENCY = 8;
export const CLUSTER_HEADING = '## Cluster';

interface Created {
  id: string;
}

export interface Throughput {
  commandsPerSecond: number;
  readsPerSecond: number;
}

export interface ClusterFigures {
  cores: number;
  seconds: number;
  /** NestJS + Fastify answering fixed JSON to the same client loops: the ceiling of this machine's HTTP. */
  helloWorld: { getsPerSecond: number; postsPerSecond: number };
  /** `npm start`'s one process on the same PostgreSQL, no balancer. */
  oneProcess: Throughput;
  /** Through HAProxy, with N processes of each service and N projection workers. */
  cluster: (Throughput & { replicas: number })[];
  failover: { projectionLeaderSeconds: number; commandServiceSeconds: number };
}

const during = async (ms: number, loop: () => Promise<boolean>): Promise<number> => {
  const end = Date.now() + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) if (await loop()) done += 1;
    }),
  );
  return done / (ms / 1000);
};

/** 8 clients writing assessments one after another each, then 8 reading them back by id. */
const measure = async (url: string): Promise<Throughput> => {
  const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => new ApiClient(url).signIn('admin@demo.careledger')));
  const patient = await clients[0]!.post<Created>('/api/patients', { firstName: 'Ada', lastName: 'Bench' });
  const ids: string[] = [];
  let next = 0;
  const commandsPerSecond = await during(PHASE_MS, async () => {
    const client = clients[next++ % CONCURRENCY]!;
    const answer = await sendUntilAnswered<Created>(client, '/api/assessments', { patientId: patient.body.id, summary: `bench ${next}` });
    if (answer.status === 201) ids.push(answer.body.id);
    return answer.status === 201;
  });
  const readsPerSecond = await during(PHASE_MS, async () => {
    const client = clients[next++ % CONCURRENCY]!;
    const answer = await client.get(`/api/assessments/${ids[next % ids.length]}`);
    return answer.status === 200;
  });
  return { commandsPerSecond, readsPerSecond };
};

const helloWorldFigures = async (): Promise<ClusterFigures['helloWorld']> => {
  const hello = await startHelloWorld();
  try {
    const getsPerSecond = await during(PHASE_MS, async () => (await fetch(hello.url)).ok);
    const postsPerSecond = await during(PHASE_MS, async () => (await fetch(hello.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).ok);
    return { getsPerSecond, postsPerSecond };
  } finally {
    await hello.close();
  }
};

const withCluster = async <T>(replicas: number, work: (cluster: RunningCluster, databaseUrl: string) => Promise<T>): Promise<T> => {
  const database = await seededPostgresDatabase(0);
  const exportDir = mkdtempSync(join(tmpdir(), 'careledger-bench-exports-'));
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const cluster = await startCluster({
    databaseUrl: database.databaseUrl,
    redisUrl,
    port: await freePort(),
    exportDir,
    restart: false,
    replicas: { 'command-service': replicas, 'query-service': replicas, projections: replicas },
  });
  try {
    return await work(cluster, database.databaseUrl);
  } finally {
    await cluster.stop();
    await database.drop();
    rmSync(exportDir, { recursive: true, force: true });
  }
};

const failoverFigures = (): Promise<ClusterFigures['failover']> =>
  withCluster(2, async (cluster, databaseUrl) => {
    const client = await new ApiClient(cluster.url).signIn('admin@demo.careledger');
    const patient = await client.post<Created>('/api/patients', { firstName: 'Ada', lastName: 'Failover' });
    const db = await openDatabase({ databaseUrl });
    try {
      const holders = new Set((await readLeases(db)).map((lease) => Number(lease.holder.split(':')[1])));
      const leader = cluster.byRole('projections').find((worker) => worker.pid !== undefined && holders.has(worker.pid));
      let killedAt = Date.now();
      leader?.kill('SIGKILL');
      const projectionLeaderSeconds = (await readRecovery(client, patient.body.id, killedAt, 'failover-projections')) / 1000;
      killedAt = Date.now();
      cluster.byRole('command-service')[0]?.kill('SIGKILL');
      const commandServiceSeconds = (await readRecovery(client, patient.body.id, killedAt, 'failover-commands')) / 1000;
      return { projectionLeaderSeconds, commandServiceSeconds };
    } finally {
      await db.close();
    }
  });

const oneProcessFigures = async (): Promise<Throughput> => {
  const database = await seededPostgresDatabase(0);
  const careledger = await startCareledger({ port: 0, databaseUrl: database.databaseUrl, consoleDir: join(tmpdir(), 'no-console'), logger: false, repeatJobs: false });
  try {
    return await measure(careledger.url);
  } finally {
    await careledger.close();
    await database.drop();
  }
};

export const measureCluster = async (): Promise<ClusterFigures> => {
  console.log(`\n[cluster] ${PHASE_MS / 1000} s phases, ${CONCURRENCY} clients ...`);
  const helloWorld = await helloWorldFigures();
  console.log('[cluster] hello world', helloWorld);
  const oneProcess = await oneProcessFigures();
  console.log('[cluster] one process', oneProcess);
  const cluster: ClusterFigures['cluster'] = [];
  for (const replicas of [1, 2]) {
    cluster.push({ replicas, ...(await withCluster(replicas, (running) => measure(running.url))) });
    console.log('[cluster]', cluster.at(-1));
  }
  const failover = await failoverFigures();
  console.log('[cluster] failover', failover);
  return { cores: availableParallelism(), seconds: PHASE_MS / 1000, helloWorld, oneProcess, cluster, failover };
};

const round = (value: number): string => Math.round(value).toLocaleString('en-US');

export const clusterSection = (figures: ClusterFigures): string => `${CLUSTER_HEADING}

\`npm run cluster\`'s shape (HAProxy in front of N command-service and N query-service processes,
N projection workers sharing the read models by lease) on PostgreSQL and Redis, on this
${figures.cores}-core machine. ${CONCURRENCY} clients in this process, each signed in: ${figures.seconds} s of
\`POST /api/assessments\` (one after another each, with an Idempotency-Key), then ${figures.seconds} s of
\`GET /api/assessments/{id}\` of what they wrote. Beside it, in the same run: NestJS + Fastify
answering fixed JSON to the same loops, and \`npm start\`'s one process without a balancer.

| | commands/s | reads/s |
|---|---:|---:|
| NestJS + Fastify fixed JSON (baseline) | ${round(figures.helloWorld.postsPerSecond)} | ${round(figures.helloWorld.getsPerSecond)} |
| one process (\`npm start\` on PostgreSQL), no balancer | ${round(figures.oneProcess.commandsPerSecond)} | ${round(figures.oneProcess.readsPerSecond)} |
${figures.cluster.map((row) => `| cluster, ${row.replicas} of each service, through HAProxy | ${round(row.commandsPerSecond)} | ${round(row.readsPerSecond)} |`).join('\n')}

Failover, 2 of each: reads see a new write again ${figures.failover.projectionLeaderSeconds.toFixed(2)} s after the
projection leader is killed (SIGKILL; its leases expire after PROJECTION_LEASE_MS, 2 s, and the other
worker goes on from the checkpoints), and ${figures.failover.commandServiceSeconds.toFixed(2)} s after a command service is
killed (HAProxy sends the retried request to the other one at once).

What the figures say: on ${figures.cores} cores a second replica of each service adds failover, not
throughput; here it costs. In a 15 s write run with 2 of each, the processes together used about half of the
two cores (ps), so the limit is not CPU but the append path: appends take one lock per group and
hold it through the commit (bench "Event store"), so one command service puts all 8 writers' appends
into each commit, while two split them into two groups that commit one after the other, each carrying
half as many. Reads of an assessment by id fill each query service's answer cache separately, so
with two, twice as many reads miss it in a run this short. What it predicts for more cores: reads
scale with query-service replicas once each has a core (and its cache is warm); commands scale with
command-service replicas only as far as one group-committing lane allows, so beyond one or two
command services the next step is appends that commit concurrently (issue 14's first option), not
more processes.
`;
