import { join } from 'node:path';
import autocannon from 'autocannon';
import { seedDemo, startCareledger } from '@careledger/app';
import type { SqlDatabase } from '@careledger/storage';

export interface QueryFigures {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
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

/** GET /api/assessments under autocannon (20 connections, 10 s each) against the whole stack. */
export const measureQueries = async (database: { databaseUrl?: string; dataDir?: string }, paths: string[]): Promise<QueryFigures[]> => {
  const careledger = await startCareledger({
    port: 0,
    ...database,
    consoleDir: join(import.meta.dirname, '../../console/dist'),
    logger: false,
    seed: (app, db) => seedDemo(app, db, { patients: 0 }).then(() => undefined),
  });
  try {
    const headers = await signIn(careledger.url);
    await untilCaughtUp(careledger.url, careledger.db, headers);
    const figures: QueryFigures[] = [];
    for (const path of paths) {
      const result = await autocannon({ url: `${careledger.url}${path}`, connections: 20, duration: 10, headers });
      figures.push({ path, requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.non2xx });
    }
    return figures;
  } finally {
    await careledger.close();
  }
};
