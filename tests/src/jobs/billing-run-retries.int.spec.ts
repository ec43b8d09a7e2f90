import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingRun, type BillingRunData, type BillingRunOutcome, type CommandJobContext } from '@careledger/command-service';
import { bullmqJobQueues, bullmqJobWorkers, dropJobNamespace, inProcessJobQueues, jobQueueCatalogue, type JobQueues, type JobView, type QueueDefinition } from '@careledger/jobs';
import { openEventStore } from '@careledger/storage';
import { productRecord, taxRateRecord } from '@careledger/domain';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { billedSummary, billedThrough, reachableRedis, sendAsAdmin, subscribeForBilling, type BillingFixture } from './billing-subscriptions';

const BILLING_RUN_QUEUE = jobQueueCatalogue.billingRuns.queue;
const redisUrl = await reachableRedis();
if (!redisUrl) console.warn('Billing run retries on BullMQ skipped: no Redis answers at REDIS_URL or redis://127.0.0.1:6379.');

/** The definition whose attempt n stops (as a worker that lost its job would) once it reported `failAfterPages[n]` pages. */
const failingAttempts = (definition: QueueDefinition<BillingRunData>, failAfterPages: Record<number, number>): QueueDefinition<never> =>
  ({
    ...definition,
    every: undefined,
    attempts: 3,
    backoffMs: 10,
    run: (job) => {
      let pages = 0;
      return definition.run({
        ...job,
        async progress(percent, detail) {
          await job.progress(percent, detail);
          pages += 1;
          if (pages === failAfterPages[job.attempt]) throw new Error(`Attempt ${job.attempt} stopped after ${pages} pages`);
        },
      });
    },
  });

const finished = async (queues: JobQueues, id: string): Promise<JobView> => {
  let view: JobView | undefined;
  await expect
    .poll(async () => (view = await queues.job(BILLING_RUN_QUEUE, id)), { timeout: 90_000, interval: 100 })
    .toSatisfy((job: JobView | undefined) => job?.state === 'completed' || job?.state === 'failed');
  return view as JobView;
};

describe.each(testDatabases())('billing runs retried on $name', (database) => {
  let stack: RunningStack;
  let context: CommandJobContext;
  let fixture: BillingFixture;

  beforeAll(async () => {
    stack = await startStack(database);
    const bus = stack.careledger.app.get(CommandBus);
    const { db } = stack.careledger;
    context = { bus: Promise.resolve(bus), eventStore: await openEventStore(db), db, now: () => new Date() };
    fixture = await subscribeForBilling(bus, { monthly: 200, monthEnd: 20, weeklyDaily: 20, cancelledFromFebruary20: 10, byHand: 5 });
    // Prices change after every subscription was sold: the periods are billed at the new ones.
    await sendAsAdmin(bus, productRecord, { expectedVersion: 0, unitPriceCents: 5_200 }, fixture.monthlyProductId, 'change-price');
    await sendAsAdmin(bus, taxRateRecord, { expectedVersion: 0, rateBasisPoints: 1_500 }, fixture.taxRateId, 'change');
    await stack.waitForProjections();
  });
  afterAll(async () => stack?.stop());

  it('fails twice after billing some subscriptions, completes on the third attempt, and bills every period once (this process)', async () => {
    const queues = inProcessJobQueues([failingAttempts(billingRun(context), { 1: 1, 2: 2 })]);
    try {
      const { id } = await queues.add(BILLING_RUN_QUEUE, { day: '2030-03-31' });
      const job = await finished(queues, id);
      expect([job.state, job.attempts]).toEqual(['completed', 3]);
    } finally {
      await queues.close();
    }
    expect(await billedSummary(stack.careledger.db, fixture)).toEqual(billedThrough(fixture, '2030-03-31'));
  });

  it.skipIf(!redisUrl)('fails twice after billing some subscriptions, completes on the third attempt, and bills every period once (BullMQ on Redis)', async () => {
    // A namespace of its own: neither takes nor leaves jobs where other runs on this Redis look.
    const where = { namespace: `test-${randomBytes(4).toString('hex')}` };
    const definitions = [failingAttempts(billingRun(context), { 1: 1, 2: 2 })];
    const queues = await bullmqJobQueues(redisUrl ?? '', definitions, where);
    const workers = bullmqJobWorkers(redisUrl ?? '', definitions, where);
    try {
      const { id } = await queues.add(BILLING_RUN_QUEUE, { day: '2030-04-30' });
      const job = await finished(queues, id);
      expect([job.state, job.attempts]).toEqual(['completed', 3]);
    } finally {
      await workers.close();
      await queues.close();
      await dropJobNamespace(redisUrl ?? '', where);
    }
    expect(await billedSummary(stack.careledger.db, fixture)).toEqual(billedThrough(fixture, '2030-04-30'));
  });

  it('bills every period once when three runs race over the same subscriptions, and at the prices of the billing day', async () => {
    const definition = billingRun(context);
    const paymentEvents = async () => Number((await stack.careledger.db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'PaymentCreated'`)).rows[0]?.n);
    const before = await paymentEvents();
    const runs = (await Promise.all(
      [1, 2, 3].map((n) => definition.run({ id: `race-${n}`, data: { day: '2030-06-30' }, attempt: 1, progress: async () => undefined })),
    )) as BillingRunOutcome[];
    expect(await billedSummary(stack.careledger.db, fixture)).toEqual(billedThrough(fixture, '2030-06-30'));
    // Each payment was created by one run; the others found it billed (its key, or its id) or lost the race to it.
    expect(runs.reduce((sum, outcome) => sum + outcome.payments, 0)).toBe((await paymentEvents()) - before);
    // A run that lost a race to a period counts it as billed, not as refused.
    expect(runs.map((outcome) => outcome.skipped)).toEqual([0, 0, 0]);

    const { rows } = await stack.careledger.db.query<{ unit_price: number; rate: number; amount: number; tax: number }>(
      `SELECT DISTINCT (data->>'unitPriceCents')::int AS unit_price, (data->>'taxRateBasisPoints')::int AS rate, (data->>'amountCents')::int AS amount, (data->>'taxCents')::int AS tax
       FROM events WHERE type = 'PaymentCreated' AND data->>'subscriptionId' = ANY($1::text[]) ORDER BY 1`,
      [[...fixture.subscriptions.monthly, ...fixture.subscriptions.weeklyDaily]],
    );
    // Monthly: 52.00 at 15 %; the day program: 7 days at 18.50, at 15 %.
    expect(rows).toEqual([
      { unit_price: 1_850, rate: 1_500, amount: 12_950, tax: 1_943 },
      { unit_price: 5_200, rate: 1_500, amount: 5_200, tax: 780 },
    ]);
  });
});
