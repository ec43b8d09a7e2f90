import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { BillingFrequency, DoseOutcome, MembershipProduct, NoteActivity, PaymentCollectionMode, Recurrence, ReferralReportMetric, RoundingRule, TaskActivity, UnitOfMeasure, type ReferralMilestone, type SubscriptionEvent, type CardBatchEvent, type MedicationEvent, type NoteEvent, type PatientEvent, type PaymentEvent, type PostingEvent, type ReferralEvent, type TaskEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { assessment } from '../testing/assessment-events';
import { caregiver } from '../testing/caregiver-examples';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { statusDurationProjector } from './status-duration-projector';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const OTHER_AGENCY = '00000000-0000-4000-8000-0000000000a2';
const PARTNER = '00000000-0000-4000-8000-0000000000b1';
const ORDER = 'machine, record_id, seq';

type Dimensions = { agency_id?: string; partner_id?: string; care_service?: string; province?: string; city?: string; profession?: string };

/** A stay as a row, entered at the log position `enteredPosition`: `left` and `next` only once it ended, at the event at `end.position`. */
const stay = (
  machine: string,
  recordId: string,
  seq: number,
  status: number,
  [enteredAt, enteredPosition]: [string, number],
  end: { left: string; next: number; seconds: number; position: number } | null,
  dims: Dimensions = {},
) => ({
  machine,
  record_id: recordId,
  seq,
  status,
  entered_at: enteredAt,
  left_at: end?.left ?? null,
  next_status: end?.next ?? null,
  seconds: end?.seconds ?? null,
  agency_id: dims.agency_id ?? '',
  partner_id: dims.partner_id ?? '',
  care_service: dims.care_service ?? '',
  province: dims.province ?? '',
  city: dims.city ?? '',
  profession: dims.profession ?? '',
  entered_position: enteredPosition,
  left_position: end?.position ?? null,
});

const patient = (patientId: string = randomUUID()) => {
  const on = (event: PatientEvent, at: string) => given(`patient-${patientId}`, event, at);
  return {
    id: patientId,
    registered: (at: string, agencyId: string | null, partnerId: string | null) =>
      on({ type: 'PatientRegistered', data: { patientId, firstName: 'Rosa', lastName: 'Diaz', dateOfBirth: '1941-05-02', agencyId, partnerId, createdBy: 'user-1' } }, at),
    assignedTo: (at: string, agencyId: string) => on({ type: 'PatientAssignedToAgency', data: { patientId, agencyId, previousAgencyId: null } }, at),
    movedTo: (at: string, province: string, city: string) =>
      on({
        type: 'PatientDemographicsUpdated',
        data: { patientId, firstName: 'Rosa', lastName: 'Diaz', dateOfBirth: '1941-05-02', gender: null, phone: null, address: { street: null, city, province, postalCode: null, country: 'CA' } },
      }, at),
  };
};

const posting = (patientId: string, postingId: string = randomUUID()) => {
  const on = (event: PostingEvent, at: string) => given(`posting-${postingId}`, event, at);
  const ref = { postingId };
  return {
    id: postingId,
    created: (at: string) =>
      on({
        type: 'PostingCreated',
        data: {
          ...ref, patientId, agencyId: AGENCY, careServiceId: 3, schedule: { days: [1], startTime: '08:00', endTime: '12:00' },
          startDate: '2026-04-01', endDate: '2026-06-30', description: null, createdBy: 'user-1',
        },
      }, at),
    published: (at: string) => on({ type: 'PostingPublished', data: ref }, at),
    held: (at: string) => on({ type: 'PostingHeld', data: { ...ref, reason: 'Waiting for the family' } }, at),
    unheld: (at: string) => on({ type: 'PostingUnheld', data: ref }, at),
    extended: (at: string) => on({ type: 'PostingExtended', data: { ...ref, endDate: '2026-07-31', previousEndDate: '2026-06-30' } }, at),
  };
};

const referral = (patientId: string, referralId: string = randomUUID()) => {
  const on = (event: ReferralEvent, at: string) => given(`referral-${referralId}`, event, at);
  const ref = { referralId };
  return {
    id: referralId,
    opened: (at: string) => on({ type: 'ReferralOpened', data: { ...ref, patientId, partnerId: PARTNER, hubId: null, createdBy: 'user-1', openedOn: at.slice(0, 10) } }, at),
    held: (at: string) => on({ type: 'ReferralHeld', data: { ...ref, reason: 'Hospital stay' } }, at),
    closed: (at: string) => on({ type: 'ReferralClosed', data: { ...ref, reasonId: 1, comment: null, dischargeDate: at.slice(0, 10), previousStatus: 2 } }, at),
    dated: (at: string, milestone: ReferralMilestone, date: string, previousDate: string | null = null) => on({ type: 'ReferralMilestoneRecorded', data: { ...ref, milestone, date, previousDate } }, at),
  };
};

const subscription = (patientId: string, subscriptionId: string = randomUUID()) => {
  const on = (event: SubscriptionEvent, at: string) => given(`subscription-${subscriptionId}`, event, at);
  return {
    id: subscriptionId,
    subscribed: (at: string, unitPriceCents: number, startDate: string) =>
      on({
        type: 'Subscribed',
        data: {
          subscriptionId, patientId, userId: null, productId: randomUUID(), membershipCode: MembershipProduct.REMOTE_MONITORING, unitPriceCents, unitOfMeasure: UnitOfMeasure.MONTHLY,
          taxRateId: randomUUID(), taxRateBasisPoints: 0, billingFrequency: BillingFrequency.MONTHLY, collectionMode: PaymentCollectionMode.SEND_INVOICE, cardType: null,
          recurrence: Recurrence.MONTHLY_SAME_DATE, roundingRule: RoundingRule.NEAREST_INCREMENT, roundingIncrementCents: 1, startDate, subscribedBy: 'user-1',
        },
      }, at),
    cancelled: (at: string, effectiveDate: string) => on({ type: 'SubscriptionCancelled', data: { subscriptionId, effectiveDate, reason: null } }, at),
  };
};

const payment = (patientId: string | null, paymentId: string = randomUUID()) => ({
  id: paymentId,
  created: (at: string) =>
    given(`payment-${paymentId}`, {
      type: 'PaymentCreated',
      data: {
        paymentId, subscriptionId: randomUUID(), patientId, userId: null, periodStart: '2026-03-01', periodEnd: '2026-03-31', quantity: 1,
        unitPriceCents: 1000, taxRateBasisPoints: 0, amountCents: 1000, taxCents: 0, totalCents: 1000, collectionMode: 'charge_automatically',
        cardType: 'VISA', createdBy: 'user-1',
      },
    } satisfies PaymentEvent, at),
});

const cardBatch = (cardBatchId: string = randomUUID()) => {
  const on = (event: CardBatchEvent, at: string) => given(`cardbatch-${cardBatchId}`, event, at);
  return {
    settled: (at: string, paymentIds: string[]) => on({ type: 'CardBatchSettled', data: { cardBatchId, paymentIds } }, at),
    voided: (at: string, paymentIds: string[]) => on({ type: 'CardBatchVoided', data: { cardBatchId, paymentIds, reason: null } }, at),
  };
};

describe.each(testDatabases())('status durations read model on $name', (testDatabase) => {
  const spec = projectionSpec(statusDurationProjector, testDatabase);

  it.each([1, 1_000])('keeps one stay per status an assessment passes through, closed when it leaves, in batches of %i', async (batchSize) => {
    const a = assessment();
    await spec
      .given(
        a.created('2026-03-01T09:00:00.000Z'),
        a.scheduled('2026-03-01T10:30:00.000Z', '2026-03-03T09:00:00.000Z'),
        a.rescheduled('2026-03-02T08:00:00.000Z', '2026-03-04T09:00:00.000Z', '2026-03-03T09:00:00.000Z'),
        a.approved('2026-03-04T10:30:00.000Z'),
        a.activated('2026-03-05T10:30:00.000Z'),
        a.completed('2026-03-15T10:30:00.500Z'),
      )
      .then(
        (at) => [
          stay('assessment', a.id, 0, 1, ['2026-03-01T09:00:00.000Z', at[0]!], { left: '2026-03-01T10:30:00.000Z', next: 2, seconds: 5_400, position: at[1]! }, { agency_id: AGENCY, care_service: '3' }),
          stay('assessment', a.id, 1, 2, ['2026-03-01T10:30:00.000Z', at[1]!], { left: '2026-03-04T10:30:00.000Z', next: 3, seconds: 259_200, position: at[3]! }, { agency_id: AGENCY, care_service: '3' }),
          stay('assessment', a.id, 2, 3, ['2026-03-04T10:30:00.000Z', at[3]!], { left: '2026-03-05T10:30:00.000Z', next: 4, seconds: 86_400, position: at[4]! }, { agency_id: AGENCY, care_service: '3' }),
          stay('assessment', a.id, 3, 4, ['2026-03-05T10:30:00.000Z', at[4]!], { left: '2026-03-15T10:30:00.500Z', next: 6, seconds: 864_000.5, position: at[5]! }, { agency_id: AGENCY, care_service: '3' }),
          stay('assessment', a.id, 4, 6, ['2026-03-15T10:30:00.500Z', at[5]!], null, { agency_id: AGENCY, care_service: '3' }),
        ],
        { orderBy: ORDER, batchSize },
      );
  });

  it('counts a status entered twice as two stays, and ignores events that change no status', async () => {
    const p = patient();
    const job = posting(p.id);
    await spec
      .given(
        p.registered('2026-03-01T08:00:00.000Z', AGENCY, PARTNER),
        job.created('2026-03-01T09:00:00.000Z'),
        job.published('2026-03-01T10:00:00.000Z'),
        job.held('2026-03-02T10:00:00.000Z'),
        job.extended('2026-03-02T11:00:00.000Z'),
        job.unheld('2026-03-02T16:00:00.000Z'),
      )
      .then(
        (at) => [
          stay('posting', job.id, 0, 1, ['2026-03-01T09:00:00.000Z', at[1]!], { left: '2026-03-01T10:00:00.000Z', next: 2, seconds: 3_600, position: at[2]! }, { agency_id: AGENCY, partner_id: PARTNER, care_service: '3' }),
          stay('posting', job.id, 1, 2, ['2026-03-01T10:00:00.000Z', at[2]!], { left: '2026-03-02T10:00:00.000Z', next: 3, seconds: 86_400, position: at[3]! }, { agency_id: AGENCY, partner_id: PARTNER, care_service: '3' }),
          stay('posting', job.id, 2, 3, ['2026-03-02T10:00:00.000Z', at[3]!], { left: '2026-03-02T16:00:00.000Z', next: 2, seconds: 21_600, position: at[5]! }, { agency_id: AGENCY, partner_id: PARTNER, care_service: '3' }),
          stay('posting', job.id, 3, 2, ['2026-03-02T16:00:00.000Z', at[5]!], null, { agency_id: AGENCY, partner_id: PARTNER, care_service: '3' }),
        ],
        { orderBy: ORDER },
      );
  });

  it('counts a referral under its partner and the agency its patient had when it was opened', async () => {
    const p = patient();
    const [before, after] = [referral(p.id), referral(p.id)];
    await spec
      .given(
        p.registered('2026-03-01T08:00:00.000Z', AGENCY, null),
        before.opened('2026-03-01T09:00:00.000Z'),
        p.assignedTo('2026-03-02T09:00:00.000Z', OTHER_AGENCY),
        after.opened('2026-03-03T09:00:00.000Z'),
        before.held('2026-03-04T09:00:00.000Z'),
        before.closed('2026-03-04T21:00:00.000Z'),
      )
      .then(
        (at) => [
          stay('referral', before.id, 0, 1, ['2026-03-01T09:00:00.000Z', at[1]!], { left: '2026-03-04T09:00:00.000Z', next: 2, seconds: 259_200, position: at[4]! }, { agency_id: AGENCY, partner_id: PARTNER }),
          stay('referral', before.id, 1, 2, ['2026-03-04T09:00:00.000Z', at[4]!], { left: '2026-03-04T21:00:00.000Z', next: 3, seconds: 43_200, position: at[5]! }, { agency_id: AGENCY, partner_id: PARTNER }),
          stay('referral', before.id, 2, 3, ['2026-03-04T21:00:00.000Z', at[5]!], null, { agency_id: AGENCY, partner_id: PARTNER }),
          stay('referral', after.id, 0, 1, ['2026-03-03T09:00:00.000Z', at[3]!], null, { agency_id: OTHER_AGENCY, partner_id: PARTNER }),
        ].sort((x, y) => (x.record_id === y.record_id ? x.seq - y.seq : x.record_id < y.record_id ? -1 : 1)),
        { orderBy: `machine, record_id COLLATE "C", seq` },
      );
  });

  it('follows a caregiver out of and back into being hired', async () => {
    const c = caregiver();
    await spec
      .given(c.registered('2026-03-01T09:00:00.000Z'), c.hired('2026-03-03T09:00:00.000Z'), c.offboarded('2026-03-10T09:00:00.000Z'), c.rehired('2026-03-11T09:00:00.000Z'))
      .then(
        (at) => [
          stay('caregiver', c.id, 0, 0, ['2026-03-01T09:00:00.000Z', at[0]!], { left: '2026-03-03T09:00:00.000Z', next: 1, seconds: 172_800, position: at[1]! }, { agency_id: AGENCY, profession: 'personal_support_worker' }),
          stay('caregiver', c.id, 1, 1, ['2026-03-03T09:00:00.000Z', at[1]!], { left: '2026-03-10T09:00:00.000Z', next: 3, seconds: 604_800, position: at[2]! }, { agency_id: AGENCY, profession: 'personal_support_worker' }),
          stay('caregiver', c.id, 2, 3, ['2026-03-10T09:00:00.000Z', at[2]!], { left: '2026-03-11T09:00:00.000Z', next: 1, seconds: 86_400, position: at[3]! }, { agency_id: AGENCY, profession: 'personal_support_worker' }),
          stay('caregiver', c.id, 3, 1, ['2026-03-11T09:00:00.000Z', at[3]!], null, { agency_id: AGENCY, profession: 'personal_support_worker' }),
        ],
        { orderBy: ORDER },
      );
  });

  it('takes a card charge’s outcome from the batch that settles it, and only the first outcome', async () => {
    const p = patient();
    const charge = payment(p.id);
    const [settling, voiding] = [cardBatch(), cardBatch()];
    await spec
      .given(
        p.registered('2026-03-01T08:00:00.000Z', AGENCY, PARTNER),
        charge.created('2026-03-01T09:00:00.000Z'),
        settling.settled('2026-03-02T09:00:00.000Z', [charge.id, randomUUID()]),
        voiding.voided('2026-03-03T09:00:00.000Z', [charge.id]),
      )
      .then(
        (at) => [
          stay('payment', charge.id, 0, 0, ['2026-03-01T09:00:00.000Z', at[1]!], { left: '2026-03-02T09:00:00.000Z', next: 1, seconds: 86_400, position: at[2]! }, { agency_id: AGENCY, partner_id: PARTNER }),
          stay('payment', charge.id, 1, 1, ['2026-03-02T09:00:00.000Z', at[2]!], null, { agency_id: AGENCY, partner_id: PARTNER }),
        ],
        { orderBy: ORDER },
      );
  });

  it.each([1, 1_000])('counts each day’s arrivals in and departures from each status under the patient’s place, in batches of %i', async (batchSize) => {
    const p = patient();
    const job = posting(p.id);
    const flow = (day: string, status: number, arrivals: number, departures: number) => ({
      machine: 'posting', day, status, agency_id: AGENCY, partner_id: PARTNER, care_service: '3', province: 'ON', city: 'Toronto', profession: '', arrivals, departures,
    });
    await spec
      .given(
        p.registered('2026-03-01T08:00:00.000Z', AGENCY, PARTNER),
        p.movedTo('2026-03-01T08:30:00.000Z', 'ON', 'Toronto'),
        job.created('2026-03-01T09:00:00.000Z'),
        job.published('2026-03-01T10:00:00.000Z'),
        job.held('2026-03-02T10:00:00.000Z'),
        job.unheld('2026-03-02T16:00:00.000Z'),
        job.held('2026-03-03T10:00:00.000Z'),
      )
      .then(
        [flow('2026-03-01', 1, 1, 1), flow('2026-03-01', 2, 1, 0), flow('2026-03-02', 2, 1, 1), flow('2026-03-02', 3, 1, 1), flow('2026-03-03', 2, 0, 1), flow('2026-03-03', 3, 1, 0)],
        { table: 'status_flows', orderBy: 'day, status', batchSize },
      );
  });

  it('writes no stay for a record it never saw created', async () => {
    const a = assessment();
    await spec.given(a.approved('2026-03-01T09:00:00.000Z'), a.completed('2026-03-02T09:00:00.000Z')).then([], { orderBy: ORDER });
  });

  it('remembers each record’s current stay and each patient’s agency and partner', async () => {
    const p = patient();
    const a = assessment();
    await spec
      .given(p.registered('2026-03-01T08:00:00.000Z', null, PARTNER), a.created('2026-03-01T09:00:00.000Z', { patientId: p.id, agencyId: null, status: 7 }), a.pended('2026-03-01T12:00:00.000Z'))
      .then(
        (at) => [
          { kind: 'assessment', id: a.id, agency_id: '', partner_id: PARTNER, care_service: '3', province: '', city: '', profession: '', status: 1, seq: 1, entered_at: '2026-03-01T12:00:00.000Z', entered_position: at[2], version: 1 },
          { kind: 'patient', id: p.id, agency_id: '', partner_id: PARTNER, care_service: '', province: '', city: '', profession: '', status: null, seq: 0, entered_at: null, entered_position: null, version: 0 },
        ],
        { table: 'status_duration_records', orderBy: 'kind' },
      );
  });

  it.each([1, 1_000])('keeps a dose’s outcome as a fact, replaced by its correction and ended by its void from their positions on, in batches of %i', async (batchSize) => {
    const p = patient();
    const doseId = randomUUID();
    const on = (event: MedicationEvent, at: string) => given(`medication-${doseId}`, event, at);
    const given1 = { status: 1, reasonId: null, comment: null, administeredAt: '2026-03-02T08:00:00.000Z' } as const;
    const refused = { status: 2, reasonId: 2, comment: null, administeredAt: null } as const;
    const fact = (seq: number, status: number, known: [string, number], gone: [string, number] | null) => ({
      machine: 'dose', record_id: doseId, seq, status, at: '2026-03-02T08:00:00.000Z', amount: null,
      agency_id: AGENCY, partner_id: PARTNER, care_service: '', province: '', city: '', profession: '', payer_id: '', author_role: '1',
      known_position: known[1], known_at: known[0], gone_position: gone?.[1] ?? null, gone_at: gone?.[0] ?? null,
    });
    await spec
      .given(
        p.registered('2026-03-01T08:00:00.000Z', AGENCY, PARTNER),
        on({ type: 'MedicationAdministrationRecorded', data: { administrationId: doseId, patientId: p.id, medicationName: 'Metformin', dose: '500 mg', scheduledAt: '2026-03-02T08:00:00.000Z', recordedBy: 'user-1', ...given1 } }, '2026-03-02T08:05:00.000Z'),
        on({ type: 'MedicationAdministrationCorrected', data: { administrationId: doseId, ...refused, previous: given1, correctedBy: 'user-1' } }, '2026-03-05T10:00:00.000Z'),
        on({ type: 'MedicationAdministrationVoided', data: { administrationId: doseId, reason: 'Wrong patient', voidedBy: 'user-1' } }, '2026-03-06T10:00:00.000Z'),
      )
      .then(
        (at) => [
          fact(0, DoseOutcome.GIVEN, ['2026-03-02T08:05:00.000Z', at[1]!], ['2026-03-05T10:00:00.000Z', at[2]!]),
          fact(1, DoseOutcome.REFUSED, ['2026-03-05T10:00:00.000Z', at[2]!], ['2026-03-06T10:00:00.000Z', at[3]!]),
        ],
        { table: 'activity_facts', orderBy: ORDER, batchSize },
      );
  });

  it('counts what happens to a task and a note once per event, under the patient’s agency or the author’s, and a bill with its amount and payer', async () => {
    const p = patient();
    const taskId = randomUUID();
    const noteId = randomUUID();
    const bill = payment(p.id);
    const payer = randomUUID();
    const row = (machine: string, recordId: string, seq: number, status: number, [at, position]: [string, number], dims: { agency_id: string; amount?: number; payer_id?: string }) => ({
      machine, record_id: recordId, seq, status, at, amount: dims.amount ?? null,
      agency_id: dims.agency_id, partner_id: PARTNER, care_service: '', province: '', city: '', profession: '', payer_id: dims.payer_id ?? '', author_role: '1',
      known_position: position, known_at: at, gone_position: null, gone_at: null,
    });
    const task = (event: TaskEvent, at: string) => given(`task-${taskId}`, event, at);
    const note = (event: NoteEvent, at: string) => given(`note-${noteId}`, event, at);
    const billed = bill.created('2026-03-09T10:00:00.000Z');
    (billed.data as { userId: string | null }).userId = payer;
    await spec
      .given(
        p.registered('2026-03-01T08:00:00.000Z', AGENCY, PARTNER),
        task({ type: 'TaskCreated', data: { taskId, patientId: p.id, title: 'Walk', description: null, dueDate: '2026-03-03', recurrence: null, assigneeId: null, createdBy: 'user-1' } }, '2026-03-02T09:00:00.000Z'),
        task({ type: 'TaskAssigned', data: { taskId, assigneeId: 'user-2', previousAssigneeId: null } }, '2026-03-02T09:30:00.000Z'),
        task({ type: 'TaskCompleted', data: { taskId, dueDate: '2026-03-03', completedOn: '2026-03-03', completedBy: 'user-2' } }, '2026-03-03T09:00:00.000Z'),
        note({ type: 'NoteCreated', data: { noteId, subject: { kind: 'patient', patientId: p.id }, authorId: 'user-1', authorAgencyId: OTHER_AGENCY, authorPartnerId: null, noteTypeId: 1, noteTemplateId: null, dateOfService: '2026-03-04', body: 'Calm.', visibility: 1, isDraft: false, createdAt: '2026-03-04T09:00:00.000Z' } }, '2026-03-04T09:00:00.000Z'),
        note({ type: 'NoteAppended', data: { noteId, appendedNoteId: randomUUID(), body: 'Also ate well.', by: 'user-1', at: '2026-03-05T09:00:00.000Z' } }, '2026-03-05T09:00:00.000Z'),
        billed,
      )
      .then(
        (at) =>
          [
            row('task', taskId, 0, TaskActivity.CREATED, ['2026-03-02T09:00:00.000Z', at[1]!], { agency_id: AGENCY }),
            row('task', taskId, 2, TaskActivity.COMPLETED, ['2026-03-03T09:00:00.000Z', at[3]!], { agency_id: AGENCY }),
            row('note', noteId, 0, NoteActivity.CREATED, ['2026-03-04T09:00:00.000Z', at[4]!], { agency_id: OTHER_AGENCY }),
            row('note', noteId, 1, NoteActivity.AMENDED, ['2026-03-05T09:00:00.000Z', at[5]!], { agency_id: OTHER_AGENCY }),
            row('payment', bill.id, 0, 0, ['2026-03-09T10:00:00.000Z', at[6]!], { agency_id: AGENCY, amount: 1000, payer_id: payer }),
          ].sort((x, y) => (x.machine === y.machine ? (x.record_id === y.record_id ? x.seq - y.seq : x.record_id < y.record_id ? -1 : 1) : x.machine < y.machine ? -1 : 1)),
        { table: 'activity_facts', orderBy: `machine, record_id COLLATE "C", seq` },
      );
  });

  const DAY = 86_400;
  const fact = (machine: string, recordId: string, seq: number, status: number, at: string, amount: number, [position, knownAt]: [number, string], gone: [number, string] | null = null) => ({
    machine, record_id: recordId, seq, status, at, amount,
    agency_id: AGENCY, partner_id: PARTNER, care_service: '', province: 'ON', city: 'Ottawa', profession: '', payer_id: '', author_role: '1',
    known_position: position, known_at: knownAt, gone_position: gone?.[0] ?? null, gone_at: gone?.[1] ?? null,
  });

  it.each([1, 1_000])('keeps one fact per referral metric once both its dates are known, ended and begun anew when a milestone is dated again, in batches of %i', async (batchSize) => {
    const p = patient();
    const r = referral(p.id);
    await spec
      .given(
        p.registered('2026-03-01T08:00:00.000Z', AGENCY, null),
        p.movedTo('2026-03-01T08:30:00.000Z', 'ON', 'Ottawa'),
        r.opened('2026-03-02T09:00:00.000Z'),
        r.dated('2026-03-03T09:00:00.000Z', 'hospital-admission', '2026-02-20'),
        r.dated('2026-03-03T10:00:00.000Z', 'hospital-discharge', '2026-02-25'),
        r.dated('2026-03-06T09:00:00.000Z', 'approved', '2026-03-05'),
        r.dated('2026-03-08T09:00:00.000Z', 'approved', '2026-03-07', '2026-03-05'),
        r.dated('2026-03-10T09:00:00.000Z', 'move-in', '2026-03-10'),
        r.dated('2026-03-20T09:00:00.000Z', 'move-out', '2026-03-20'),
        // Moved in two days later than first recorded: one event ends and begins two metrics.
        r.dated('2026-03-21T09:00:00.000Z', 'move-in', '2026-03-12', '2026-03-10'),
      )
      .then(
        (at) => [
          // The hospital stay: admitted the 20th, discharged the 25th (stream version 2).
          fact('referralMetric', r.id, 2, ReferralReportMetric.AVERAGE_HOSPITAL_LENGTH_OF_STAY, '2026-02-25T00:00:00.000Z', 5 * DAY, [at[4]!, '2026-03-03T10:00:00.000Z']),
          // Approved on the 5th, three days after opening, until dated again the 7th.
          fact('referralMetric', r.id, 3, ReferralReportMetric.CREATED_TO_APPROVED, '2026-03-05T00:00:00.000Z', 3 * DAY, [at[5]!, '2026-03-06T09:00:00.000Z'], [at[6]!, '2026-03-08T09:00:00.000Z']),
          fact('referralMetric', r.id, 4, ReferralReportMetric.CREATED_TO_APPROVED, '2026-03-07T00:00:00.000Z', 5 * DAY, [at[6]!, '2026-03-08T09:00:00.000Z']),
          // Moved in the 10th, until dated again the 21st; the home stay waited for the move-out.
          fact('referralMetric', r.id, 5, ReferralReportMetric.CREATED_TO_MOVE_IN, '2026-03-10T00:00:00.000Z', 8 * DAY, [at[7]!, '2026-03-10T09:00:00.000Z'], [at[9]!, '2026-03-21T09:00:00.000Z']),
          fact('referralMetric', r.id, 6, ReferralReportMetric.HCH_LENGTH_OF_STAY, '2026-03-20T00:00:00.000Z', 10 * DAY, [at[8]!, '2026-03-20T09:00:00.000Z'], [at[9]!, '2026-03-21T09:00:00.000Z']),
          fact('referralMetric', r.id, 7, ReferralReportMetric.HCH_LENGTH_OF_STAY, '2026-03-20T00:00:00.000Z', 8 * DAY, [at[9]!, '2026-03-21T09:00:00.000Z']),
          fact('referralMetric', r.id, 7, ReferralReportMetric.CREATED_TO_MOVE_IN, '2026-03-12T00:00:00.000Z', 10 * DAY, [at[9]!, '2026-03-21T09:00:00.000Z']),
        ],
        { table: 'activity_facts', orderBy: 'machine, record_id, seq, status', batchSize },
      );
  });

  it('keeps a subscription’s unit price as one fact from the day it starts, under its patient, cancelled or not', async () => {
    const p = patient();
    const sold = subscription(p.id);
    await spec
      .given(
        p.registered('2026-03-01T08:00:00.000Z', AGENCY, PARTNER),
        p.movedTo('2026-03-01T08:30:00.000Z', 'ON', 'Ottawa'),
        sold.subscribed('2026-03-02T09:00:00.000Z', 4_950, '2026-03-05'),
        sold.cancelled('2026-04-02T09:00:00.000Z', '2026-05-01'),
      )
      .then(
        (at) => [{ ...fact('subscription', sold.id, 0, 0, '2026-03-05T00:00:00.000Z', 4_950, [at[2]!, '2026-03-02T09:00:00.000Z']), author_role: '1' }],
        { table: 'activity_facts', orderBy: 'machine, record_id, seq, status' },
      );
  });
});
