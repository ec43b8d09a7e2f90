import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNever, timeInStatusAnswer, type AssessmentEvent, type TimeInStatusAnswer } from '@careledger/domain';
import { openEventStore, type NewEvent } from '@careledger/storage';
import type { ApiClient } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const OTHER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5eaa';
const OTHER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5eff';
const SLUGS = ['admin', 'user', 'agency', 'partner', 'caregiver'] as const;
type Slug = (typeof SLUGS)[number];

/** March 2019: years before any demo record, so these assessments are the period's only ones. */
const MARCH = 'from=2019-03-01&to=2019-03-31';
const HOUR = 3_600;
const DAY = 86_400;

const metadata = (occurredAt: string): NewEvent['metadata'] => ({
  actorId: randomUUID(),
  actorRole: 1,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt,
  schemaVersion: 1,
});

type Step = 'AssessmentScheduled' | 'AssessmentApproved' | 'AssessmentActivated' | 'AssessmentCompleted' | 'AssessmentCancelled';

/** One assessment's events: created PENDING at the first instant, then each step at its instant. */
const life = (agencyId: string, patientId: string, createdAt: string, steps: [Step, string][]): { streamId: string; events: NewEvent[] } => {
  const assessmentId = randomUUID();
  const created: AssessmentEvent = {
    type: 'AssessmentCreated',
    data: { assessmentId, patientId, agencyId, careServiceId: 3, summary: 'Time in status', status: 1, createdBy: 'admin' },
  };
  const stepEvent = (type: Step, at: string): AssessmentEvent => {
    switch (type) {
      case 'AssessmentScheduled':
        return { type, data: { assessmentId, visitAt: at } };
      case 'AssessmentCancelled':
        return { type, data: { assessmentId, reason: 'No longer needed', previousStatus: 1 } };
      case 'AssessmentApproved':
      case 'AssessmentActivated':
      case 'AssessmentCompleted':
        return { type, data: { assessmentId } };
      default:
        return assertNever(type);
    }
  };
  return {
    streamId: `assessment-${assessmentId}`,
    events: [{ ...created, metadata: metadata(createdAt) }, ...steps.map(([type, at]) => ({ ...stepEvent(type, at), metadata: metadata(at) }))],
  };
};

/** The answer's seconds are rounded to the millisecond. */
const ms = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 1000) / 1000);
const figures = (count: number, mean: number | null, median: number | null, p90: number | null) => ({ count, meanSeconds: ms(mean), medianSeconds: ms(median), p90Seconds: ms(p90) });
const NONE = figures(0, null, null, null);

const byStatus = (answer: TimeInStatusAnswer) => Object.fromEntries(answer.statuses.map(({ key, count, meanSeconds, medianSeconds, p90Seconds }) => [key, { count, meanSeconds, medianSeconds, p90Seconds }]));

