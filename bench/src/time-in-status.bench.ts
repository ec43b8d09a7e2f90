import { randomUUID } from 'node:crypto';
import { openEventStore, type SqlDatabase, type SqlExecutor } from '@careledger/storage';
import { readTimeInStatus } from '../../query-service/src/report/time-in-status/time-in-status-query';
import type { TimeInStatusRequest } from '../../query-service/src/report/time-in-status/time-in-status-request';
import { ANALYTICS_BASELINE_SQL, analyticsBaselineArgs, analyticsRequests, countRows, lastTwelveMonths, type AnalyticsFigures } from './analytics.bench';
import { appendLivesUntil, assessmentLife, timed } from './fixtures';
import { measureProjections } from './projection.bench';
import { signIn } from './query.bench';
import { LATENCY_SAMPLES, measureLatencies, withRunningDemo, type LatencyFigures, type LatencyRequest, type ReopenedDatabase } from './scale.bench';

export const TIME_IN_STATUS_HEADING = '## Time in status';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const WRITERS = 8;

/** The last 30 UTC days, today included: the period every "one period" call asks for. */
const lastThirtyDays = (): { from: string; to: string } => ({
  from: new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10),
  to: new Date().toISOString().slice(0, 10),
});

export interface SqlFigures {
  name: string;
  sql: string;
  p50Ms: number;
  p95Ms: number;
}

export interface TimeInStatusFigures {
  period: { from: string; to: string };
  demoEvents: number;
  events: number;
  appendSeconds: number;
  catchUpSeconds: number;
  /** Assessment stays that ended in the period, and in the whole read model, at each size. */
  stays: { atDemoSize: { period: number; all: number }; atScale: { period: number; all: number } };
  atDemoSize: { http: LatencyFigures[]; sql: SqlFigures[] };
  atScale: { http: LatencyFigures[]; sql: SqlFigures[] };
  /** The analytics questions over the same store, at both sizes. */
  analytics: AnalyticsFigures;
}

const requestsFor = ({ from, to }: { from: string; to: string }): LatencyRequest[] => {
  const period = `machine=assessment&from=${from}&to=${to}`;
  return [
    { name: 'one period (30 days), every status', method: 'GET', path: `/api/reports/time-in-status?${period}` },
    { name: 'one period, one agency', method: 'GET', path: `/api/reports/time-in-status?${period}&agencyId=${DEMO_AGENCY_ID}` },
    { name: 'one period, pending to completed', method: 'GET', path: `/api/reports/time-in-status?${period}&fromStatus=1&toStatus=6` },
    { name: 'all time (grows with the history)', method: 'GET', path: '/api/reports/time-in-status?machine=assessment&period=All' },
  ];
};

/** The plain indexed read the report can at best match: the period's stays, no aggregate. */
const BASELINE_SQL = `SELECT status, seconds FROM status_intervals WHERE machine = 'assessment' AND left_at >= $1::timestamptz AND left_at < $2::timestamptz`;

const percentile = (sorted: readonly number[], share: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export const timeSql = async (name: string, sql: string, run: () => Promise<unknown>): Promise<SqlFigures> => {
  await run();
  const samples: number[] = [];
  for (let index = 0; index < LATENCY_SAMPLES; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { name, sql, p50Ms: Math.round(percentile(samples, 0.5) * 10) / 10, p95Ms: Math.round(percentile(samples, 0.95) * 10) / 10 };
};

/** The report's own SQL (both statements of one call, without HTTP) beside the baseline read of the same period. */
const measureSql = async (db: SqlExecutor, period: { from: string; to: string }): Promise<SqlFigures[]> => {
  const request: TimeInStatusRequest = { machine: 'assessment', ...period };
  const bounds = [`${period.from}T00:00:00.000Z`, new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS).toISOString()];
  return [
    await timeSql('report SQL, one period', 'readTimeInStatus (per status)', () => readTimeInStatus(db, request)),
    await timeSql('report SQL, one period, pending to completed', 'readTimeInStatus (per status and the span)', () => readTimeInStatus(db, { ...request, span: { fromStatus: 1, toStatus: 6 } })),
    await timeSql('baseline: plain indexed SELECT of the period’s stays', BASELINE_SQL, () => db.query(BASELINE_SQL, bounds)),
  ];
};

const countStays = async (db: SqlExecutor, period: { from: string; to: string }): Promise<{ period: number; all: number }> => {
  const bounds = [`${period.from}T00:00:00.000Z`, new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS).toISOString()];
  const { rows } = await db.query<{ period: number | string; all: number | string }>(
    `SELECT count(*) FILTER (WHERE left_at >= $1::timestamptz AND left_at < $2::timestamptz) AS period, count(*) AS all
     FROM status_intervals WHERE machine = 'assessment' AND left_at IS NOT NULL`,
    bounds,
  );
  return { period: Number(rows[0]?.period ?? 0), all: Number(rows[0]?.all ?? 0) };
};

const measureRunning = (reopen: ReopenedDatabase, period: { from: string; to: string }) =>
  withRunningDemo(reopen, async (careledger) => {
    const session = await signIn(careledger.url);
    const http = await measureLatencies(careledger.url, session, requestsFor(period));
    const year = lastTwelveMonths();
    const head = await (await openEventStore(careledger.db)).headPosition();
    const analytics = await measureLatencies(careledger.url, session, analyticsRequests(year, head));
    const baseline = await timeSql('analytics baseline', ANALYTICS_BASELINE_SQL, () => careledger.db.query(ANALYTICS_BASELINE_SQL, analyticsBaselineArgs(year)));
    return { http, sql: await measureSql(careledger.db, period), stays: await countStays(careledger.db, period), analytics, baseline, analyticsRows: await countRows(careledger.db, year) };
  });

