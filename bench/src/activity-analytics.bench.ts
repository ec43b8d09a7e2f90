import { cpus, loadavg } from 'node:os';
import { openEventStore, type SqlDatabase, type SqlExecutor } from '@careledger/storage';
import { benchPatients, careLives } from './activity-lives';
import { lastTwelveMonths } from './analytics.bench';
import { appendLivesUntil, timed } from './fixtures';
import { measureProjections } from './projection.bench';
import { signIn } from './query.bench';
import { LATENCY_SAMPLES, measureLatencies, withRunningDemo, type LatencyFigures, type LatencyRequest, type ReopenedDatabase } from './scale.bench';
import { timeSql, type SqlFigures } from './time-in-status.bench';

export const ACTIVITY_ANALYTICS_HEADING = '## Activity analytics';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const WRITERS = 8;
const PATIENTS = 2_000;
const HISTORY_YEARS = 8;
/** The facts' machines the questions ask about, in `activity_facts`. */
const MACHINES = ['task', 'note', 'dose', 'payment', 'referralMetric', 'subscription'] as const;
type FactMachine = (typeof MACHINES)[number];

/** The history year is empty at demo size (a drill into it is refused: no series): its questions are asked once the store has grown. */
const HISTORY_YEAR_PREFIX = 'history year';

interface Period {
  from: string;
  to: string;
}

const question = (period: Period, extra: Record<string, unknown>) => ({ ...period, interval: 'month', ...extra });

/** Eight whole years to today: the one question whose facts grow with the history. */
const wholeHistory = (): Period => ({ from: `${new Date().getUTCFullYear() - HISTORY_YEARS}-01-01`, to: new Date().toISOString().slice(0, 10) });

/** A calendar year of the grown history (three years back): a period as busy as the history makes it, not the demo's. */
const historyYear = (): Period => {
  const year = new Date().getUTCFullYear() - 3;
  return { from: `${year}-01-01`, to: `${year}-12-31` };
};

/**
 * Every activity measure once, with a split, a comparison, a statistic over money and durations, an
 * asOf and a drill, over the last twelve months; then some again over a year of the grown history.
 */
const activityRequests = (period: Period, head: number): LatencyRequest[] => {
  const tasks = question(period, { measure: 'task.occurred', groupBy: 'status' });
  const monthAgo = new Date(Date.now() - 30 * DAY_MS).toISOString();
  const year = historyYear();
  const oldTasks = question(year, { measure: 'task.occurred', groupBy: 'status' });
  return [
    { name: 'tasks per month, by what happened (completed, …)', method: 'POST', path: '/api/analytics/query', body: tasks },
    { name: 'notes per quarter, by author role', method: 'POST', path: '/api/analytics/query', body: question(period, { measure: 'note.occurred', interval: 'quarter', groupBy: 'authorRole' }) },
    { name: 'doses per month by outcome, against a year earlier', method: 'POST', path: '/api/analytics/query', body: question(period, { measure: 'dose.occurred', groupBy: 'status', compareTo: 'yearEarlier' }) },
    { name: 'median bill per month, by payer (CAD)', method: 'POST', path: '/api/analytics/query', body: question(period, { measure: 'payment.amount', statistic: 'median', groupBy: 'payer' }) },
    { name: 'referral metrics, 90th percentile per month, by metric', method: 'POST', path: '/api/analytics/query', body: question(period, { measure: 'referral.metric', statistic: 'p90', groupBy: 'status' }) },
    { name: 'subscriptions sold per month, sum of unit prices (CAD)', method: 'POST', path: '/api/analytics/query', body: question(period, { measure: 'subscription.amount', statistic: 'sum' }) },
    { name: 'doses by outcome as known 30 days ago (asOf)', method: 'POST', path: '/api/analytics/query', body: question(period, { measure: 'dose.occurred', groupBy: 'status', asOf: { instant: monthAgo } }) },
    { name: 'drill into one month’s completed tasks', method: 'POST', path: '/api/analytics/drill', body: { question: tasks, at: period.from, key: '2' } },
    { name: `${HISTORY_YEAR_PREFIX}: tasks per month, by what happened`, method: 'POST', path: '/api/analytics/query', body: oldTasks },
    { name: `${HISTORY_YEAR_PREFIX}: doses per month by outcome, against a year earlier`, method: 'POST', path: '/api/analytics/query', body: question(year, { measure: 'dose.occurred', groupBy: 'status', compareTo: 'yearEarlier' }) },
    { name: `${HISTORY_YEAR_PREFIX}: median bill per month, by payer (CAD)`, method: 'POST', path: '/api/analytics/query', body: question(year, { measure: 'payment.amount', statistic: 'median', groupBy: 'payer' }) },
    { name: `${HISTORY_YEAR_PREFIX}: referral metrics, 90th percentile, by metric`, method: 'POST', path: '/api/analytics/query', body: question(year, { measure: 'referral.metric', statistic: 'p90', groupBy: 'status' }) },
    { name: `${HISTORY_YEAR_PREFIX}: doses by outcome as of halfway through the log (asOf)`, method: 'POST', path: '/api/analytics/query', body: question(year, { measure: 'dose.occurred', groupBy: 'status', asOf: { position: Math.floor(head / 2) } }) },
    { name: `${HISTORY_YEAR_PREFIX}: drill into one month’s completed tasks`, method: 'POST', path: '/api/analytics/drill', body: { question: oldTasks, at: `${year.from.slice(0, 5)}06-01`, key: '2' } },
    { name: `tasks per year over ${HISTORY_YEARS} years (grows with the history)`, method: 'POST', path: '/api/analytics/query', body: { ...wholeHistory(), interval: 'year', measure: 'task.occurred', groupBy: 'status' } },
  ];
};

