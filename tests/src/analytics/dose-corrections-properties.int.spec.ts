import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsQuestion, type AdministrationOutcome, type AnalyticsQuestionInput, type MedicationEvent } from '@careledger/domain';
import type { EventStore, NewEvent } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { drillInto } from '../../../query-service/src/analytics/analytics-drill';
import { answerQuestion } from '../../../query-service/src/analytics/analytics-query';
import { projectedStore } from './projected-store';

const PERIOD_START = Date.parse('2019-01-01T00:00:00.000Z');
const HOUR_MS = 3_600_000;

/** Every outcome a dose may be recorded or corrected to: given, each reason not given, held, leave of absence. */
const outcomes: readonly Omit<AdministrationOutcome, 'administeredAt'>[] = [
  { status: 1, reasonId: null, comment: null },
  { status: 2, reasonId: 2, comment: null },
  { status: 2, reasonId: 4, comment: 'Asleep' },
  { status: 2, reasonId: 1, comment: null },
  { status: 3, reasonId: null, comment: null },
  { status: 4, reasonId: null, comment: null },
];

/** What becomes of one dose: recorded with an outcome, then corrected some times, perhaps voided at the end. */
const dosePlan = fc.record({
  dueAfterHours: fc.integer({ min: 0, max: 24 * 250 }),
  outcome: fc.integer({ min: 0, max: outcomes.length - 1 }),
  corrections: fc.array(fc.integer({ min: 0, max: outcomes.length - 1 }), { maxLength: 3 }),
  voided: fc.boolean(),
});
type DosePlan = typeof dosePlan extends fc.Arbitrary<infer Plan> ? Plan : never;

const metadata = (at: number): NewEvent['metadata'] => ({ actorId: randomUUID(), actorRole: 9, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date(at).toISOString(), schemaVersion: 1 });

const outcomeAt = (index: number, due: number): AdministrationOutcome => {
  const outcome = outcomes[index]!;
  return { ...outcome, administeredAt: outcome.status === 1 ? new Date(due).toISOString() : null };
};

interface Dose {
  id: string;
  due: number;
  outcome: AdministrationOutcome;
  recordedAt: number;
}

const on = (dose: Dose, event: MedicationEvent, at: number): NewEvent => ({ ...event, metadata: metadata(at) });

/** The corrections (and the void) of a dose's plan, each a day after the last thing recorded of it. */
const laterEvents = (dose: Dose, plan: Pick<DosePlan, 'corrections' | 'voided'>): NewEvent[] => {
  const events: NewEvent[] = [];
  for (const index of plan.corrections) {
    const corrected = outcomeAt(index, dose.due);
    dose.recordedAt += 24 * HOUR_MS;
    events.push(on(dose, { type: 'MedicationAdministrationCorrected', data: { administrationId: dose.id, ...corrected, previous: dose.outcome, correctedBy: 'admin' } }, dose.recordedAt));
    dose.outcome = corrected;
  }
  if (plan.voided) events.push(on(dose, { type: 'MedicationAdministrationVoided', data: { administrationId: dose.id, reason: 'Recorded on the wrong patient', voidedBy: 'admin' } }, (dose.recordedAt += 24 * HOUR_MS)));
  return events;
};

/** Doses of one patient under `agencyId` (an agency of this example's own), each recorded when it was due. */
const appendDoses = async (store: EventStore, patientId: string, plans: DosePlan[], corrected: boolean): Promise<Dose[]> => {
  const doses: Dose[] = [];
  for (const plan of plans) {
    const due = PERIOD_START + plan.dueAfterHours * HOUR_MS;
    const dose: Dose = { id: randomUUID(), due, outcome: outcomeAt(plan.outcome, due), recordedAt: due };
    const recorded = on(
      dose,
      { type: 'MedicationAdministrationRecorded', data: { administrationId: dose.id, patientId, medicationName: 'Metformin', dose: '500 mg', scheduledAt: new Date(due).toISOString(), recordedBy: 'caregiver', ...dose.outcome } },
      due,
    );
    await store.append(`medication-${dose.id}`, [recorded, ...(corrected ? laterEvents(dose, plan) : [])], 'no_stream');
    doses.push(dose);
  }
  return doses;
};

const questionOf = fc.record({ interval: fc.constantFrom('week', 'month', 'quarter'), split: fc.boolean(), top: fc.integer({ min: 1, max: 4 }) });