/**
 * Five-event assessment lives from 8 writers until the store holds `events` events, each life
 * starting two to eight years ago: a long history before the demo's 18 months, none of it in the
 * period measured, so the period's rows stay as they were and only the history grows.
 */
const appendOldLives = (db: SqlDatabase, events: number): Promise<number> =>
  appendLivesUntil(db, events, () => {
    const id = randomUUID();
    return [{ stream: `assessment-${id}`, events: assessmentLife(id, Date.now() - 2 * YEAR_MS - Math.random() * 6 * YEAR_MS) }];
  }, WRITERS);

/**
 * The time-in-status calls over the demo data, then once the store holds `events` events: the
 * same period's figures, through the whole stack and as the report's SQL alone, beside a plain
 * indexed SELECT of that period's stays measured in the same run.
 */
export const measureTimeInStatus = async (open: () => Promise<SqlDatabase>, reopen: { databaseUrl?: string }, events: number): Promise<TimeInStatusFigures> => {
  const period = lastThirtyDays();
  const demo = await measureRunning(reopen, period);
  const db = await open();
  const store = await openEventStore(db);
  const demoEvents = await store.headPosition();
  const appended = await timed(() => appendOldLives(db, events));
  console.log(`[time-in-status] ${appended.result} events appended in ${Math.round(appended.seconds)} s; catching up every projector ...`);
  const caughtUp = await timed(() => measureProjections(db, store, undefined, appended.result - demoEvents));
  // A store that grew over months has had autovacuum's statistics all along; one loaded in minutes has not.
  await db.query('VACUUM ANALYZE');
  await db.close();
  const scale = await measureRunning(reopen, period);
  return {
    period,
    demoEvents,
    events: appended.result,
    appendSeconds: appended.seconds,
    catchUpSeconds: caughtUp.seconds,
    stays: { atDemoSize: demo.stays, atScale: scale.stays },
    atDemoSize: { http: demo.http, sql: demo.sql },
    atScale: { http: scale.http, sql: scale.sql },
    analytics: {
      period: lastTwelveMonths(),
      events: appended.result,
      demoEvents,
      stays: { atDemoSize: demo.analyticsRows, atScale: scale.analyticsRows },
      atDemoSize: demo.analytics,
      atScale: scale.analytics,
      baseline: { atDemoSize: demo.baseline, atScale: scale.baseline },
    },
  };
};

const round = (value: number) => Math.round(value).toLocaleString('en-US');

export const timeInStatusSection = (figures: TimeInStatusFigures): string => {
  const demoHttp = new Map(figures.atDemoSize.http.map((figure) => [figure.name, figure]));
  const demoSql = new Map(figures.atDemoSize.sql.map((figure) => [figure.name, figure]));
  const httpRows = figures.atScale.http.map((figure) => {
    const small = demoHttp.get(figure.name);
    return `| ${figure.name} | \`${figure.method} ${figure.path.replace(/from=[\d-]+&to=[\d-]+/, 'from=…&to=…')}\` | ${small?.p50Ms ?? '-'} | ${small?.p95Ms ?? '-'} | ${figure.p50Ms} | ${figure.p95Ms} | ${figure.status} |`;
  });
  const sqlRows = figures.atScale.sql.map((figure) => {
    const small = demoSql.get(figure.name);
    return `| ${figure.name} | \`${figure.sql}\` | ${small?.p50Ms ?? '-'} | ${small?.p95Ms ?? '-'} | ${figure.p50Ms} | ${figure.p95Ms} | |`;
  });
  return `
${TIME_IN_STATUS_HEADING} at demo size and at ${round(figures.events)} events (PostgreSQL)

\`GET /api/reports/time-in-status\` over the durations read model (\`status_intervals\`, one row per stay in
a status), measured with \`BENCH_ONLY=time-in-status\` on ${new Date().toISOString().slice(0, 10)}. First the demo data (${round(figures.demoEvents)} events), then the store grown to
${round(figures.events)} events with five-event assessment lives that started two to eight years ago (appended by
${WRITERS} writers in ${round(figures.appendSeconds)} s, every projector caught up over them in ${round(figures.catchUpSeconds)} s, then the database vacuumed and analyzed):
the history grows ${round(figures.stays.atScale.all / Math.max(1, figures.stays.atDemoSize.all))}-fold (${round(figures.stays.atDemoSize.all)} to ${round(figures.stays.atScale.all)} ended assessment stays) while the
period asked for, the last 30 days (${figures.period.from} to ${figures.period.to}), holds the same ${round(figures.stays.atScale.period)} stays (${round(figures.stays.atDemoSize.period)} at demo size).
One request at a time through the whole stack, signed in as the admin, each read from the database
(\`X-Min-Position: 0\`), then the report's SQL alone on the same connection pool, beside the baseline measured in
the same run: a plain indexed SELECT of the period's stays. Median and 95th percentile of ${LATENCY_SAMPLES} calls after a warm-up, in ms.

| call | request | demo p50 ms | demo p95 ms | at scale p50 ms | at scale p95 ms | status |
|---|---|---:|---:|---:|---:|---:|
${httpRows.join('\n')}
${sqlRows.join('\n')}

"All time" reads every stay of the machine, so it grows with the history by design (DESIGN: percentiles are exact,
\`percentile_cont\` over the stays, never estimates from buckets); a period's figures do not. That is why the reports
screen opens on "This month" and all time is one choice away.
`;
};
