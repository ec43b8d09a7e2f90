import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserBySlug } from '@careledger/app';
import type { ApiClient, GetPath } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const SLUGS = ['admin', 'agency', 'caregiver', 'user', 'partner', 'provider'] as const;
type Slug = (typeof SLUGS)[number];

interface Row {
  id: string;
  [field: string]: unknown;
}

describe.each(testDatabases())('medication and task queries on $name', (database) => {
  let stack: RunningStack;
  const as = {} as Record<Slug, ApiClient>;
  /** `cared` has the demo caregiver on its care team, `other` has nobody. */
  const patient = {} as Record<'cared' | 'other', string>;
  const dose = {} as Record<'given' | 'refused' | 'held' | 'voided' | 'otherDrug' | 'otherPatient', string>;
  const task = {} as Record<'open' | 'done' | 'skipped' | 'assignedElsewhere' | 'otherPatient', string>;

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const get = async (slug: Slug, path: GetPath) => as[slug].get(path, await caughtUp());
  const ids = (rows: Row[]) => rows.map((row) => row.id).sort();
  const sorted = (...values: string[]) => [...values].sort();

  const recordDose = async (patientId: string, body: Record<string, unknown>) =>
    accepted(await as.caregiver.post(`/api/patients/${patientId}/medication-administrations`, { medicationName: 'Metoprolol', dose: '25 mg', ...body }), 201).id;
  const createTask = async (body: Record<string, unknown>) => accepted(await as.agency.post('/api/tasks', body), 201).id;

  beforeAll(async () => {
    stack = await startStack(database);
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
    const register = async () => accepted(await as.agency.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks' }), 201).id;
    [patient.cared, patient.other] = [await register(), await register()];
    accepted(await as.agency.post(`/api/patients/${patient.cared}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));

    dose.given = await recordDose(patient.cared, { scheduledAt: '2024-05-10T08:00:00Z', status: 1, administeredAt: '2024-05-10T08:05:00Z' });
    dose.refused = await recordDose(patient.cared, { scheduledAt: '2024-05-11T08:00:00Z', status: 1, administeredAt: '2024-05-11T08:10:00Z' });
    accepted(await as.agency.post(`/api/medication-administrations/${dose.refused}/correct`, { expectedVersion: 0, status: 2, reasonId: 2, comment: 'Tablet found uneaten' }));
    dose.held = await recordDose(patient.cared, { scheduledAt: '2024-05-12T08:00:00Z', status: 3, comment: 'Held per physician order' });
    dose.voided = await recordDose(patient.cared, { scheduledAt: '2024-05-13T08:00:00Z', status: 1, administeredAt: '2024-05-13T08:00:00Z' });
    accepted(await as.agency.post(`/api/medication-administrations/${dose.voided}/void`, { expectedVersion: 0, reason: 'Charted on the wrong patient' }));
    dose.otherDrug = await recordDose(patient.cared, { medicationName: 'Metformin', dose: '500 mg', scheduledAt: '2024-05-12T20:00:00Z', status: 1, administeredAt: '2024-05-12T20:00:00Z' });
    dose.otherPatient = accepted(
      await as.agency.post(`/api/patients/${patient.other}/medication-administrations`, { medicationName: 'Metoprolol', dose: '25 mg', scheduledAt: '2024-05-10T08:00:00Z', status: 1, administeredAt: '2024-05-10T08:00:00Z' }),
      201,
    ).id;

    task.open = await createTask({ patientId: patient.cared, title: 'Order supplies', dueDate: '2024-06-01' });
    task.done = await createTask({ patientId: patient.cared, title: 'Book the flu shot', dueDate: '2024-05-20', assigneeId: CAREGIVER_ID });
    accepted(await as.caregiver.post(`/api/tasks/${task.done}/complete`, { expectedVersion: 0, on: '2024-05-21' }));
    task.skipped = await createTask({ patientId: patient.cared, title: 'Renew the walker rental', dueDate: '2024-05-25' });
    accepted(await as.caregiver.post(`/api/tasks/${task.skipped}/mark-not-required`, { expectedVersion: 0, reason: 'In hospital' }));
    task.assignedElsewhere = await createTask({ patientId: patient.other, title: 'Check the grab bars', dueDate: '2024-06-03', assigneeId: CAREGIVER_ID });
    task.otherPatient = await createTask({ patientId: patient.other, title: 'Update the contacts', dueDate: '2024-06-04' });
  });
  afterAll(async () => stack?.stop());

  describe('medication records', () => {
    it("pages a patient's administration records, latest dose first, with their outcome", async () => {
      const all = await get('agency', `/api/patients/${patient.cared}/medications`);
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      expect(all.body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
      expect(all.body.data.map((row: Row) => row.id)).toEqual([dose.voided, dose.otherDrug, dose.held, dose.refused, dose.given]);
      const refused = all.body.data.find((row: Row) => row.id === dose.refused);
      expect(refused).toEqual({
        id: dose.refused,
        patientId: patient.cared,
        patientName: 'Rosa Parks',
        medicationName: 'Metoprolol',
        dose: '25 mg',
        scheduledAt: '2024-05-11T08:00:00Z',
        status: 2,
        reasonId: 2,
        comment: 'Tablet found uneaten',
        administeredAt: null,
        corrections: 1,
        voided: false,
        voidReason: null,
        recordedBy: CAREGIVER_ID,
        recordedByName: 'Carmen Caregiver',
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(all.body.data[0]).toMatchObject({ voided: true, voidReason: 'Charted on the wrong patient', version: 1 });
      const second = await get('agency', `/api/patients/${patient.cared}/medications?pageSize=2&page=2&sort=scheduledAt:asc`);
      expect(second.body.data.map((row: Row) => row.id)).toEqual([dose.held, dose.otherDrug]);
    });

    it('filters by status, by the days the doses were due (both included) and by voided', async () => {
      const base = `/api/patients/${patient.cared}/medications` as const;
      expect(ids((await get('agency', `${base}?status=1`)).body.data)).toEqual(sorted(dose.given, dose.voided, dose.otherDrug));
      expect(ids((await get('agency', `${base}?status=2`)).body.data)).toEqual([dose.refused]);
      expect(ids((await get('agency', `${base}?from=2024-05-11&to=2024-05-12`)).body.data)).toEqual(sorted(dose.refused, dose.held, dose.otherDrug));
      expect(ids((await get('agency', `${base}?from=2024-05-13`)).body.data)).toEqual([dose.voided]);
      expect(ids((await get('agency', `${base}?voided=false&status=1`)).body.data)).toEqual(sorted(dose.given, dose.otherDrug));
      expect((await get('agency', `${base}?voided=true`)).body.total).toBe(1);
    });

    it('shows one record with the administrations of the same medication for the patient', async () => {
      const one = await get('caregiver', `/api/medications/${dose.held}`);
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(one.body).toMatchObject({ id: dose.held, status: 3, comment: 'Held per physician order', medicationName: 'Metoprolol' });
      expect(one.body.administrations.map((row: Row) => row.id)).toEqual([dose.voided, dose.held, dose.refused, dose.given]);
      expect((await get('agency', `/api/medications/${dose.otherDrug}`)).body.administrations.map((row: Row) => row.id)).toEqual([dose.otherDrug]);
    });

    it('follows the patient access rules: care team, agency and admin read; others get 403', async () => {
      for (const slug of ['admin', 'agency', 'caregiver'] as const) {
        expect((await get(slug, `/api/patients/${patient.cared}/medications`)).status, slug).toBe(200);
      }
      expect((await get('caregiver', `/api/patients/${patient.other}/medications`)).status).toBe(403);
      expect((await get('caregiver', `/api/medications/${dose.otherPatient}`)).status).toBe(403);
      expect((await get('partner', `/api/patients/${patient.cared}/medications`)).status).toBe(403);
      expect((await get('provider', `/api/patients/${patient.cared}/medications`)).status, 'a provider of another agency').toBe(403);
      expect((await get('user', `/api/medications/${dose.given}`)).status).toBe(403);
      expect((await get('agency', `/api/patients/${randomUUID()}/medications`)).status).toBe(404);
      expect((await get('agency', `/api/medications/${randomUUID()}`)).status).toBe(404);
    });

    it('refuses bad parameters with 400 naming each one', async () => {
      const bad = await get('agency', `/api/patients/${patient.cared}/medications?status=5&from=2024-02-30&pageSize=101&voided=maybe&sort=dose`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['from', 'pageSize', 'sort', 'status', 'voided']);
      const backwards = await get('agency', `/api/patients/${patient.cared}/medications?from=2024-05-12&to=2024-05-11`);
      expect(backwards.body.errors).toEqual([{ path: 'to', message: 'must not be before from' }]);
      expect((await get('agency', '/api/patients/not-a-uuid/medications')).body.errors).toEqual([{ path: 'id', message: 'must be a UUID' }]);
      expect((await get('agency', '/api/medications/42')).status).toBe(400);
    });
  });

  describe('tasks', () => {
    it("lists a patient's tasks by due date, each with the state of its current occurrence", async () => {
      const all = await get('agency', `/api/patients/${patient.cared}/tasks`);
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      expect(all.body.data.map((row: Row) => row.id)).toEqual([task.done, task.skipped, task.open]);
      expect(all.body.data[0]).toEqual({
        id: task.done,
        patientId: patient.cared,
        patientName: 'Rosa Parks',
        title: 'Book the flu shot',
        description: null,
        dueDate: '2024-05-20',
        dueTime: null,
        state: 1,
        completedOn: '2024-05-21',
        recurrence: null,
        occurrence: 1,
        assigneeId: CAREGIVER_ID,
        assigneeName: demoUserBySlug('caregiver').name,
        createdBy: expect.any(String),
        createdByName: demoUserBySlug('agency').name,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(all.body.data[2]).toMatchObject({ id: task.open, assigneeId: null, assigneeName: null });
      expect(ids((await get('agency', `/api/patients/${patient.cared}/tasks?state=0`)).body.data)).toEqual([task.open]);
      expect(ids((await get('agency', `/api/patients/${patient.cared}/tasks?state=2`)).body.data)).toEqual([task.skipped]);
      expect(ids((await get('agency', `/api/patients/${patient.cared}/tasks?dueFrom=2024-05-21&dueTo=2024-06-01`)).body.data)).toEqual(sorted(task.skipped, task.open));
    });

    it('lists every task the user may read: staff their patients, a caregiver also what is assigned to them', async () => {
      const mine = [task.open, task.done, task.skipped, task.assignedElsewhere, task.otherPatient];
      expect(ids((await get('agency', '/api/tasks?pageSize=100')).body.data)).toEqual(sorted(...mine));
      expect(ids((await get('caregiver', '/api/tasks')).body.data)).toEqual(sorted(task.open, task.done, task.skipped, task.assignedElsewhere));
      expect(ids((await get('caregiver', `/api/tasks?assigneeId=${CAREGIVER_ID}&state=0`)).body.data)).toEqual([task.assignedElsewhere]);
      expect((await get('partner', '/api/tasks')).body).toMatchObject({ data: [], total: 0 });
      expect((await get('user', '/api/tasks')).body.total).toBe(0);
      expect((await get('user', `/api/patients/${patient.cared}/tasks`)).status).toBe(403);
      expect((await get('caregiver', `/api/patients/${patient.other}/tasks`)).status).toBe(403);
    });

    it("narrows the user's own list to one patient: a caregiver reaches the tasks assigned to her where the patient's list refuses her", async () => {
      expect(ids((await get('caregiver', `/api/tasks?patientId=${patient.other}`)).body.data)).toEqual([task.assignedElsewhere]);
      expect(ids((await get('caregiver', `/api/tasks?patientId=${patient.cared.toUpperCase()}`)).body.data)).toEqual(sorted(task.open, task.done, task.skipped));
      expect(ids((await get('agency', `/api/tasks?patientId=${patient.other}`)).body.data)).toEqual(sorted(task.assignedElsewhere, task.otherPatient));
      expect((await get('partner', `/api/tasks?patientId=${patient.other}`)).body).toMatchObject({ data: [], total: 0 });
      expect((await get('admin', '/api/tasks?dueFrom=2024-06-03&sort=dueDate:desc')).body.data.map((row: Row) => row.id)).toEqual([task.otherPatient, task.assignedElsewhere]);
    });

    it('refuses bad parameters with 400 naming each one', async () => {
      const bad = await get('agency', '/api/tasks?state=3&dueFrom=tomorrow&assigneeId=me&patientId=rosa&page=0');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['assigneeId', 'dueFrom', 'page', 'patientId', 'state']);
      expect((await get('agency', '/api/tasks?dueFrom=2024-06-02&dueTo=2024-06-01')).body.errors).toEqual([{ path: 'dueTo', message: 'must not be before dueFrom' }]);
    });
  });

  it('documents the calls in OpenAPI', async () => {
    const document = (await as.agency.getUndocumented('/api/docs-json')).body;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/patients/{id}/medications', '/api/medications/{id}', '/api/patients/{id}/tasks', '/api/tasks']));
    expect(document.paths['/api/tasks'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['state', 'dueFrom', 'dueTo', 'patientId']));
  });
});