/** The baseline the issue names: a plain count of one machine's facts in the period, no grouping, through the index the questions read. */
export const ACTIVITY_BASELINE_SQL = 'SELECT count(*) FROM activity_facts WHERE machine = $1 AND at >= $2::timestamptz AND at < $3::timestamptz';

const bounds = (period: Period): [string, string] => [`${period.from}T00:00:00.000Z`, new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS).toISOString()];

const measureBaselines = async (db: SqlExecutor, period: Period): Promise<SqlFigures[]> => {
  const figures: SqlFigures[] = [];
  for (const machine of MACHINES) figures.push(await timeSql(`${machine}, last twelve months`, ACTIVITY_BASELINE_SQL, () => db.query(ACTIVITY_BASELINE_SQL, [machine, ...bounds(period)])));
  for (const machine of ['task', 'dose'] as const) figures.push(await timeSql(`${machine}, history year`, ACTIVITY_BASELINE_SQL, () => db.query(ACTIVITY_BASELINE_SQL, [machine, ...bounds(historyYear())])));
  figures.push(await timeSql(`task, ${HISTORY_YEARS} years`, ACTIVITY_BASELINE_SQL, () => db.query(ACTIVITY_BASELINE_SQL, ['task', ...bounds(wholeHistory())])));
  return figures;
};

/** Each machine's standing facts: in the last twelve months, in the history year, and in all. */
type FactCounts = Record<FactMachine, { period: number; year: number; all: number }>;

const countFacts = async (db: SqlExecutor, period: Period): Promise<FactCounts> => {
  const { rows } = await db.query<{ machine: FactMachine; period: number | string; year: number | string; all: number | string }>(
    `SELECT machine, count(*) FILTER (WHERE at >= $1::timestamptz AND at < $2::timestamptz) AS period,
       count(*) FILTER (WHERE at >= $3::timestamptz AND at < $4::timestamptz) AS year, count(*) AS all
     FROM activity_facts WHERE gone_position IS NULL GROUP BY machine`,
    [...bounds(period), ...bounds(historyYear())],
  );
  const counts = Object.fromEntries(MACHINES.map((machine) => [machine, { period: 0, year: 0, all: 0 }])) as FactCounts;
  for (const row of rows) if (row.machine in counts) counts[row.machine] = { period: Number(row.period), year: Number(row.year), all: Number(row.all) };
  return counts;
};

interface SizeFigures {
  /** The machine's one-minute load average just before and just after the calls were timed. */
  load: [number, number];
  requests: LatencyRequest[];
  http: LatencyFigures[];
  baselines: SqlFigures[];
  facts: FactCounts;
}