describe.each(testDatabases())('time in status on $name', (database) => {
  let stack: RunningStack;
  const as = {} as Record<Slug, ApiClient>;
  const get = async (slug: Slug, query: string) =>
    as[slug].get(`/api/reports/time-in-status?${query}`, { headers: { 'x-min-position': String(await stack.headPosition()) } });

  beforeAll(async () => {
    stack = await startStack(database);
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
    const partnersPatient = randomUUID();
    const store = await openEventStore(stack.careledger.db);
    await store.append(`patient-${partnersPatient}`, [
      { type: 'PatientRegistered', data: { patientId: partnersPatient, firstName: 'Rosa', lastName: 'Diaz', dateOfBirth: null, agencyId: DEMO_AGENCY_ID, partnerId: DEMO_PARTNER_ID, createdBy: 'admin' }, metadata: metadata('2019-01-01T00:00:00.000Z') },
    ], 'no_stream');
    const lives = [
      // Pending 1 h, scheduled 1 d, approved 2 h, active 3 d: every stay ends in March.
      life(DEMO_AGENCY_ID, partnersPatient, '2019-03-01T00:00:00.000Z', [
        ['AssessmentScheduled', '2019-03-01T01:00:00.000Z'], ['AssessmentApproved', '2019-03-02T01:00:00.000Z'],
        ['AssessmentActivated', '2019-03-02T03:00:00.000Z'], ['AssessmentCompleted', '2019-03-05T03:00:00.000Z'],
      ]),
      // Pending 2 h, scheduled 22 h, approved 6 h, then cancelled.
      life(DEMO_AGENCY_ID, randomUUID(), '2019-03-10T00:00:00.000Z', [
        ['AssessmentScheduled', '2019-03-10T02:00:00.000Z'], ['AssessmentApproved', '2019-03-11T00:00:00.000Z'], ['AssessmentCancelled', '2019-03-11T06:00:00.000Z'],
      ]),
      // Another agency's: pending 5 h, scheduled 2 d.
      life(OTHER_AGENCY_ID, randomUUID(), '2019-03-20T00:00:00.000Z', [['AssessmentScheduled', '2019-03-20T05:00:00.000Z'], ['AssessmentCancelled', '2019-03-22T05:00:00.000Z']]),
      // Pending ends in February (not counted), scheduled 3 d ends in March.
      life(DEMO_AGENCY_ID, randomUUID(), '2019-02-27T00:00:00.000Z', [['AssessmentScheduled', '2019-02-28T00:00:00.000Z'], ['AssessmentApproved', '2019-03-03T00:00:00.000Z']]),
      // Pending ends in April: not counted.
      life(DEMO_AGENCY_ID, randomUUID(), '2019-03-30T00:00:00.000Z', [['AssessmentScheduled', '2019-04-02T00:00:00.000Z']]),
    ];
    for (const { streamId, events } of lives) await store.append(streamId, events, 'no_stream');
  }, 400_000);
  afterAll(async () => stack?.stop());

  it('answers count, mean, median and 90th percentile of the stays that ended in the period, for every status', async () => {
    const response = await get('admin', `machine=assessment&${MARCH}`);
    expect(response.status).toBe(200);
    const answer = timeInStatusAnswer.parse(response.body);
    expect(answer).toMatchObject({ machine: 'assessment', from: '2019-03-01', to: '2019-03-31', agencyId: null, partnerId: null, between: null });
    expect(answer.statuses.map((status) => status.status)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(byStatus(answer)).toEqual({
      // 1 h, 2 h, 5 h: p90 at 1.8 of the way, 2 h + 0.8 × 3 h.
      PENDING: figures(3, 9_600, 2 * HOUR, 2 * HOUR + 0.8 * 3 * HOUR),
      // 22 h, 1 d, 2 d, 3 d: median between 1 d and 2 d, p90 at 2.7, 2 d + 0.7 × 1 d.
      SCHEDULED: figures(4, (22 * HOUR + DAY + 2 * DAY + 3 * DAY) / 4, 1.5 * DAY, 2.7 * DAY),
      // 2 h, 6 h.
      APPROVED: figures(2, 4 * HOUR, 4 * HOUR, 2 * HOUR + 0.9 * 4 * HOUR),
      ACTIVE: figures(1, 3 * DAY, 3 * DAY, 3 * DAY),
      CANCELLED: NONE,
      COMPLETED: NONE,
      REQUESTED: NONE,
    });
  });

  it('answers the time from first entering one status to first entering another after it, for arrivals in the period', async () => {
    const response = await get('admin', `machine=assessment&${MARCH}&fromStatus=1&toStatus=3`);
    expect(response.status).toBe(200);
    // Pending to approved: 1 d 1 h, 1 d and (from February) 4 d; the other agency's was never approved.
    expect(timeInStatusAnswer.parse(response.body).between).toEqual({ fromStatus: 1, toStatus: 3, ...figures(3, (25 * HOUR + DAY + 4 * DAY) / 3, 25 * HOUR, 25 * HOUR + 0.8 * (4 * DAY - 25 * HOUR)) });
    const april = await get('admin', 'machine=assessment&from=2019-04-01&to=2019-04-30&fromStatus=1&toStatus=3');
    expect(april.body.between).toEqual({ fromStatus: 1, toStatus: 3, ...NONE });
  });

  it('holds agencies and partners to their own figures, and administrators to the one they name', async () => {
    const agency = await get('agency', `machine=assessment&${MARCH}`);
    expect(agency.status).toBe(200);
    expect(agency.body.agencyId).toBe(DEMO_AGENCY_ID);
    expect(byStatus(agency.body as TimeInStatusAnswer)).toMatchObject({
      PENDING: figures(2, 1.5 * HOUR, 1.5 * HOUR, HOUR + 0.9 * HOUR),
      SCHEDULED: figures(3, (22 * HOUR + DAY + 3 * DAY) / 3, DAY, DAY + 0.8 * 2 * DAY),
    });
    const named = await get('admin', `machine=assessment&${MARCH}&agencyId=${DEMO_AGENCY_ID}`);
    expect(named.body.statuses).toEqual(agency.body.statuses);
    const other = await get('admin', `machine=assessment&${MARCH}&agencyId=${OTHER_AGENCY_ID}`);
    expect(byStatus(other.body as TimeInStatusAnswer)).toMatchObject({ PENDING: figures(1, 5 * HOUR, 5 * HOUR, 5 * HOUR), SCHEDULED: figures(1, 2 * DAY, 2 * DAY, 2 * DAY) });

    // The partner sees the one assessment of its patient.
    const partner = await get('partner', `machine=assessment&${MARCH}`);
    expect(partner.status).toBe(200);
    expect(partner.body.partnerId).toBe(DEMO_PARTNER_ID);
    expect(byStatus(partner.body as TimeInStatusAnswer)).toMatchObject({ PENDING: figures(1, HOUR, HOUR, HOUR), ACTIVE: figures(1, 3 * DAY, 3 * DAY, 3 * DAY) });

    expect((await get('agency', `machine=assessment&agencyId=${OTHER_ID}`)).status).toBe(403);
    expect((await get('partner', `machine=referral&partnerId=${OTHER_ID}`)).status).toBe(403);
    expect((await get('user', 'machine=assessment')).status).toBe(403);
    expect((await get('caregiver', 'machine=caregiver')).status).toBe(403);
  });

  it('answers every machine of the demo data with figures that hold together', async () => {
    const measured: string[] = [];
    for (const machine of ['assessment', 'posting', 'referral', 'caregiver', 'payment']) {
      const response = await get('admin', `machine=${machine}&period=All`);
      expect(response.status, machine).toBe(200);
      for (const status of timeInStatusAnswer.parse(response.body).statuses) {
        if (status.count === 0) continue;
        measured.push(machine);
        expect(status.medianSeconds!, `${machine} ${status.key}`).toBeLessThanOrEqual(status.p90Seconds!);
      }
    }
    // The demo's own histories, fed by the command pipeline's events, beside the ones appended here.
    expect(new Set(measured).size).toBeGreaterThan(2);
  });

  it.each([
    ['', 'machine'],
    ['machine=invoice', 'machine'],
    ['machine=assessment&fromStatus=1', 'toStatus'],
    ['machine=assessment&fromStatus=2&toStatus=2', 'toStatus'],
    ['machine=referral&fromStatus=1&toStatus=9', 'toStatus'],
    ['machine=assessment&period=Year', 'period'],
    ['machine=assessment&period=Week&from=2026-01-01', 'period'],
    ['machine=assessment&from=2026-05-01&to=2026-04-01', 'to'],
    ['machine=assessment&from=2026-02-30', 'from'],
    ['machine=assessment&agencyId=agency-1', 'agencyId'],
    ['machine=assessment&colour=blue', 'colour'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get('admin', query);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
  });
});
