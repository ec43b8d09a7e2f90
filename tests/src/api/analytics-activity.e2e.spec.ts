import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DoseOutcome,
  NoteActivity,
  Role,
  TaskActivity,
  analyticsAnswer,
  analyticsChangesAnswer,
  analyticsDrillAnswer,
  type AnalyticsAnswer,
  type AdministrationOutcome,
  type AnalyticsQuestionInput,
  type MedicationEvent,
  type NoteEvent,
  type PaymentCreated,
  type RoleId,
  type TaskEvent,
} from '@careledger/domain';
import { openEventStore, type EventStore, type NewEvent } from '@careledger/storage';
import type { ApiClient } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
/** 2019, years before any demo record: what these tests append is all there is in these months. */
const QUARTER = { from: '2019-01-01', to: '2019-03-31', interval: 'month' } as const;
const MONTHS = ['2019-01-01', '2019-02-01', '2019-03-01'];

const metadata = (occurredAt: string, actorRole: RoleId = Role.ADMIN): NewEvent['metadata'] => ({
  actorId: randomUUID(),
  actorRole,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt,
  schemaVersion: 1,
});

const given: Omit<AdministrationOutcome, 'administeredAt'> = { status: 1, reasonId: null, comment: null };

describe.each(testDatabases())('analytics of tasks, notes, doses and bills on $name', (database) => {
  let stack: RunningStack;
  let store: EventStore;
  let admin: ApiClient;
  let agency: ApiClient;
  const patientId = randomUUID();
  const doses = { corrected: randomUUID(), missed: randomUUID(), voided: randomUUID() };
  let beforeCorrection: number;
  let payer: { id: string; name: string };

  const append = async (streamId: string, events: NewEvent[]) => {
    await store.append(streamId, events, 'any');
  };
  const answerOf = async (question: AnalyticsQuestionInput, client: ApiClient = admin): Promise<AnalyticsAnswer> => {
    const response = await client.post('/api/analytics/query', question, { headers: { 'x-min-position': String(await stack.headPosition()) } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return analyticsAnswer.parse(response.body);
  };
  const pointsOf = (answer: AnalyticsAnswer, key: string) => answer.series.find((series) => series.key === key)?.points.map((point) => point.value);

  beforeAll(async () => {
    stack = await startStack(database);
    admin = await stack.as('admin');
    agency = await stack.as('agency');
    store = await openEventStore(stack.careledger.db);
    await append(`patient-${patientId}`, [
      { type: 'PatientRegistered', data: { patientId, firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: null, agencyId: DEMO_AGENCY_ID, partnerId: DEMO_PARTNER_ID, createdBy: 'admin' }, metadata: metadata('2018-12-01T00:00:00.000Z') },
    ]);

    const taskId = randomUUID();
    const task = (event: TaskEvent, at: string): NewEvent => ({ ...event, metadata: metadata(at, Role.CAREGIVER) });
    await append(`task-${taskId}`, [
      task({ type: 'TaskCreated', data: { taskId, patientId, title: 'Walk', description: null, dueDate: '2019-01-20', recurrence: null, assigneeId: null, createdBy: 'agency' } }, '2019-01-05T10:00:00.000Z'),
      task({ type: 'TaskCompleted', data: { taskId, dueDate: '2019-01-20', completedOn: '2019-02-02', completedBy: 'caregiver' } }, '2019-02-02T10:00:00.000Z'),
      task({ type: 'TaskReopened', data: { taskId, previousState: 1 } }, '2019-02-03T10:00:00.000Z'),
      task({ type: 'TaskMarkedNotRequired', data: { taskId, dueDate: '2019-01-20', reason: null, markedBy: 'agency', endsRecurrence: false } }, '2019-03-04T10:00:00.000Z'),
    ]);

    const noteId = randomUUID();
    const note = (event: NoteEvent, at: string, role: RoleId): NewEvent => ({ ...event, metadata: metadata(at, role) });
    await append(`note-${noteId}`, [
      note(
        { type: 'NoteCreated', data: { noteId, subject: { kind: 'patient', patientId }, authorId: randomUUID(), authorAgencyId: DEMO_AGENCY_ID, authorPartnerId: null, noteTypeId: 1, noteTemplateId: null, dateOfService: '2019-01-07', body: 'Slept well.', visibility: 1, isDraft: true, createdAt: '2019-01-07T09:00:00.000Z' } },
        '2019-01-07T09:00:00.000Z',
        Role.AGENCY,
      ),
      note({ type: 'NotePublished', data: { noteId, publishedAt: '2019-01-08T09:00:00.000Z' } }, '2019-01-08T09:00:00.000Z', Role.AGENCY),
      note({ type: 'NoteTextInserted', data: { noteId, targetId: noteId, offset: 0, text: 'Late: ', by: 'admin', at: '2019-02-10T09:00:00.000Z' } }, '2019-02-10T09:00:00.000Z', Role.ADMIN),
    ]);

    const dose = (event: MedicationEvent, at: string): NewEvent => ({ ...event, metadata: metadata(at, Role.CAREGIVER) });
    const recorded = (administrationId: string, scheduledAt: string, outcome: Omit<AdministrationOutcome, 'administeredAt'>) =>
      dose({ type: 'MedicationAdministrationRecorded', data: { administrationId, patientId, medicationName: 'Metformin', dose: '500 mg', scheduledAt, recordedBy: 'caregiver', ...outcome, administeredAt: outcome.status === 1 ? scheduledAt : null } }, scheduledAt);
    // Given on January 10th, as first recorded; corrected in March to refused.
    await append(`medication-${doses.corrected}`, [recorded(doses.corrected, '2019-01-10T08:00:00.000Z', given)]);
    await append(`medication-${doses.missed}`, [recorded(doses.missed, '2019-01-11T08:00:00.000Z', { status: 2, reasonId: 4, comment: 'Asleep' })]);
    await append(`medication-${doses.voided}`, [recorded(doses.voided, '2019-02-11T08:00:00.000Z', given)]);
    await append(`medication-${doses.voided}`, [dose({ type: 'MedicationAdministrationVoided', data: { administrationId: doses.voided, reason: 'Wrong patient', voidedBy: 'admin' } }, '2019-02-12T08:00:00.000Z')]);
    beforeCorrection = await stack.headPosition();
    const refused = { status: 2, reasonId: 2, comment: null, administeredAt: null } as const;
    await append(`medication-${doses.corrected}`, [
      dose({ type: 'MedicationAdministrationCorrected', data: { administrationId: doses.corrected, ...refused, previous: { ...given, administeredAt: '2019-01-10T08:00:00.000Z' }, correctedBy: 'admin' } }, '2019-03-15T08:00:00.000Z'),
    ]);

    const { rows } = await stack.careledger.db.query<{ id: string; name: string }>(`SELECT id::text AS id, name FROM logins WHERE role_id = ${Role.USER} ORDER BY created_at LIMIT 1`);
    payer = rows[0]!;
    const bill = (paymentId: string, totalCents: number, at: string): NewEvent => ({
      type: 'PaymentCreated',
      data: {
        paymentId, subscriptionId: randomUUID(), patientId, userId: payer.id, periodStart: at.slice(0, 10), periodEnd: at.slice(0, 10), quantity: 1,
        unitPriceCents: totalCents, taxRateBasisPoints: 0, collectionMode: 'send_invoice', cardType: null, createdBy: 'admin', amountCents: totalCents, taxCents: 0, totalCents,
      } satisfies PaymentCreated['data'],
      metadata: metadata(at),
    });
    for (const [cents, at] of [[12_500, '2019-01-31T12:00:00.000Z'], [7_250, '2019-01-15T12:00:00.000Z'], [30_000, '2019-03-01T12:00:00.000Z']] as const) {
      const paymentId = randomUUID();
      await append(`payment-${paymentId}`, [bill(paymentId, cents, at)]);
    }
    await stack.waitForProjections();
  }, 400_000);
  afterAll(() => stack?.stop());

  it('counts what happened to tasks by what it was, month by month', async () => {
    const answer = await answerOf({ measure: 'task.occurred', ...QUARTER, groupBy: 'status' });
    expect(pointsOf(answer, String(TaskActivity.CREATED))).toEqual([1, 0, 0]);
    expect(pointsOf(answer, String(TaskActivity.COMPLETED))).toEqual([0, 1, 0]);
    expect(pointsOf(answer, String(TaskActivity.REOPENED))).toEqual([0, 1, 0]);
    expect(pointsOf(answer, String(TaskActivity.NOT_REQUIRED))).toEqual([0, 0, 1]);
    expect(answer.series.find((series) => series.key === String(TaskActivity.NOT_REQUIRED))?.label).toBe('Marked not required');
    expect(answer.total).toBe(4);
  });

  it('counts notes created, published and amended, split by the role of whoever did it, named', async () => {
    const answer = await answerOf({ measure: 'note.occurred', ...QUARTER, groupBy: 'authorRole' });
    expect(answer.series.map((series) => series.label).sort()).toEqual(['Administrator', 'Agency']);
    expect(pointsOf(answer, String(Role.AGENCY))).toEqual([2, 0, 0]);
    expect(pointsOf(answer, String(Role.ADMIN))).toEqual([0, 1, 0]);
    const amended = await answerOf({ measure: 'note.occurred', ...QUARTER, filters: { status: [NoteActivity.AMENDED] } });
    expect(amended.total).toBe(1);
    const spanish = await admin.post('/api/analytics/query?locale=es-ES', { measure: 'note.occurred', ...QUARTER, groupBy: 'authorRole' });
    expect((spanish.body as AnalyticsAnswer).series.map((series) => series.label).sort()).toEqual(['Administrador', 'Agencia']);
  });

  it('counts doses by their outcome as last corrected, by when they were due; a voided dose counts nowhere', async () => {
    const answer = await answerOf({ measure: 'dose.occurred', ...QUARTER, groupBy: 'status' });
    expect(pointsOf(answer, String(DoseOutcome.REFUSED))).toEqual([1, 0, 0]);
    expect(pointsOf(answer, String(DoseOutcome.MISSED))).toEqual([1, 0, 0]);
    expect(pointsOf(answer, String(DoseOutcome.GIVEN))).toBeUndefined();
    expect(answer.total).toBe(2);
  });

  it('answers as of a position before the correction what it answered then, and lists what the correction changed', async () => {
    const then = await answerOf({ measure: 'dose.occurred', ...QUARTER, groupBy: 'status', asOf: { position: beforeCorrection } });
    expect(pointsOf(then, String(DoseOutcome.GIVEN))).toEqual([1, 0, 0]);
    expect(pointsOf(then, String(DoseOutcome.REFUSED))).toBeUndefined();
    // The voided dose had already been voided: it is not there then either.
    expect(then.total).toBe(2);

    const response = await admin.post('/api/analytics/changes', { question: { measure: 'dose.occurred', ...QUARTER }, since: beforeCorrection });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const changes = analyticsChangesAnswer.parse(response.body);
    expect(changes.data.map(({ move, statusLabel, recordId, eventType, streamId }) => ({ move, statusLabel, recordId, eventType, streamId }))).toEqual([
      { move: 'arrived', statusLabel: 'Refused', recordId: doses.corrected, eventType: 'MedicationAdministrationCorrected', streamId: `medication-${doses.corrected}` },
      { move: 'left', statusLabel: 'Given', recordId: doses.corrected, eventType: 'MedicationAdministrationCorrected', streamId: `medication-${doses.corrected}` },
    ]);
  });

  it('drills into a dose point: as many records as its count, the corrected dose among them', async () => {
    const question = { measure: 'dose.occurred', ...QUARTER, groupBy: 'status' } as const;
    const response = await admin.post('/api/analytics/drill', { question, at: MONTHS[0], key: String(DoseOutcome.REFUSED) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const drill = analyticsDrillAnswer.parse(response.body);
    expect(drill.total).toBe(1);
    expect(drill.data[0]).toMatchObject({ recordId: doses.corrected, machine: 'dose', statusLabel: 'Refused', at: '2019-01-10T08:00:00.000Z' });
  });

  it('sums the amounts billed, in the billing currency, split by payer by name', async () => {
    const sums = await answerOf({ measure: 'payment.amount', statistic: 'sum', ...QUARTER, groupBy: 'payer' });
    expect(sums.unit).toBe('money');
    expect(sums.currency).toBe('CAD');
    expect(sums.series.map((series) => series.label)).toEqual([payer.name]);
    expect(pointsOf(sums, payer.id)).toEqual([19_750, null, 30_000]);
    expect(sums.total).toBe(49_750);
    const median = await answerOf({ measure: 'payment.amount', statistic: 'median', ...QUARTER });
    expect(median.total).toBe(12_500);
    const drill = analyticsDrillAnswer.parse((await admin.post('/api/analytics/drill', { question: { measure: 'payment.amount', statistic: 'sum', ...QUARTER }, at: MONTHS[0], key: 'all' })).body);
    expect(drill.data.map((fact) => fact.amount).sort()).toEqual([12_500, 7_250]);
  });

  it('scopes the facts like every other read: the demo agency sees its patient’s doses', async () => {
    const answer = await answerOf({ measure: 'dose.occurred', ...QUARTER }, agency);
    expect(answer.total).toBe(2);
  });

  it('refuses what a measure cannot answer, naming the field', async () => {
    const sum = await admin.post('/api/analytics/query', { measure: 'task.occurred', statistic: 'sum', ...QUARTER });
    expect(sum.status).toBe(400);
    expect(JSON.stringify(sum.body)).toContain('statistic');
    const role = await admin.post('/api/analytics/query', { measure: 'note.occurred', ...QUARTER, filters: { authorRole: [99] } });
    expect(role.status).toBe(400);
    expect(JSON.stringify(role.body)).toContain('filters.authorRole');
    const payerOnTasks = await admin.post('/api/analytics/query', { measure: 'task.occurred', ...QUARTER, groupBy: 'payer' });
    expect(payerOnTasks.status).toBe(400);
    expect(JSON.stringify(payerOnTasks.body)).toContain('groupBy');
  });
});