const measureRunning = (reopen: ReopenedDatabase, period: Period, grown: boolean): Promise<SizeFigures> =>
  withRunningDemo(reopen, async (careledger) => {
    const session = await signIn(careledger.url);
    const requests = activityRequests(period, await (await openEventStore(careledger.db)).headPosition()).filter((request) => grown || !request.name.startsWith(HISTORY_YEAR_PREFIX));
    const before = loadavg()[0]!;
    const http = await measureLatencies(careledger.url, session, requests);
    const baselines = await measureBaselines(careledger.db, period);
    return { load: [before, loadavg()[0]!], requests, http, baselines, facts: await countFacts(careledger.db, period) };
  });

/**
 * Patients' care from 8 writers until the store holds `events` events: tasks, notes, doses,
 * referrals through their milestones, subscriptions and their bills, each stretch starting two to
 * eight years ago, so the last twelve months keep the demo's facts while the history grows.
 */
const appendOldCare = async (db: SqlDatabase, events: number): Promise<number> => {
  const patients = benchPatients(PATIENTS, Date.now() - HISTORY_YEARS * YEAR_MS - 30 * DAY_MS);
  const store = await openEventStore(db);
  for (const life of patients.lives) await store.append(life.stream, life.events, 'no_stream');
  const pick = () => patients.ids[Math.floor(Math.random() * patients.ids.length)]!;
  return appendLivesUntil(db, events, () => careLives(pick(), Date.now() - 2 * YEAR_MS - Math.random() * (HISTORY_YEARS - 2) * YEAR_MS), WRITERS);
};

export interface ActivityAnalyticsFigures {
  period: Period;
  historyYear: Period;
  demoEvents: number;
  events: number;
  appendSeconds: number;
  catchUpSeconds: number;
  atDemoSize: SizeFigures;
  atScale: SizeFigures;
}

/**
 * The activity questions over the demo data, then once the store holds `events` events of old
 * care: each through the whole stack, beside a plain count of the period's facts in the same run.
 */
export const measureActivityAnalytics = async (open: () => Promise<SqlDatabase>, reopen: ReopenedDatabase, events: number): Promise<ActivityAnalyticsFigures> => {
  const period = lastTwelveMonths();
  const atDemoSize = await measureRunning(reopen, period, false);
  const db = await open();
  const store = await openEventStore(db);
  const demoEvents = await store.headPosition();
  const appended = await timed(() => appendOldCare(db, events));
  console.log(`[activity-analytics] ${appended.result} events appended in ${Math.round(appended.seconds)} s; catching up every projector ...`);
  const caughtUp = await timed(() => measureProjections(db, store, undefined, appended.result - demoEvents));
  // A store that grew over months has had autovacuum's statistics all along; one loaded in minutes has not.
  await db.query('VACUUM ANALYZE');
  await db.close();
  const atScale = await measureRunning(reopen, period, true);
  return { period, historyYear: historyYear(), demoEvents, events: appended.result, appendSeconds: appended.seconds, catchUpSeconds: caughtUp.seconds, atDemoSize, atScale };
};

const round = (value: number) => Math.round(value).toLocaleString('en-US');
const load = ([before, after]: [number, number]) => `${before.toFixed(1)} to ${after.toFixed(1)}`;

const MEASURE_OF: Record<FactMachine, string> = {
  task: 'task.occurred',
  note: 'note.occurred',
  dose: 'dose.occurred',
  payment: 'payment.amount',
  referralMetric: 'referral.metric',
  subscription: 'subscription.amount',
};

