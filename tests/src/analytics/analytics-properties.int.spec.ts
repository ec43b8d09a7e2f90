import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsQuestion, type AnalyticsQuestionInput, type ReferralEvent } from '@careledger/domain';
import type { EventStore, NewEvent } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { drillInto } from '../../../query-service/src/analytics/analytics-drill';
import { answerQuestion } from '../../../query-service/src/analytics/analytics-query';
import { projectedStore } from './projected-store';

const OPEN = 1;
const HOLD = 2;
const CLOSED = 3;
const PERIOD_START = Date.parse('2019-01-01T00:00:00.000Z');
const HOUR_MS = 3_600_000;

/** A referral's moves after it opened: each one to hold (or back from it), or to close; nothing after closing. */
interface LifePlan {
  openedAfterHours: number;
  moves: { close: boolean; afterHours: number }[];
}

interface Life {
  referralId: string;
  status: number;
  at: number;
}

const lifePlan = fc.record({
  openedAfterHours: fc.integer({ min: 0, max: 24 * 200 }),
  moves: fc.array(fc.record({ close: fc.boolean(), afterHours: fc.integer({ min: 1, max: 24 * 40 }) }), { maxLength: 4 }),
});

const metadata = (at: number): NewEvent['metadata'] => ({ actorId: randomUUID(), actorRole: 1, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date(at).toISOString(), schemaVersion: 1 });

/** The events of a referral's next moves from where it stands; the life is moved along with them. */
const moveEvents = (life: Life, moves: LifePlan['moves']): NewEvent[] => {
  const events: NewEvent[] = [];
  for (const move of moves) {
    if (life.status === CLOSED) break;
    const at = life.at + move.afterHours * HOUR_MS;
    const { referralId } = life;
    const event: ReferralEvent = move.close
      ? { type: 'ReferralClosed', data: { referralId, reasonId: 1, comment: null, dischargeDate: new Date(at).toISOString().slice(0, 10), previousStatus: life.status as 1 | 2 } }
      : life.status === OPEN
        ? { type: 'ReferralHeld', data: { referralId, reason: 'Hospital stay' } }
        : { type: 'ReferralUnheld', data: { referralId } };
    events.push({ ...event, metadata: metadata(at) });
    life.status = move.close ? CLOSED : life.status === OPEN ? HOLD : OPEN;
    life.at = at;
  }
  return events;
};

/** A history of referrals opened in 2019, all under `partnerId` (a partner of this example's own). */
const appendLives = async (store: EventStore, partnerId: string, plans: LifePlan[]): Promise<Life[]> => {
  const lives: Life[] = [];
  for (const plan of plans) {
    const referralId = randomUUID();
    const life: Life = { referralId, status: OPEN, at: PERIOD_START + plan.openedAfterHours * HOUR_MS };
    const opened: ReferralEvent = { type: 'ReferralOpened', data: { referralId, patientId: randomUUID(), partnerId, hubId: null, createdBy: 'admin', openedOn: new Date(life.at).toISOString().slice(0, 10) } };
    await store.append(`referral-${referralId}`, [{ ...opened, metadata: metadata(life.at) }, ...moveEvents(life, plan.moves)], 'no_stream');
    lives.push(life);
  }
  return lives;
};

/** A counted question over 2019's first nine months, of any counted referral measure, interval and split. */
const questionOf = fc.record({
  measure: fc.constantFrom('referral.entered', 'referral.stock', 'referral.stay'),
  interval: fc.constantFrom('week', 'month', 'quarter'),
  groupBy: fc.constantFrom(undefined, 'status'),
  top: fc.integer({ min: 1, max: 3 }),
});

const question = (shape: { measure: string; interval: string; groupBy: string | undefined; top: number }, partnerId: string): AnalyticsQuestionInput => ({
  measure: shape.measure,
  interval: shape.interval as AnalyticsQuestionInput['interval'],
  from: '2019-01-01',
  to: '2019-09-30',
  top: shape.top,
  filters: { partner: [partnerId] },
  ...(shape.groupBy === undefined ? {} : { groupBy: 'status' as const }),
});

describe.each(testDatabases())('analytics properties over random referral histories on $name', (testDatabase) => {
  const projected = projectedStore(testDatabase);
  const settled = () => projected.settled();

  it('drills every point of a count to exactly as many records as its value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lifePlan, { minLength: 1, maxLength: 8 }), questionOf, async (plans, shape) => {
        const partnerId = randomUUID();
        await appendLives(projected.store, partnerId, plans);
        await settled();
        const asked = analyticsQuestion.parse(question(shape, partnerId));
        const answer = await answerQuestion(projected.db, asked, 'en-US');
        for (const series of answer.series) {
          for (const point of series.points) {
            const drill = await drillInto(projected.db, { question: asked, at: point.at, key: series.key, page: 1, pageSize: 100 }, 'en-US');
            expect(drill.total, `${shape.measure} ${series.key} ${point.at}`).toBe(point.value);
            // A record is in one status at an interval's end: a stock's records are each listed once.
            if (shape.measure === 'referral.stock') expect(new Set(drill.data.map((fact) => fact.recordId)).size).toBe(drill.total);
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);

  it('answers as of a position what it answered there, whatever the log holds since', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(lifePlan, { minLength: 1, maxLength: 6 }),
        fc.array(lifePlan, { maxLength: 4 }),
        fc.array(fc.array(fc.record({ close: fc.boolean(), afterHours: fc.integer({ min: 1, max: 24 * 40 }) }), { maxLength: 3 }), { maxLength: 6 }),
        questionOf,
        async (before, laterLives, laterMoves, shape) => {
          const partnerId = randomUUID();
          const lives = await appendLives(projected.store, partnerId, before);
          await settled();
          const position = await projected.store.headPosition();
          const asked = analyticsQuestion.parse(question(shape, partnerId));
          const then = await answerQuestion(projected.db, asked, 'en-US');

          // Later: new referrals dated inside the period, and the earlier ones moved on with dates inside it too.
          await appendLives(projected.store, partnerId, laterLives);
          for (const [index, life] of lives.entries()) {
            const events = moveEvents(life, laterMoves[index] ?? []);
            if (events.length > 0) await projected.store.append(`referral-${life.referralId}`, events, 'any');
          }
          await settled();

          const again = await answerQuestion(projected.db, { ...asked, asOf: { position } }, 'en-US');
          expect({ ...again, asOf: null }).toEqual(then);
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);
});
