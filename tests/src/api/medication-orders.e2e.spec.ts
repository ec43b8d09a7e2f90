import { randomUUID } from 'node:crypto';
import { dosesDueAnswer, medicationOrderAnswer, pageAnswer } from '@careledger/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, GetPath } from '../support/api-client';
import { accepted, refusedWithoutEvents } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const AGENCY_ID = '00000000-0000-4000-8000-000000000003';
const SLUGS = ['admin', 'agency', 'caregiver', 'user', 'partner', 'provider'] as const;
type Slug = (typeof SLUGS)[number];
const DAY = '2026-03-10';

interface Dose {
  orderId: string;
  patientId: string;
  drug: string;
  timeOfDay: string;
  scheduledFor: string;
  administration: { id: string } | null;
}

describe.each(testDatabases())('medication orders and the doses due on $name', (database) => {
  let stack: RunningStack;
  const as = {} as Record<Slug, ApiClient>;
  /** `cared` has the demo caregiver on its care team, `other` has nobody. */
  const patient = {} as Record<'cared' | 'other', string>;
  const order = {} as Record<'twiceDaily' | 'ended' | 'stopped' | 'otherPatient', string>;
  const dose = {} as Record<'givenAtEight' | 'voidedAtEight', string>;

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const get = async (slug: Slug, path: GetPath) => as[slug].get(path, await caughtUp());
  const prescribe = async (patientId: string, body: Record<string, unknown>) =>
    accepted(await as.agency.post(`/api/patients/${patientId}/medication-orders`, { drug: 'Metoprolol', dose: '25 mg', routeId: 1, startDate: '2026-03-01', ...body }), 201).id;
  const dosesDue = async (slug: Slug, query = '') => {
    const response = await get(slug, `/api/medication-doses-due?date=${DAY}${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(dosesDueAnswer.safeParse(response.body).error?.issues ?? []).toEqual([]);
    return response.body.data as Dose[];
  };
  const summary = (doses: Dose[]) => doses.map((entry) => `${entry.timeOfDay} ${entry.drug} ${entry.patientId === patient.cared ? 'cared' : 'other'}`);

  beforeAll(async () => {
    stack = await startStack(database);
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
    const register = async (lastName: string) => accepted(await as.agency.post('/api/patients', { firstName: 'Rosa', lastName }), 201).id;
    [patient.cared, patient.other] = [await register('Cared'), await register('Other')];
    accepted(await as.agency.post(`/api/patients/${patient.cared}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));

    order.twiceDaily = await prescribe(patient.cared, { timesOfDay: ['08:00', '20:00'], instructions: 'With food' });
    order.ended = await prescribe(patient.cared, { drug: 'Metformin', dose: '500 mg', timesOfDay: ['12:00'] });
    accepted(await as.agency.post(`/api/medication-orders/${order.ended}/change`, { expectedVersion: 0, endDate: '2026-03-05' }));
    order.stopped = await prescribe(patient.cared, { drug: 'Warfarin', dose: '2.5 mg', timesOfDay: ['18:00'] });
    accepted(await as.agency.post(`/api/medication-orders/${order.stopped}/discontinue`, { expectedVersion: 0, reason: 'INR too high' }));
    order.otherPatient = await prescribe(patient.other, { drug: 'Lisinopril', dose: '10 mg', timesOfDay: ['09:00'] });

    const record = async (body: Record<string, unknown>) =>
      accepted(await as.caregiver.post(`/api/patients/${patient.cared}/medication-administrations`, { medicationName: 'metoprolol', dose: '25 mg', ...body }), 201).id;
    dose.voidedAtEight = await record({ scheduledAt: `${DAY}T08:00:00Z`, status: 3, comment: 'Charted too early' });
    accepted(await as.agency.post(`/api/medication-administrations/${dose.voidedAtEight}/void`, { expectedVersion: 0, reason: 'Charted on the wrong dose' }));
    dose.givenAtEight = await record({ scheduledAt: `${DAY}T09:00:00+01:00`, status: 1, administeredAt: `${DAY}T08:05:00Z` });
  });
  afterAll(async () => stack?.stop());

  describe('the commands', () => {
    it('take an order only from the staff who run the care plan', async () => {
      const body = { drug: 'Donepezil', dose: '5 mg', routeId: 1, timesOfDay: ['21:00'], startDate: '2026-04-01' };
      for (const slug of ['caregiver', 'user', 'partner', 'provider'] as const) {
        expect((await refusedWithoutEvents(stack, () => as[slug].post(`/api/patients/${patient.cared}/medication-orders`, body))).status, slug).toBe(403);
      }
      expect((await as.caregiver.post(`/api/medication-orders/${order.twiceDaily}/discontinue`, { expectedVersion: 0, reason: 'No' })).status).toBe(403);
      accepted(await as.admin.post('/api/medication-orders', { ...body, patientId: patient.other }), 201);
    });

    it('refuse a bad order with 400 naming each field and its rule, storing nothing', async () => {
      const bad = await refusedWithoutEvents(stack, () =>
        as.agency.post(`/api/patients/${patient.cared}/medication-orders`, { drug: '', dose: '5 mg', routeId: 0, timesOfDay: ['20:00', '08:00', '25:00'], startDate: DAY, endDate: '2026-03-09' }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        { path: 'drug', message: 'must not be empty' },
        { path: 'routeId', message: 'must be a route of administration: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11' },
        { path: 'timesOfDay.2', message: 'must be a time, HH:MM (24-hour)' },
        { path: 'timesOfDay.1', message: 'must be after the time listed before it' },
      ]);
      const backwards = await refusedWithoutEvents(stack, () => as.agency.post(`/api/patients/${patient.cared}/medication-orders`, { drug: 'X', dose: '5 mg', routeId: 1, timesOfDay: ['20:00', '08:00'], startDate: DAY, endDate: '2026-03-09' }));
      expect(backwards.body.errors).toEqual([
        { path: 'timesOfDay.1', message: 'must be after the time listed before it' },
        { path: 'endDate', message: 'must not be before startDate' },
      ]);
      const unchanged = await refusedWithoutEvents(stack, () => as.agency.post(`/api/medication-orders/${order.twiceDaily}/change`, { expectedVersion: 0, dose: '25 mg' }));
      expect(unchanged.status).toBe(422);
      expect((await refusedWithoutEvents(stack, () => as.agency.post(`/api/medication-orders/${order.stopped}/change`, { expectedVersion: 1, dose: '5 mg' }))).status).toBe(422);
      expect((await refusedWithoutEvents(stack, () => as.agency.post(`/api/medication-orders/${order.twiceDaily}/change`, { expectedVersion: 3, dose: '50 mg' }))).status).toBe(409);
    });

    it("keep each order's history, who changed what and when, for administrators", async () => {
      const history = await get('admin', `/api/medication-orders/${order.ended}/history`);
      expect(history.status, JSON.stringify(history.body)).toBe(200);
      expect(history.body.data.map((entry: { type: string }) => entry.type)).toEqual(['MedicationOrderCreated', 'MedicationOrderChanged']);
      expect(history.body.data[1].data).toMatchObject({ endDate: '2026-03-05', previous: { endDate: null }, changedBy: AGENCY_ID });
    });
  });

  describe("a patient's orders", () => {
    it('lists the active orders first, each with its terms, status and names', async () => {
      const list = await get('caregiver', `/api/patients/${patient.cared}/medication-orders`);
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(pageAnswer(medicationOrderAnswer).safeParse(list.body).error?.issues ?? []).toEqual([]);
      expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([order.ended, order.twiceDaily, order.stopped]);
      expect(list.body.data[1]).toEqual({
        id: order.twiceDaily,
        patientId: patient.cared,
        patientName: 'Rosa Cared',
        drug: 'Metoprolol',
        dose: '25 mg',
        routeId: 1,
        timesOfDay: ['08:00', '20:00'],
        startDate: '2026-03-01',
        endDate: null,
        instructions: 'With food',
        status: 'active',
        discontinuedReason: null,
        discontinuedAt: null,
        changes: 0,
        prescribedBy: AGENCY_ID,
        prescribedByName: 'Agnes Agency',
        version: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(list.body.data[0]).toMatchObject({ endDate: '2026-03-05', changes: 1, version: 1 });
      expect(list.body.data[2]).toMatchObject({ status: 'discontinued', discontinuedReason: 'INR too high', discontinuedAt: expect.any(String) });
      expect((await get('agency', `/api/patients/${patient.cared}/medication-orders?status=discontinued`)).body.data.map((row: { id: string }) => row.id)).toEqual([order.stopped]);
    });

    it('follows who may read the patient: 403 for others, 404 for no patient, 400 for bad parameters', async () => {
      expect((await get('caregiver', `/api/patients/${patient.other}/medication-orders`)).status).toBe(403);
      expect((await get('partner', `/api/patients/${patient.cared}/medication-orders`)).status).toBe(403);
      expect((await get('provider', `/api/patients/${patient.cared}/medication-orders`)).status).toBe(403);
      expect((await get('agency', `/api/patients/${randomUUID()}/medication-orders`)).status).toBe(404);
      const bad = await get('agency', `/api/patients/${patient.cared}/medication-orders?status=paused&sort=dose&pageSize=0`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['pageSize', 'sort', 'status']);
      expect((await get('agency', '/api/patients/42/medication-orders')).body.errors).toEqual([{ path: 'id', message: 'must be a UUID' }]);
    });
  });

  describe('the doses due on a day', () => {
    it("gives a caregiver the doses of their care team's patients, by time, each with the administration recorded for it", async () => {
      const doses = await dosesDue('caregiver');
      expect(summary(doses)).toEqual(['08:00 Metoprolol cared', '20:00 Metoprolol cared']);
      expect(doses[0]).toEqual({
        orderId: order.twiceDaily,
        orderVersion: 0,
        patientId: patient.cared,
        patientName: 'Rosa Cared',
        drug: 'Metoprolol',
        dose: '25 mg',
        routeId: 1,
        instructions: 'With food',
        timeOfDay: '08:00',
        scheduledFor: `${DAY}T08:00:00.000Z`,
        administration: expect.objectContaining({ id: dose.givenAtEight, status: 1, medicationName: 'metoprolol', voided: false, recordedByName: 'Carmen Caregiver' }),
      });
      expect(doses[1]?.administration).toBeNull();
    });

    it("gives the agency every patient of its own, and one patient's when asked", async () => {
      expect(summary(await dosesDue('agency'))).toEqual(['08:00 Metoprolol cared', '09:00 Lisinopril other', '20:00 Metoprolol cared']);
      expect(summary(await dosesDue('agency', `&patientId=${patient.other}`))).toEqual(['09:00 Lisinopril other']);
    });

    it('shows nothing of a patient the reader may not read', async () => {
      expect(await dosesDue('user')).toEqual([]);
      expect(await dosesDue('provider')).toEqual([]);
      const other = await get('caregiver', `/api/medication-doses-due?date=${DAY}&patientId=${patient.other}`);
      expect(other.status).toBe(403);
    });

    it('reads the times of day in the zone asked for', async () => {
      const doses = await dosesDue('caregiver', '&timeZone=America/Toronto');
      expect(doses.map((entry) => entry.scheduledFor)).toEqual([`${DAY}T12:00:00.000Z`, '2026-03-11T00:00:00.000Z']);
      expect(doses.map((entry) => entry.administration)).toEqual([null, null]);
    });

    it('has no doses before an order starts, after it ends or once it is discontinued', async () => {
      const before = await get('agency', '/api/medication-doses-due?date=2026-02-28');
      expect(before.body.data).toEqual([]);
      const whileRunning = await get('agency', `/api/medication-doses-due?date=2026-03-05&patientId=${patient.cared}`);
      expect(summary(whileRunning.body.data)).toEqual(['08:00 Metoprolol cared', '12:00 Metformin cared', '20:00 Metoprolol cared']);
    });

    it('refuses a bad or missing date, patient or zone with 400 naming each', async () => {
      const missing = await get('caregiver', '/api/medication-doses-due');
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ path: 'date', message: 'is required' }]);
      const bad = await get('caregiver', '/api/medication-doses-due?date=2026-02-30&patientId=nobody&timeZone=Mars/Olympus');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(['date', 'patientId', 'timeZone']);
      expect((await get('caregiver', `/api/medication-doses-due?date=${DAY}&when=today`)).status).toBe(400);
      expect((await get('agency', `/api/medication-doses-due?date=${DAY}&patientId=${randomUUID()}`)).status).toBe(404);
    });
  });
});

describe.each(testDatabases())('the demo caregiver’s medication round on $name', (database) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack(database, { patients: 20 });
  });
  afterAll(async () => stack?.stop());

  it('starts today with doses due from the orders of their care team, and finds yesterday’s doses recorded', async () => {
    const caregiver = await stack.as('caregiver');
    const caughtUp = { headers: { 'x-min-position': String(await stack.headPosition()) } };
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const today = await caregiver.get(`/api/medication-doses-due?date=${dayOf(Date.now())}`, caughtUp);
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    const doses = today.body.data as Dose[];
    expect(doses.length).toBeGreaterThanOrEqual(4);
    expect(new Set(doses.map((entry) => entry.patientId)).size).toBeGreaterThanOrEqual(2);
    expect(doses.filter((entry) => entry.administration !== null)).toEqual([]);
    const yesterday = await caregiver.get(`/api/medication-doses-due?date=${dayOf(Date.now() - 86_400_000)}`, caughtUp);
    expect((yesterday.body.data as Dose[]).some((entry) => entry.administration !== null)).toBe(true);
  });
});