export const activityAnalyticsSection = (figures: ActivityAnalyticsFigures): string => {
  const demo = new Map(figures.atDemoSize.http.map((figure) => [figure.name, figure]));
  const demoBaselines = new Map(figures.atDemoSize.baselines.map((figure) => [figure.name, figure]));
  const bodies = new Map(figures.atScale.requests.map((request) => [request.name, request.body]));
  const rows = figures.atScale.http.map((figure) => {
    const small = demo.get(figure.name);
    const body = JSON.stringify(bodies.get(figure.name)).replace(/"instant":"[^"]+"/, '"instant":"…"');
    return `| ${figure.name} | \`${figure.method} ${figure.path}\` \`${body}\` | ${small?.p50Ms ?? '-'} | ${small?.p95Ms ?? '-'} | ${figure.p50Ms} | ${figure.p95Ms} | ${figure.status} |`;
  });
  const baselineRows = figures.atScale.baselines.map((figure) => {
    const small = demoBaselines.get(figure.name);
    return `| baseline: plain \`SELECT count(*)\`, ${figure.name} | \`${figure.sql}\` | ${small?.p50Ms ?? '-'} | ${small?.p95Ms ?? '-'} | ${figure.p50Ms} | ${figure.p95Ms} | |`;
  });
  const factRows = MACHINES.map((machine) => {
    const [small, large] = [figures.atDemoSize.facts[machine], figures.atScale.facts[machine]];
    return `| \`${MEASURE_OF[machine]}\` (\`${machine}\`) | ${round(small.period)} | ${round(small.all)} | ${round(large.period)} | ${round(large.year)} | ${round(large.all)} |`;
  });
  return `
${ACTIVITY_ANALYTICS_HEADING} at demo size and at ${round(figures.events)} events (PostgreSQL)

The activity measures of \`POST /api/analytics/query\` and \`/drill\`, over the activity facts read model (\`activity_facts\`,
one row per thing that happened to a task, note or dose, per bill, per subscription sold and per referral metric measured),
measured with \`BENCH_ONLY=activity-analytics\` (bench/src/activity-analytics.bench.ts) on ${new Date().toISOString().slice(0, 10)}. First the demo data
(${round(figures.demoEvents)} events), then the store grown to ${round(figures.events)} events of old care, appended straight through the event store
(streams, versions and hash chains as every append makes them) by ${WRITERS} writers in ${round(figures.appendSeconds)} s: ${round(PATIENTS)} patients of the demo agency, then
stretches of their care each starting two to ${HISTORY_YEARS} years ago (a task created and completed, rescheduled or marked not required;
a note published, some appended to or amended; two doses with their outcomes, a few corrected; one stretch in eight a
shared-living referral through its milestones to move-in and close; one in ten a subscription billed monthly for three to eight
months, most bills paid), bench/src/activity-lives.ts. Every projector caught up over them in ${round(figures.catchUpSeconds)} s, then the database was vacuumed
and analyzed. As for the status measures above, the history grows while the last twelve months keep the demo's activity: the
first eight questions ask for them (${figures.period.from} to ${figures.period.to}), and their "a year earlier" reaches into the demo's older
months, not into the grown history. So the next six ask the same kinds of question of one calendar year of the grown history
(${figures.historyYear.from} to ${figures.historyYear.to}), which holds as many facts as the history puts in a year (second table): what an analyst
meets once the platform has run for years at this rate (the demo has no facts there, so they are asked at scale only); their asOf
is as of the log's middle position. The last question asks for all
${HISTORY_YEARS} years and so reads the whole history by design.
One request at a time through the whole stack, signed in as the admin, each read from the database (\`X-Min-Position: 0\`),
median and 95th percentile of ${LATENCY_SAMPLES} calls after a warm-up, in ms; beside them, in the same run on the stack's own connection pool,
a plain \`SELECT count(*)\` of each machine's facts in the same period, through the same \`(machine, at)\` index.

The machine's one-minute load average (${cpus().length} cores) was ${load(figures.atDemoSize.load)} while the demo size was timed and ${load(figures.atScale.load)} at scale
(before and after): above 1 means something besides this run (another helper's work, a CI run) was sharing the cores,
which lengthens the calls and the baseline alike; read the ratios rather than the milliseconds.

| question | call | demo p50 ms | demo p95 ms | at scale p50 ms | at scale p95 ms | status |
|---|---|---:|---:|---:|---:|---:|
${rows.join('\n')}
${baselineRows.join('\n')}

Standing facts (not replaced by a correction) in the read model:

| measure (machine) | demo, last twelve months | demo, all | at scale, last twelve months | at scale, history year | at scale, all |
|---|---:|---:|---:|---:|---:|
${factRows.join('\n')}
`;
};
