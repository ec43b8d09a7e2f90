import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { CommandBus } from '@nestjs/cqrs';
import { actorOf, demoUserBySlug, startCareledger, type RunningCareledger } from '@careledger/app';
import { billingRun, RecordCommand, sendOnce, type BillingRunOutcome } from '@careledger/command-service';
import { paymentRecord } from '@careledger/domain';
import { inProcessJobQueues, jobQueueCatalogue } from '@careledger/jobs';
import { openEventStore } from '@careledger/storage';
import { subscribeForBilling } from '../../tests/src/jobs/billing-subscriptions';

const SUBSCRIPTIONS = Number(process.env.BENCH_BILLING_SUBSCRIPTIONS ?? 2_000);
/** Every subscription starts on 2030-01-10, monthly: one period is due by the run's day. */
const DAY = '2030-01-31';
const AT_ONCE = 8;
const BILLING_RUN_QUEUE = jobQueueCatalogue.billingRuns.queue;

export interface BillingRunFigures {
  database: 'PGlite';
  subscriptions: number;
  /** The billing run (queue billing-runs, in this process): read model pages, keys, one payment command per period. */
  run: { seconds: number; subscriptionsPerSecond: number; payments: number };
  /** The same payments as plain payment-create commands through the command bus, one after the other. */
  oneByOne: { seconds: number; paymentsPerSecond: number };
  /** The same, as many at once as the run sends. */
  atOnce: { seconds: number; paymentsPerSecond: number };
  /** The same, as many at once, each under its key through \`sendOnce\` as the run sends them (without its pages). */
  keyedAtOnce: { seconds: number; paymentsPerSecond: number };
}

const admin = actorOf(demoUserBySlug('admin'));

/** Careledger on in-memory PGlite, its job queues in this process, with `count` monthly subscriptions whose read model is caught up. */
const withSubscriptions = async (count: number) => {
  // Its own jobs repeat nothing: only what is measured runs.
  const careledger = await startCareledger({ port: 0, consoleDir: join(tmpdir(), 'no-console'), logger: false, repeatJobs: false });
  const bus = careledger.app.get(CommandBus);
  const fixture = await subscribeForBilling(bus, { monthly: count, monthEnd: 0, weeklyDaily: 0, cancelledFromFebruary20: 0, byHand: 0 });
  await caughtUp(careledger);
  return { careledger, bus, subscriptionIds: fixture.subscriptions.monthly };
};

