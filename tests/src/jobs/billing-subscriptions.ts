import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { actorOf, demoUserBySlug } from '@careledger/app';
import { RecordCommand } from '@careledger/command-service';
import { patientRecord, productRecord, subscriptionRecord, taxRateRecord, type AnyRecordType } from '@careledger/domain';
import { redisConnection } from '@careledger/jobs';
import type { SqlDatabase } from '@careledger/storage';

const admin = actorOf(demoUserBySlug('admin'));

/** Sends one command as an administrator through the one pipeline; answers the record's id. */
export const sendAsAdmin = async (bus: CommandBus, recordType: AnyRecordType, body: Record<string, unknown>, id: string = randomUUID(), action = 'create'): Promise<string> => {
  await bus.execute(new RecordCommand(recordType, admin, id, action, body, undefined, undefined, action === 'create'));
  return id;
};

/** Each kind of subscription the billing tests hold, and how many periods are due by each day (counted by hand). */
export const BILLING_KINDS = {
  monthly: { billingFrequency: 4, recurrence: 1, startDate: '2030-01-10', due: { '2030-03-31': 3, '2030-04-30': 4, '2030-06-30': 6 } },
  monthEnd: { billingFrequency: 3, recurrence: 3, startDate: '2030-01-01', due: { '2030-03-31': 3, '2030-04-30': 4, '2030-06-30': 6 } },
  // Billed per day of the product, from Tuesday 1 January: a period starts every 7 days.
  weeklyDaily: { billingFrequency: 1, recurrence: 1, startDate: '2030-01-01', due: { '2030-03-31': 13, '2030-04-30': 18, '2030-06-30': 26 } },
  cancelledFromFebruary20: { billingFrequency: 4, recurrence: 1, startDate: '2030-01-10', due: { '2030-03-31': 2, '2030-04-30': 2, '2030-06-30': 2 } },
  byHand: { billingFrequency: 0, recurrence: 1, startDate: '2030-01-10', due: { '2030-03-31': 0, '2030-04-30': 0, '2030-06-30': 0 } },
} as const;

export type BillingKind = keyof typeof BILLING_KINDS;
export type BillingDay = keyof (typeof BILLING_KINDS)['monthly']['due'];

export interface BillingFixture {
  monthlyProductId: string;
  dailyProductId: string;
  taxRateId: string;
  /** Subscription ids by kind. */
  subscriptions: Record<BillingKind, string[]>;
}

/** `counts` subscriptions of each kind, for patients an administrator registers, all sent `atOnce` at a time. */
export const subscribeForBilling = async (bus: CommandBus, counts: Record<BillingKind, number>, atOnce = 16): Promise<BillingFixture> => {
  const taxRateId = await sendAsAdmin(bus, taxRateRecord, { name: 'Ontario HST', rateBasisPoints: 1_300 });
  const monthlyProductId = await sendAsAdmin(bus, productRecord, { membershipCode: 'remote_monitoring', name: 'Remote monitoring', unitPriceCents: 4_950, unitOfMeasure: 3 });
  const dailyProductId = await sendAsAdmin(bus, productRecord, { membershipCode: 'at_home_program', name: 'At-home day program', unitPriceCents: 1_850, unitOfMeasure: 1 });
  const patients = await Promise.all(Array.from({ length: 8 }, (_, n) => sendAsAdmin(bus, patientRecord, { firstName: 'Billed', lastName: `Patient ${n}` })));

  const planned = (Object.keys(counts) as BillingKind[]).flatMap((kind) => Array.from({ length: counts[kind] }, (_, n) => ({ kind, n })));
  const subscriptions = Object.fromEntries((Object.keys(BILLING_KINDS) as BillingKind[]).map((kind) => [kind, [] as string[]])) as Record<BillingKind, string[]>;
  for (let from = 0; from < planned.length; from += atOnce) {
    await Promise.all(
      planned.slice(from, from + atOnce).map(async ({ kind, n }) => {
        const { billingFrequency, recurrence, startDate } = BILLING_KINDS[kind];
        const id = await sendAsAdmin(bus, subscriptionRecord, {
          patientId: patients[n % patients.length],
          productId: kind === 'weeklyDaily' ? dailyProductId : monthlyProductId,
          taxRateId,
          billingFrequency,
          collectionMode: 'send_invoice',
          recurrence,
          roundingRule: 0,
          startDate,
        });
        if (kind === 'cancelledFromFebruary20') await sendAsAdmin(bus, subscriptionRecord, { expectedVersion: 0, effectiveDate: '2030-02-20' }, id, 'cancel');
        subscriptions[kind].push(id);
      }),
    );
  }
  return { monthlyProductId, dailyProductId, taxRateId, subscriptions };
};

/** How many PaymentCreated events the log holds for each subscription and period start. */
export const paymentEventsByPeriod = async (db: SqlDatabase): Promise<Map<string, Map<string, number>>> => {
  const { rows } = await db.query<{ subscription_id: string; period_start: string; n: number | string }>(
    `SELECT data->>'subscriptionId' AS subscription_id, data->>'periodStart' AS period_start, count(*) AS n
     FROM events WHERE type = 'PaymentCreated' GROUP BY 1, 2`,
  );
  const bySubscription = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const periods = bySubscription.get(row.subscription_id) ?? new Map<string, number>();
    periods.set(row.period_start, Number(row.n));
    bySubscription.set(row.subscription_id, periods);
  }
  return bySubscription;
};

/**
 * For each kind, the number of periods billed per subscription (which must be the same for all of
 * a kind), and every period billed more than once (which must be none).
 */
export const billedSummary = async (db: SqlDatabase, fixture: BillingFixture) => {
  const billed = await paymentEventsByPeriod(db);
  const periodsPerSubscription = Object.fromEntries(
    (Object.keys(fixture.subscriptions) as BillingKind[]).map((kind) => [kind, [...new Set(fixture.subscriptions[kind].map((id) => billed.get(id)?.size ?? 0))]]),
  ) as Record<BillingKind, number[]>;
  const billedTwice = [...billed.entries()].flatMap(([subscriptionId, periods]) =>
    [...periods.entries()].filter(([, n]) => n > 1).map(([periodStart, n]) => `${subscriptionId} ${periodStart} x${n}`),
  );
  return { periodsPerSubscription, billedTwice };
};

/** What `billedSummary` must answer once every subscription is billed through `day`. */
export const billedThrough = (fixture: BillingFixture, day: BillingDay) => ({
  periodsPerSubscription: Object.fromEntries(
    (Object.keys(fixture.subscriptions) as BillingKind[]).map((kind) => [kind, fixture.subscriptions[kind].length > 0 ? [BILLING_KINDS[kind].due[day]] : []]),
  ),
  billedTwice: [],
});

/** The Redis at REDIS_URL (or the local default) when it answers, else undefined: Redis tests then skip, saying so. */
export const reachableRedis = async (): Promise<string | undefined> => {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redis = redisConnection(url);
  redis.on('error', () => undefined);
  try {
    const answer = await Promise.race([redis.ping(), new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 2_000))]);
    return answer === 'PONG' ? url : undefined;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
};