const question = (shape: { interval: string; split: boolean; top: number }, agencyId: string): AnalyticsQuestionInput => ({
  measure: 'dose.occurred',
  interval: shape.interval as AnalyticsQuestionInput['interval'],
  from: '2019-01-01',
  to: '2019-09-30',
  top: shape.top,
  filters: { agency: [agencyId] },
  ...(shape.split ? { groupBy: 'status' as const } : {}),
});

describe.each(testDatabases())('dose analytics over random corrections on $name', (testDatabase) => {
  const projected = projectedStore(testDatabase);
  const settled = () => projected.settled();
  const patientOf = async (agencyId: string): Promise<string> => {
    const patientId = randomUUID();
    await projected.store.append(`patient-${patientId}`, [
      { type: 'PatientRegistered', data: { patientId, firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: null, agencyId, partnerId: null, createdBy: 'admin' }, metadata: metadata(PERIOD_START - HOUR_MS) },
    ], 'no_stream');
    return patientId;
  };

  it('counts each dose once, by its outcome as last corrected, and drills each point to exactly its value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(dosePlan, { minLength: 1, maxLength: 8 }), questionOf, async (plans, shape) => {
        const agencyId = randomUUID();
        await appendDoses(projected.store, await patientOf(agencyId), plans, true);
        await settled();
        const asked = analyticsQuestion.parse(question(shape, agencyId));
        const answer = await answerQuestion(projected.db, asked, 'en-US');
        expect(answer.total).toBe(plans.filter((plan) => !plan.voided).length);
        for (const series of answer.series) {
          for (const point of series.points) {
            const drill = await drillInto(projected.db, { question: asked, at: point.at, key: series.key, page: 1, pageSize: 100 }, 'en-US');
            expect(drill.total, `${series.key} ${point.at}`).toBe(point.value);
            expect(new Set(drill.data.map((fact) => fact.recordId)).size).toBe(drill.total);
          }
        }
      }),
      { numRuns: 10 },
    );
  }, 300_000);

  it('answers as of a position what it answered there, however the doses were corrected or voided since', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(dosePlan, { minLength: 1, maxLength: 6 }), fc.array(dosePlan, { maxLength: 3 }), questionOf, async (before, laterDoses, shape) => {
        const agencyId = randomUUID();
        const patientId = await patientOf(agencyId);
        const doses = await appendDoses(projected.store, patientId, before, false);
        await settled();
        const position = await projected.store.headPosition();
        const asked = analyticsQuestion.parse(question(shape, agencyId));
        const then = await answerQuestion(projected.db, asked, 'en-US');

        // Later: new doses due inside the period, and every earlier one corrected or voided as its plan says.
        await appendDoses(projected.store, patientId, laterDoses, true);
        for (const [index, dose] of doses.entries()) {
          const events = laterEvents(dose, before[index]!);
          if (events.length > 0) await projected.store.append(`medication-${dose.id}`, events, 'any');
        }
        await settled();

        const again = await answerQuestion(projected.db, { ...asked, asOf: { position } }, 'en-US');
        expect({ ...again, asOf: null }).toEqual(then);
      }),
      { numRuns: 10 },
    );
  }, 300_000);

  it('adds up the months kept per dimension to what the facts say, after corrections and voids in later batches', async () => {
    const byMonths = fc.record({ interval: fc.constantFrom('month', 'quarter', 'year'), split: fc.boolean(), top: fc.integer({ min: 1, max: 4 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(dosePlan, { minLength: 1, maxLength: 6 }), byMonths, async (plans, shape) => {
        const agencyId = randomUUID();
        const doses = await appendDoses(projected.store, await patientOf(agencyId), plans, false);
        await settled();
        // Each correction its own append, so the projector meets it in a later batch than the fact it replaces.
        for (const [index, dose] of doses.entries()) {
          for (const event of laterEvents(dose, plans[index]!)) {
            await projected.store.append(`medication-${dose.id}`, [event], 'any');
            await settled();
          }
        }
        const asked = analyticsQuestion.parse(question(shape, agencyId));
        // Standing now, the question reads the months; as of the log's head, it reads the facts one by one.
        const now = await answerQuestion(projected.db, asked, 'en-US');
        const fromFacts = await answerQuestion(projected.db, { ...asked, asOf: { position: await projected.store.headPosition() } }, 'en-US');
        expect(now).toEqual({ ...fromFacts, asOf: null });
        expect(now.total).toBe(plans.filter((plan) => !plan.voided).length);
      }),
      { numRuns: 10 },
    );
  }, 300_000);
});