const caughtUp = async (careledger: RunningCareledger): Promise<void> => {
  for (;;) {
    const { rows } = await careledger.db.query<{ head: string | null; slowest: string | null }>(
      'SELECT (SELECT max(global_position) FROM events) AS head, (SELECT min(position) FROM checkpoints) AS slowest',
    );
    if (Number(rows[0]?.slowest ?? 0) >= Number(rows[0]?.head ?? 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const seconds = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e9;

const measureRun = async (): Promise<BillingRunFigures['run']> => {
  const { careledger, bus } = await withSubscriptions(SUBSCRIPTIONS);
  const { db } = careledger;
  const definition = { ...billingRun({ bus: Promise.resolve(bus), eventStore: await openEventStore(db), db, now: () => new Date() }), every: undefined };
  const queues = inProcessJobQueues([definition]);
  try {
    const started = process.hrtime.bigint();
    const { id } = await queues.add(BILLING_RUN_QUEUE, { day: DAY });
    for (;;) {
      const job = await queues.job(BILLING_RUN_QUEUE, id);
      if (job?.state === 'failed') throw new Error(`The billing run failed: ${job.failedReason}`);
      if (job?.state === 'completed') {
        const elapsed = seconds(started);
        const outcome = job.result as BillingRunOutcome;
        return { seconds: elapsed, subscriptionsPerSecond: outcome.subscriptions / elapsed, payments: outcome.payments };
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await queues.close();
    await careledger.close();
  }
};

const measurePlainCommands = async (lanes: number, keyed = false): Promise<{ seconds: number; paymentsPerSecond: number }> => {
  const { careledger, bus, subscriptionIds } = await withSubscriptions(SUBSCRIPTIONS);
  const eventStore = await openEventStore(careledger.db);
  try {
    let next = 0;
    const lane = async () => {
      while (next < subscriptionIds.length) {
        const subscriptionId = subscriptionIds[next++] as string;
        const body = { subscriptionId, periodStart: '2030-01-10', periodEnd: '2030-02-09', quantity: 1 };
        if (keyed) await sendOnce(bus, eventStore, { recordType: paymentRecord, recordId: subscriptionId, action: 'create', body, key: `bench:${subscriptionId}` });
        else await bus.execute(new RecordCommand(paymentRecord, admin, subscriptionId, 'create', body));
      }
    };
    const started = process.hrtime.bigint();
    await Promise.all(Array.from({ length: lanes }, lane));
    const elapsed = seconds(started);
    return { seconds: elapsed, paymentsPerSecond: subscriptionIds.length / elapsed };
  } finally {
    await careledger.close();
  }
};

const ROUNDS = Number(process.env.BENCH_BILLING_ROUNDS ?? 3);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** The round whose per-second figure is the median of all rounds. */
const medianOf = <T>(samples: readonly T[], perSecond: (sample: T) => number): T => {
  const middle = median(samples.map(perSecond));
  return samples.find((sample) => perSecond(sample) === middle) as T;
};

/**
 * The billing run's subscriptions per second on PGlite, beside plain payment commands measured in
 * the same run: each in `ROUNDS` interleaved rounds, each figure the median round (a shared machine's
 * neighbours slow single rounds down).
 */
export const measureBillingRun = async (): Promise<BillingRunFigures> => {
  console.log(`[billing run] ${SUBSCRIPTIONS.toLocaleString('en-US')} monthly subscriptions on PGlite, one period due each, ${ROUNDS} rounds ...`);
  const runs: BillingRunFigures['run'][] = [];
  const oneByOnes: BillingRunFigures['oneByOne'][] = [];
  const atOnces: BillingRunFigures['atOnce'][] = [];
  const keyedAtOnces: BillingRunFigures['keyedAtOnce'][] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    runs.push(await measureRun());
    console.log(`[billing run] round ${round}: billing run`, runs.at(-1));
    oneByOnes.push(await measurePlainCommands(1));
    console.log(`[billing run] round ${round}: plain payment commands, one by one`, oneByOnes.at(-1));
    atOnces.push(await measurePlainCommands(AT_ONCE));
    console.log(`[billing run] round ${round}: plain payment commands, ${AT_ONCE} at once`, atOnces.at(-1));
    keyedAtOnces.push(await measurePlainCommands(AT_ONCE, true));
    console.log(`[billing run] round ${round}: keyed payment commands, ${AT_ONCE} at once`, keyedAtOnces.at(-1));
  }
  return {
    database: 'PGlite',
    subscriptions: SUBSCRIPTIONS,
    run: medianOf(runs, (sample) => sample.subscriptionsPerSecond),
    oneByOne: medianOf(oneByOnes, (sample) => sample.paymentsPerSecond),
    atOnce: medianOf(atOnces, (sample) => sample.paymentsPerSecond),
    keyedAtOnce: medianOf(keyedAtOnces, (sample) => sample.paymentsPerSecond),
  };
};

const fixed = (value: number) => value.toFixed(1);

export const billingRunSection = (figures: BillingRunFigures): string => `
## Billing runs

bench/src/jobs.bench.ts: ${figures.subscriptions.toLocaleString('en-US')} monthly subscriptions on in-memory PGlite, one period due
each; the billing run (queue billing-runs, in this process) against the same payments sent as plain payment-create
commands through the command bus, each on a database of its own, in ${ROUNDS} interleaved rounds (median round shown).

| what | seconds | per second |
|---|---:|---:|
| billing run (${AT_ONCE} subscriptions at once), subscriptions | ${fixed(figures.run.seconds)} | ${fixed(figures.run.subscriptionsPerSecond)} |
| plain payment commands, one by one | ${fixed(figures.oneByOne.seconds)} | ${fixed(figures.oneByOne.paymentsPerSecond)} |
| plain payment commands, ${AT_ONCE} at once | ${fixed(figures.atOnce.seconds)} | ${fixed(figures.atOnce.paymentsPerSecond)} |
| the same, each under its key (\`sendOnce\`), ${AT_ONCE} at once | ${fixed(figures.keyedAtOnce.seconds)} | ${fixed(figures.keyedAtOnce.paymentsPerSecond)} |
`;

if (process.argv[1] === import.meta.filename) {
  const figures = await measureBillingRun();
  console.log(billingRunSection(figures));
}
