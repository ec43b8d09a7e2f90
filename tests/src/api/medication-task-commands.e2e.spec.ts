import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted, lastEventData, refusedWithoutEvents, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const dose = { medicationName: 'Metoprolol', dose: '25 mg', scheduledAt: '2024-05-10T08:00:00Z' };
const given = { ...dose, status: 1, administeredAt: '2024-05-10T08:05:00Z' };

describe.each(testDatabases())('medication and task commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let agency: ApiClient;
  let caregiver: ApiClient;
  let family: ApiClient;
  let partner: ApiClient;
  let provider: ApiClient;
  /** A patient of the demo agency with the demo caregiver on its care team. */
  let patientId: string;
  /** A patient of the demo agency whose care team is empty. */
  let otherPatientId: string;

  beforeAll(async () => {
    stack = await startStack(database);
    [agency, caregiver, family, partner, provider] = await Promise.all([stack.as('agency'), stack.as('caregiver'), stack.as('user'), stack.as('partner'), stack.as('provider')]);
    const register = async () => accepted(await agency.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks' }), 201).id;
    [patientId, otherPatientId] = [await register(), await register()];
    accepted(await agency.post(`/api/patients/${patientId}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));
  });
  afterAll(async () => stack?.stop());

  const recordDose = async (client: ApiClient = caregiver, body: Record<string, unknown> = given, patient = patientId) =>
    accepted(await client.post(`/api/patients/${patient}/medication-administrations`, body), 201);

  describe('medication administrations', () => {
    it('records a dose under its patient, corrects it keeping the original, and voids it', async () => {
      const missed = await recordDose(caregiver, { ...dose, status: 2, reasonId: 4, comment: 'Asleep at dose time' });
      const corrected = accepted(await caregiver.post(`/api/medication-administrations/${missed.id}/correct`, { expectedVersion: 0, status: 1, administeredAt: '2024-05-10T09:30:00Z' }));
      expect(corrected).toMatchObject({ id: missed.id, version: 1 });
      expect(await lastEventData(stack, `medication-${missed.id}`)).toMatchObject({
        status: 1,
        reasonId: null,
        administeredAt: '2024-05-10T09:30:00Z',
        previous: { status: 2, reasonId: 4, comment: 'Asleep at dose time', administeredAt: null },
      });
      accepted(await agency.post(`/api/medication-administrations/${missed.id}/void`, { expectedVersion: 1, reason: 'Charted on the wrong patient' }));
      expect(await streamEventTypes(stack, `medication-${missed.id}`)).toEqual([
        'MedicationAdministrationRecorded',
        'MedicationAdministrationCorrected',
        'MedicationAdministrationVoided',
      ]);
      const held = await recordDose(agency, { ...dose, status: 3, comment: 'Held pending lab results' });
      expect(await lastEventData(stack, `medication-${held.id}`)).toMatchObject({ patientId, status: 3, recordedBy: '00000000-0000-4000-8000-000000000003' });
    });

    it('answers 400 naming the field of each broken rule, and stores nothing', async () => {
      const post = (body: Record<string, unknown>) => refusedWithoutEvents(stack, () => caregiver.post(`/api/patients/${patientId}/medication-administrations`, body));
      const errorsOf = async (body: Record<string, unknown>) => {
        const response = await post(body);
        expect(response.status).toBe(400);
        return response.body.errors;
      };
      expect(await errorsOf({ ...dose, status: 2 })).toEqual([{ path: 'reasonId', message: 'is required when status is 2 (Not administered)' }]);
      expect(await errorsOf({ ...dose, status: 2, reasonId: 5 })).toEqual([
        { path: 'comment', message: 'is required when reasonId is 4 (Missed dose) or 5 (Held for parameters)' },
      ]);
      expect(await errorsOf({ ...given, reasonId: 1 })).toEqual([{ path: 'reasonId', message: 'is only allowed when status is 2 (Not administered)' }]);
      expect(await errorsOf({ ...given, administeredAt: inAnHour() })).toEqual([{ path: 'administeredAt', message: 'must not be in the future' }]);
      expect(await errorsOf({ medicationName: '', status: 9, scheduledAt: 'tomorrow', extra: 1 })).toEqual(
        expect.arrayContaining([
          { path: 'medicationName', message: 'must not be empty' },
          { path: 'dose', message: 'is required' },
          { path: 'scheduledAt', message: 'must be an ISO-8601 date-time with a time zone' },
          { path: 'status', message: 'must be a medication administration status: 1, 2, 3 or 4' },
          { path: 'extra', message: 'is not an allowed field' },
        ]),
      );
      const recorded = await recordDose();
      const correction = await refusedWithoutEvents(stack, () => caregiver.post(`/api/medication-administrations/${recorded.id}/correct`, { expectedVersion: 0, status: 2, reasonId: 4 }));
      expect(correction.status).toBe(400);
      expect(correction.body.errors).toEqual([{ path: 'comment', message: 'is required when reasonId is 4 (Missed dose) or 5 (Held for parameters)' }]);
    });

    it('refuses with 403 who may not record for this patient, and stores nothing', async () => {
      const familyPatient = accepted(await family.post('/api/patients', { firstName: 'Ida', lastName: 'Wells' }), 201).id;
      const forbidden = async (client: ApiClient, patient: string) => (await refusedWithoutEvents(stack, () => client.post(`/api/patients/${patient}/medication-administrations`, given))).status;
      expect(await forbidden(family, familyPatient)).toBe(403);
      expect(await forbidden(partner, patientId)).toBe(403);
      expect(await forbidden(provider, patientId)).toBe(403);
      expect(await forbidden(caregiver, otherPatientId)).toBe(403);
      const recorded = await recordDose(agency, given, otherPatientId);
      const correction = await refusedWithoutEvents(stack, () => caregiver.post(`/api/medication-administrations/${recorded.id}/void`, { expectedVersion: 0, reason: 'Not mine' }));
      expect(correction.status).toBe(403);
    });

    it('answers 404 for an unknown record, 409 for a stale version, 422 for a broken rule', async () => {
      const unknown = await refusedWithoutEvents(stack, () => caregiver.post(`/api/medication-administrations/${randomUUID()}/void`, { expectedVersion: 0, reason: 'x' }));
      expect(unknown.status).toBe(404);
      const noPatient = await refusedWithoutEvents(stack, () => caregiver.post(`/api/patients/${randomUUID()}/medication-administrations`, given));
      expect([noPatient.status, noPatient.body.code]).toEqual([422, 'patient_not_found']);
      const recorded = await recordDose();
      const stale = await refusedWithoutEvents(stack, () => caregiver.post(`/api/medication-administrations/${recorded.id}/void`, { expectedVersion: 4, reason: 'Duplicate' }));
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ expectedVersion: 4, actualVersion: 0 });
      const unchanged = await refusedWithoutEvents(stack, () => caregiver.post(`/api/medication-administrations/${recorded.id}/correct`, { expectedVersion: 0, status: 1, administeredAt: given.administeredAt }));
      expect([unchanged.status, unchanged.body.code]).toEqual([422, 'correction_unchanged']);
      accepted(await caregiver.post(`/api/medication-administrations/${recorded.id}/void`, { expectedVersion: 0, reason: 'Duplicate' }));
      const afterVoid = await refusedWithoutEvents(stack, () => caregiver.post(`/api/medication-administrations/${recorded.id}/correct`, { expectedVersion: 1, status: 3 }));
      expect([afterVoid.status, afterVoid.body.code]).toEqual([422, 'medication_administration_voided']);
    });
  });

  describe('tasks', () => {
    const createTask = async (body: Record<string, unknown> = {}, client: ApiClient = agency) =>
      accepted(await client.post('/api/tasks', { patientId, title: 'Order supplies', dueDate: '2024-01-31', ...body }), 201);

    it('completes a recurring task, making the next occurrence due, and runs the other actions', async () => {
      const task = await createTask({ recurrence: { type: 1, dayOfMonth: 31 }, assigneeId: CAREGIVER_ID });
      const completed = accepted(await caregiver.post(`/api/tasks/${task.id}/complete`, { expectedVersion: 0, on: '2024-02-01' }));
      expect(completed.version).toBe(2);
      expect(await lastEventData(stack, `task-${task.id}`)).toEqual({ taskId: task.id, dueDate: '2024-02-29', previousDueDate: '2024-01-31' });
      accepted(await agency.post(`/api/tasks/${task.id}/reschedule`, { expectedVersion: 2, dueDate: '2024-03-01' }));
      accepted(await caregiver.post(`/api/tasks/${task.id}/mark-not-required`, { expectedVersion: 3, reason: 'In hospital', endRecurrence: true }));
      accepted(await agency.post(`/api/tasks/${task.id}/reopen`, { expectedVersion: 4 }));
      accepted(await agency.post(`/api/tasks/${task.id}/assign`, { expectedVersion: 5, assigneeId: null }));
      expect(await streamEventTypes(stack, `task-${task.id}`)).toEqual([
        'TaskCreated',
        'TaskCompleted',
        'TaskRecurred',
        'TaskRescheduled',
        'TaskMarkedNotRequired',
        'TaskReopened',
        'TaskAssigned',
      ]);
    });

    it('answers 400 naming each bad field, and stores nothing', async () => {
      const bad = await refusedWithoutEvents(stack, () => agency.post('/api/tasks', { patientId, title: '', dueDate: '2024-02-30', recurrence: { type: 4 }, extra: 1 }));
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'title', message: 'must not be empty' },
          { path: 'dueDate', message: 'must be a date, YYYY-MM-DD' },
          { path: 'extra', message: 'is not an allowed field' },
        ]),
      );
      const custom = await refusedWithoutEvents(stack, () => agency.post('/api/tasks', { patientId, title: 'x', dueDate: '2024-02-01', recurrence: { type: 4 } }));
      expect(custom.body.errors).toEqual([{ path: 'recurrence.everyDays', message: 'is required with type 4 (custom), unless dates are listed' }]);
      const task = await createTask();
      const future = await refusedWithoutEvents(stack, () => agency.post(`/api/tasks/${task.id}/complete`, { expectedVersion: 0, on: '2999-01-01' }));
      expect([future.status, future.body.errors]).toEqual([400, [{ path: 'on', message: 'must not be later than today' }]]);
    });

    it('lets caregivers carry out tasks on their patients or assigned to them, nothing more (403)', async () => {
      expect((await refusedWithoutEvents(stack, () => caregiver.post('/api/tasks', { patientId, title: 'x', dueDate: '2024-02-01' }))).status).toBe(403);
      const onTeam = await createTask();
      expect((await refusedWithoutEvents(stack, () => caregiver.post(`/api/tasks/${onTeam.id}/reschedule`, { expectedVersion: 0, dueDate: '2024-02-02' }))).status).toBe(403);
      expect((await refusedWithoutEvents(stack, () => family.post(`/api/tasks/${onTeam.id}/complete`, { expectedVersion: 0 }))).status).toBe(403);
      expect((await refusedWithoutEvents(stack, () => provider.post(`/api/tasks/${onTeam.id}/complete`, { expectedVersion: 0 }))).status).toBe(403);
      accepted(await caregiver.post(`/api/tasks/${onTeam.id}/complete`, { expectedVersion: 0 }));
      const elsewhere = await createTask({ patientId: otherPatientId });
      expect((await refusedWithoutEvents(stack, () => caregiver.post(`/api/tasks/${elsewhere.id}/complete`, { expectedVersion: 0 }))).status).toBe(403);
      const assigned = await createTask({ patientId: otherPatientId, assigneeId: CAREGIVER_ID });
      accepted(await caregiver.post(`/api/tasks/${assigned.id}/mark-not-required`, { expectedVersion: 0 }));
    });

    it('answers 404 for an unknown task, 409 for a stale version, 422 for a broken rule', async () => {
      expect((await refusedWithoutEvents(stack, () => agency.post(`/api/tasks/${randomUUID()}/complete`, { expectedVersion: 0 }))).status).toBe(404);
      const task = await createTask();
      const stale = await refusedWithoutEvents(stack, () => agency.post(`/api/tasks/${task.id}/complete`, { expectedVersion: 2 }));
      expect(stale.status).toBe(409);
      accepted(await agency.post(`/api/tasks/${task.id}/complete`, { expectedVersion: 0 }));
      const twice = await refusedWithoutEvents(stack, () => agency.post(`/api/tasks/${task.id}/complete`, { expectedVersion: 1 }));
      expect([twice.status, twice.body.code]).toEqual([422, 'task_not_open']);
    });
  });
});

describe.each(testDatabases())('medication and task demo data on $name', (database) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack(database, { patients: 40 });
  });
  afterAll(async () => stack?.stop());

  it('seeds doses of every outcome and tasks that advance', async () => {
    const { rows } = await stack.careledger.db.query<{ type: string; n: number | string }>(
      "SELECT type, count(*) AS n FROM events WHERE type LIKE 'MedicationAdministration%' OR type LIKE 'Task%' GROUP BY type",
    );
    const counts = Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]));
    expect(counts.MedicationAdministrationRecorded).toBeGreaterThan(50);
    expect(counts.MedicationAdministrationCorrected).toBeGreaterThan(0);
    expect(counts.TaskCreated).toBe(40);
    for (const type of ['TaskCompleted', 'TaskRecurred', 'TaskMarkedNotRequired']) expect(counts[type], type).toBeGreaterThan(0);
    const { rows: statuses } = await stack.careledger.db.query<{ status: number | string }>(
      "SELECT DISTINCT (data->>'status') AS status FROM events WHERE type = 'MedicationAdministrationRecorded' ORDER BY 1",
    );
    expect(statuses.map((row) => Number(row.status))).toEqual([1, 2, 3, 4]);
  });
});
