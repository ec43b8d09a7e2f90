import type { SqlExecutor } from '@careledger/storage';
import type { LatencyFigures, LatencyRequest } from './scale.bench';

export const ANALYTICS_HEADING = '## Analytics';

const DAY_MS = 86_400_000;

/** The last twelve months, the current one included: what every analytics call asks for. */
export const lastTwelveMonths = (): { from: string; to: string } => {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return { from: first.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
};

const question = (period: { from: string; to: string }, extra: Record<string, unknown>) => ({ ...period, interval: 'month', ...extra });

/** The questions measured: each kind of measure, a split, a comparison, one as of the log's head, and a drill. */
export const analyticsRequests = (period: { from: string; to: string }, head: number): LatencyRequest[] => {
  const entered = question(period, { measure: 'assessment.entered', groupBy: 'status' });
  return [
    { name: 'status changes per month, by status', method: 'POST', path: '/api/analytics/query', body: entered },
    { name: 'the same, against a year earlier', method: 'POST', path: '/api/analytics/query', body: { ...entered, compareTo: 'yearEarlier' } },
    { name: 'median time in a status, per quarter', method: 'POST', path: '/api/analytics/query', body: question(period, { measure: 'assessment.stay', statistic: 'median', interval: 'quarter', groupBy: 'status' }) },
    { name: '90th percentile from pending to completed', method: 'POST', path: '/api/analytics/query', body: question(period, { measure: 'assessment.span', statistic: 'p90', fromStatus: 1, toStatus: 6 }) },
    { name: 'records in each status at each month’s end', method: 'POST', path: '/api/analytics/query', body: question(period, { measure: 'assessment.stock', groupBy: 'status' }) },
    { name: 'status changes as of the log’s head (asOf)', method: 'POST', path: '/api/analytics/query', body: { ...entered, asOf: { position: head } } },
    { name: 'drill into one month’s completions', method: 'POST', path: '/api/analytics/drill', body: { question: entered, at: period.from, key: '6' } },
  ];
};

/** The baseline the issue names: a plain count of the period's rows of the same table, no grouping. */
export const ANALYTICS_BASELINE_SQL = `SELECT count(*) FROM status_intervals WHERE machine = 'assessment' AND entered_at >= $1::timestamptz AND entered_at < $2::timestamptz`;

export const analyticsBaselineArgs = (period: { from: string; to: string }): string[] => [`${period.from}T00:00:00.000Z`, new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS).toISOString()];

export const countRows = async (db: SqlExecutor, period: { from: string; to: string }): Promise<{ period: number; all: number }> => {
  const [from, to] = analyticsBaselineArgs(period);
  const { rows } = await db.query<{ period: number | string; all: number | string }>(
    `SELECT count(*) FILTER (WHERE entered_at >= $1::timestamptz AND entered_at < $2::timestamptz) AS period, count(*) AS all FROM status_intervals WHERE machine = 'assessment'`,
    [from, to],
  );
  return { period: Number(rows[0]?.period ?? 0), all: Number(rows[0]?.all ?? 0) };
};

export interface AnalyticsFigures {
  period: { from: string; to: string };
  events: number;
  demoEvents: number;
  stays: { atDemoSize: { period: number; all: number }; atScale: { period: number; all: number } };
  atDemoSize: LatencyFigures[];
  atScale: LatencyFigures[];
  baseline: { atDemoSize: { p50Ms: number; p95Ms: number }; atScale: { p50Ms: number; p95Ms: number } };
}

const round = (value: number) => Math.round(value).toLocaleString('en-US');

export const analyticsSection = (figures: AnalyticsFigures): string => {
  const demo = new Map(figures.atDemoSize.map((figure) => [figure.name, figure]));
  const rows = figures.atScale.map((figure) => {
    const small = demo.get(figure.name);
    return `| ${figure.name} | \`${figure.method} ${figure.path}\` | ${small?.p50Ms ?? '-'} | ${small?.p95Ms ?? '-'} | ${figure.p50Ms} | ${figure.p95Ms} | ${figure.status} |`;
  });
  return `
${ANALYTICS_HEADING} at demo size and at ${round(figures.events)} events (PostgreSQL)

\`POST /api/analytics/query\` and \`/drill\` over the durations read model, measured in the same run as the time in status
above (\`BENCH_ONLY=time-in-status\`, ${new Date().toISOString().slice(0, 10)}): the demo data (${round(figures.demoEvents)} events), then the same store grown to
${round(figures.events)} events with assessment lives two to eight years old. Every question asks for the last twelve months
(${figures.period.from} to ${figures.period.to}), which hold ${round(figures.stays.atScale.period)} assessment stays at scale (${round(figures.stays.atDemoSize.period)} at demo size)
while the whole history grows from ${round(figures.stays.atDemoSize.all)} to ${round(figures.stays.atScale.all)}. One request at a time, signed in as the admin,
each read from the database (\`X-Min-Position: 0\`). Median and 95th percentile after a warm-up, in ms.

| question | call | demo p50 ms | demo p95 ms | at scale p50 ms | at scale p95 ms | status |
|---|---|---:|---:|---:|---:|---:|
${rows.join('\n')}
| baseline: plain \`SELECT count(*)\` of the period's stays | \`${ANALYTICS_BASELINE_SQL}\` | ${figures.baseline.atDemoSize.p50Ms} | ${figures.baseline.atDemoSize.p95Ms} | ${figures.baseline.atScale.p50Ms} | ${figures.baseline.atScale.p95Ms} | |
`;
};
