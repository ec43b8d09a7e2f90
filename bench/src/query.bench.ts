import { join } from 'node:path';
import autocannon from 'autocannon';
import { seedDemo, startCareledger } from '@careledger/app';
import type { SqlDatabase } from '@careledger/storage';
import { startHelloWorld } from './hello-world';
import { measureLatencies, type LatencyFigures, type LatencyRequest } from './scale.bench';

/** A GET measured under load; `fresh` ones ask to read their own writes, so the database answers each. */
export interface QueryPath {
  path: string;
  fresh?: boolean;
}

export interface QueryFigures {
  path: string;
  fresh: boolean;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The same method on a NestJS + Fastify endpoint answering fixed JSON, same run, same load. */
  baselinePerSecond: number;
}

export const signIn = async (url: string): Promise<Record<string, string>> => {
  const first = await fetch(`${url}/api/auth-details`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}`, 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'admin@demo.careledger', password: 'demo-password' }),
  });
  const session = /careledger_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1] ?? '';
  // A sign-in may hand out a fresh XSRF token with the session.
  const token = /XSRF-TOKEN=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1] ?? xsrf;
  return { cookie: `XSRF-TOKEN=${token}; careledger_session=${session}`, 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': token };
};

/**
 * Waits until every read model reached the log's head: projectors catching up on the append
 * benchmark's events would otherwise share the machine with the requests being measured.
 */
const untilCaughtUp = async (url: string, db: SqlDatabase, headers: Record<string, string>): Promise<void> => {
  const { rows } = await db.query<{ head: number | string | null }>('SELECT max(global_position) AS head FROM events');
  const head = String(rows[0]?.head ?? 0);
  for (;;) {
    const answer = await fetch(`${url}/api/provinces`, { headers: { ...headers, 'x-min-position': head } });
    if (answer.ok) return;
    if (answer.status !== 503) throw new Error(`Waiting for the read models answered ${answer.status}: ${await answer.text()}`);
  }
};

interface Load {
  method?: 'GET' | 'POST';
  body?: unknown;
}

const LOAD = { connections: 20, duration: 10 };

const underLoad = async (url: string, headers: Record<string, string>, { method = 'GET', body }: Load = {}) => {
  const result = await autocannon({
    url,
    ...LOAD,
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
};

/**
 * GET /api/assessments and POST /api/assessments under autocannon (20 connections, 10 s each)
 * against the whole stack, each beside the same method on a NestJS + Fastify endpoint answering
 * fixed JSON, measured in the same run with the same load.
 */
export const measureQueries = async (
  database: { databaseUrl?: string; dataDir?: string },
  paths: readonly QueryPath[],
  latencyRequests: readonly LatencyRequest[],
): Promise<{ queries: QueryFigures[]; latencies: LatencyFigures[] }> => {
  const careledger = await startCareledger({
    port: 0,
    ...database,
    consoleDir: join(import.meta.dirname, '../../console/dist'),
    logger: false,
    seed: (app, db) => seedDemo(app, db, { patients: 0 }).then(() => undefined),
  });
  const helloWorld = await startHelloWorld();
  try {
    const headers = await signIn(careledger.url);
    await untilCaughtUp(careledger.url, careledger.db, headers);
    const baseline = { GET: await underLoad(helloWorld.url, {}), POST: await underLoad(helloWorld.url, {}, { method: 'POST', body: {} }) };
    const figures: QueryFigures[] = [];
    for (const { path, fresh = false } of paths) {
      const load = await underLoad(`${careledger.url}${path}`, fresh ? { ...headers, 'x-min-position': '0' } : headers);
      figures.push({ path, fresh, ...load, baselinePerSecond: baseline.GET.requestsPerSecond });
    }
    const latencies = await measureLatencies(careledger.url, headers, latencyRequests);
    const patient = await fetch(`${careledger.url}/api/patients`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark' }) });
    const { id: patientId } = (await patient.json()) as { id: string };
    const created = await underLoad(`${careledger.url}/api/assessments`, headers, { method: 'POST', body: { patientId } });
    figures.push({ path: 'POST /api/assessments', fresh: true, ...created, baselinePerSecond: baseline.POST.requestsPerSecond });
    return { queries: figures, latencies };
  } finally {
    await helloWorld.close();
    await careledger.close();
  }
};
