import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { seedDemo, startCareledger, type RunningCareledger } from '@careledger/app';
import { assessmentProjector, rebuildProjector } from '@careledger/projections';
import { openEventStore, type SqlDatabase } from '@careledger/storage';
import { assessmentLife, timed } from './fixtures';
import { fillAssessments, measureLogRead, measureProjections } from './projection.bench';
import { signIn } from './query.bench';

export interface LatencyRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface LatencyFigures {
  name: string;
  method: LatencyRequest['method'];
  path: string;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  status: number;
}

export interface ScaleFigures {
  demoEvents: number;
  events: number;
  appendSeconds: number;
  /** Every projector over the new events, beside a plain ordered read of the whole log. */
  catchUp: { events: number; perSecond: number; readPerSecond: number };
  /** The assessments read model replayed alone from position 0 over the whole log, then swapped in. */
  assessmentsRebuildSeconds: number;
  assessmentRows: number;
  atDemoSize: LatencyFigures[];
  atScale: LatencyFigures[];
}

export const LATENCY_SAMPLES = 100;
const WRITERS = 8;

/** Appends five-event assessment lives from 8 concurrent writers until the store holds `events` events. */
const appendLives = async (db: SqlDatabase, events: number): Promise<number> => {
  const store = await openEventStore(db);
  let remaining = Math.ceil((events - (await store.headPosition())) / 5);
  const writer = async (): Promise<void> => {
    while (remaining > 0) {
      remaining -= 1;
      const id = randomUUID();
      // Spread over a year, so buckets and date filters see a realistic calendar.
      await store.append(`assessment-${id}`, assessmentLife(id, Date.now() - Math.random() * 365 * 86_400_000), 'no_stream');
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return store.headPosition();
};

const percentile = (sorted: readonly number[], share: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * One request at a time, so the figure is a user's wait rather than the server's throughput. Each
 * asks to read its own writes (X-Min-Position: 0), so it is answered from the database, as the
 * first read after a change is, not from the answers kept until the read models change.
 */
export const measureLatencies = async (url: string, headers: Record<string, string>, requests: readonly LatencyRequest[]): Promise<LatencyFigures[]> => {
  const figures: LatencyFigures[] = [];
  for (const request of requests) {
    const send = () =>
      fetch(`${url}${request.path}`, {
        method: request.method,
        headers: { ...headers, 'x-min-position': '0', ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
    const warm = await send();
    await warm.arrayBuffer();
    const samples: number[] = [];
    for (let index = 0; index < LATENCY_SAMPLES; index += 1) {
      const started = performance.now();
      const response = await send();
      await response.arrayBuffer();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    figures.push({ name: request.name, method: request.method, path: request.path, p50Ms: Math.round(percentile(samples, 0.5) * 10) / 10, p95Ms: Math.round(percentile(samples, 0.95) * 10) / 10, p99Ms: Math.round(percentile(samples, 0.99) * 10) / 10, status: warm.status });
  }
  return figures;
};

/** Where a bench's stack reopens its database: PostgreSQL's URL, or PGlite's folder. */
export interface ReopenedDatabase {
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * The whole stack on `reopen`'s database (the demo seeded when it is empty, 200 patients),
 * serving with the built console while `use` measures it, then closed.
 */
export const withRunningDemo = async <T>(reopen: ReopenedDatabase, use: (careledger: RunningCareledger) => Promise<T>): Promise<T> => {
  const careledger = await startCareledger({
    port: 0,
    ...reopen,
    consoleDir: join(import.meta.dirname, '../../console/dist'),
    logger: false,
    seed: (app, seeded) => seedDemo(app, seeded, { patients: 200 }).then(() => undefined),
  });
  try {
    return await use(careledger);
  } finally {
    await careledger.close();
  }
};

const measureRunning = (reopen: ReopenedDatabase, requests: readonly LatencyRequest[]): Promise<LatencyFigures[]> =>
  withRunningDemo(reopen, async (careledger) => measureLatencies(careledger.url, await signIn(careledger.url), requests));

/**
 * The calls timed through the whole stack over the demo data, then again once the store holds
 * `events` events (assessment lives), every projector has caught up over them and the assessments
 * read model is topped up to `assessmentRows` rows.
 */
export const measureAtScale = async (
  open: () => Promise<SqlDatabase>,
  reopen: { databaseUrl?: string; dataDir?: string },
  { events, assessmentRows, requests }: { events: number; assessmentRows: number; requests: readonly LatencyRequest[] },
): Promise<ScaleFigures> => {
  const atDemoSize = await measureRunning(reopen, requests);
  const db = await open();
  const demoEvents = await (await openEventStore(db)).headPosition();
  const appended = await timed(() => appendLives(db, events));
  const head = appended.result;
  console.log(`[scale] ${head} events appended in ${Math.round(appended.seconds)} s; catching up every projector ...`);
  const store = await openEventStore(db);
  const readPerSecond = await measureLogRead(store);
  const perSecond = await measureProjections(db, store, undefined, head - demoEvents);
  const rebuilt = await timed(() => rebuildProjector(db, store, assessmentProjector, { batchSize: 1_000 }));
  await fillAssessments(db, assessmentRows);
  // A store that grew over months has had autovacuum's statistics and visibility map all along;
  // one loaded in minutes has not, and the planner would be timing a state no user meets.
  await db.query('VACUUM ANALYZE');
  await db.close();
  const atScale = await measureRunning(reopen, requests);
  return { demoEvents, events: head, appendSeconds: appended.seconds, catchUp: { events: head - demoEvents, perSecond, readPerSecond }, assessmentsRebuildSeconds: rebuilt.seconds, assessmentRows, atDemoSize, atScale };
};
