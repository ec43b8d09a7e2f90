import {
  DomainError,
  isCalendarDate,
  manualBillingReason,
  paymentRecord,
  periodsDue,
  type BillingFrequencyId,
  type BillingPeriod,
  type RecurrenceId,
  type UnitOfMeasureId,
} from '@careledger/domain';
import { jobQueueCatalogue, type QueueDefinition } from '@careledger/jobs';
import { WrongExpectedVersion } from '@careledger/storage';
import { isRefusal, type CommandJobContext } from '../job/command-jobs';
import { sendOnce } from '../job/send-once';
import { paymentIdFor } from './payment-id';

const PAGE = 100;
/** Subscriptions billed at once: their commands touch different streams, and the store groups their appends. */
const AT_ONCE = 8;
/** A subscription's backlog billed by one run; the next run goes on from where it stopped. */
const MAX_PERIODS_PER_RUN = 120;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** `day`: the day to bill up to (YYYY-MM-DD); the UTC day of the job's clock when absent. */
export interface BillingRunData {
  day?: string;
}

export interface BillingRunOutcome {
  day: string;
  subscriptions: number;
  /** Payments this run created. */
  payments: number;
  /** Periods found billed already: by an earlier run (its key), a run racing this one, or by hand. */
  alreadyBilled: number;
  /** Subscriptions whose schedule a run cannot bill (see `manualBillingReason`). */
  byHand: number;
  /** Periods whose payment the command refused: the subscription changed since the read model saw it. */
  skipped: number;
}

interface BillableRow {
  id: string;
  start_date: string;
  cancelled_from: string | null;
  billing_frequency: number;
  recurrence: number;
  unit_of_measure: number;
  last_billed: string | null;
}

// A page of the subscriptions started by the day, in id order, then the latest period billed of
// each from the payments read model (a lagging one only makes a run send commands whose keys answer
// "already billed"). The page is taken first, so each costs one index walk whatever the table holds.
const PAGE_OF_SUBSCRIPTIONS = `
  WITH page AS (
    SELECT id, start_date, cancelled_from, billing_frequency, recurrence, unit_of_measure FROM subscriptions
    WHERE start_date <= $1::date AND id > $2::uuid ORDER BY id LIMIT ${PAGE}
  )
  SELECT page.id::text AS id, to_char(page.start_date, 'YYYY-MM-DD') AS start_date, to_char(page.cancelled_from, 'YYYY-MM-DD') AS cancelled_from,
    page.billing_frequency, page.recurrence, page.unit_of_measure,
    (SELECT to_char(max(p.period_start), 'YYYY-MM-DD') FROM payments p WHERE p.subscription_id = page.id::text) AS last_billed
  FROM page ORDER BY page.id`;

const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

const termsOf = (row: BillableRow) => ({
  startDate: row.start_date,
  cancelledFrom: row.cancelled_from,
  billingFrequency: row.billing_frequency as BillingFrequencyId,
  recurrence: row.recurrence as RecurrenceId,
  unitOfMeasure: row.unit_of_measure as UnitOfMeasureId,
});

/** Runs `work` on every item, `limit` at a time; the first failure is thrown once all have settled. */
const eachAtOnce = async <T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item).catch((error: unknown) => void failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
};

/**
 * Bills each subscription's due periods (see `periodsDue`): one payment command per period, sent as
 * the scheduler under the key `billing:{subscriptionId}:{periodStart}`, so a run retried, killed
 * and run again, or racing another creates each payment once. The payment's own id is the
 * period's too, so a period billed by hand is not billed again. Hourly, and whenever an
 * administrator adds a job with `{ day }`.
 */
export const billingRun = (context: CommandJobContext): QueueDefinition<BillingRunData> => ({
  ...jobQueueCatalogue.billingRuns,
  async run(job) {
    const day = job.data.day ?? dayOf(context.now());
    if (!isCalendarDate(day)) throw new Error(`A billing run's day is a calendar date (YYYY-MM-DD), not ${JSON.stringify(day)}.`);
    const bus = await context.bus;
    const outcome: BillingRunOutcome = { day, subscriptions: 0, payments: 0, alreadyBilled: 0, byHand: 0, skipped: 0 };
    const { rows: counted } = await context.db.query<{ n: number | string }>('SELECT count(*) AS n FROM subscriptions WHERE start_date <= $1::date', [day]);
    const total = Math.max(1, Number(counted[0]?.n ?? 0));

    const bill = async (subscriptionId: string, period: BillingPeriod) => {
      const { periodStart, periodEnd, quantity } = period;
      try {
        const sent = await sendOnce(bus, context.eventStore, {
          recordType: paymentRecord,
          recordId: paymentIdFor(subscriptionId, periodStart),
          action: 'create',
          body: { subscriptionId, periodStart, periodEnd, quantity },
          key: `billing:${subscriptionId}:${periodStart}`,
        });
        outcome[sent.replayed ? 'alreadyBilled' : 'payments'] += 1;
      } catch (error) {
        if (!isRefusal(error)) throw error;
        // The period's payment exists (billed by hand, or by a run that won a race to it), or the subscription changed.
        const billed = error instanceof WrongExpectedVersion || (error instanceof DomainError && error.code === 'payment_already_exists');
        outcome[billed ? 'alreadyBilled' : 'skipped'] += 1;
      }
    };

    const billSubscription = async (row: BillableRow) => {
      const terms = termsOf(row);
      if (manualBillingReason(terms) !== null) {
        outcome.byHand += 1;
        return;
      }
      // One period after the other: a subscription's payments are created in the order of its periods.
      for (const period of periodsDue(terms, { after: row.last_billed, through: day, limit: MAX_PERIODS_PER_RUN })) await bill(row.id, period);
    };

    for (let after = FIRST_ID; ; ) {
      const { rows } = await context.db.query<BillableRow>(PAGE_OF_SUBSCRIPTIONS, [day, after]);
      await eachAtOnce(rows, AT_ONCE, billSubscription);
      outcome.subscriptions += rows.length;
      const done = rows.length < PAGE;
      await job.progress(done ? 100 : Math.min(99, Math.max(1, Math.floor((outcome.subscriptions / total) * 100))), { ...outcome });
      if (done) return outcome;
      after = rows.at(-1)?.id ?? after;
    }
  },
});
