import { randomUUID } from 'node:crypto';
import {
  BillingFrequency,
  MedicationAdministrationState,
  MedicationNotAdministeredReason,
  MembershipProduct,
  PaymentCollectionMode,
  Recurrence,
  Role,
  RoundingRule,
  UnitOfMeasure,
  paymentAmounts,
  periodsDue,
  type AdministrationOutcome,
  type MedicationEvent,
  type NoteEvent,
  type PatientEvent,
  type PaymentEvent,
  type ReferralEvent,
  type ReferralMilestone,
  type RoleId,
  type SubscriptionEvent,
  type TaskEvent,
} from '@careledger/domain';
import type { NewEvent } from '@careledger/storage';
import { paymentIdFor } from '../../command-service/src/subscription/payment-id';
import { metadata, type StreamLife } from './fixtures';

const DAY_MS = 86_400_000;
const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const PARTNER = '00000000-0000-4000-8000-0000000000b1';
const PRODUCT = '5f1e2d3c-4b5a-4697-8877-665544332211';
const TAX_RATE = '6a1e2d3c-4b5a-4697-8877-665544332211';

type DomainEvent = TaskEvent | NoteEvent | MedicationEvent | ReferralEvent | SubscriptionEvent | PaymentEvent | PatientEvent;
interface Actor {
  id: string;
  role: RoleId;
}

const instant = (ms: number): string => new Date(ms).toISOString();
const dayOf = (ms: number): string => instant(ms).slice(0, 10);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (share: number): boolean => Math.random() < share;

/** The event as the command pipeline would have stored it, by `actor` at `at`. */
const stored = (event: DomainEvent, at: number, actor?: Actor): NewEvent => ({ type: event.type, data: event.data, metadata: metadata(instant(at), actor) });

/** Who writes notes and records doses: caregivers mostly, then the agency, its agents and administrators. */
const people: Actor[] = [
  ...Array.from({ length: 40 }, () => ({ id: randomUUID(), role: Role.CAREGIVER })),
  ...Array.from({ length: 4 }, () => ({ id: randomUUID(), role: Role.AGENCY })),
  ...Array.from({ length: 8 }, () => ({ id: randomUUID(), role: Role.AGENCY_AGENT })),
  { id: randomUUID(), role: Role.ADMIN },
];
const caregivers = people.filter((person) => person.role === Role.CAREGIVER);
/** Family members who pay for their own membership: the payers a bill counts under. */
const payers = Array.from({ length: 40 }, () => randomUUID());

/** Patients of the demo agency, registered before any of their history: what tasks, notes and doses count under. */
export const benchPatients = (count: number, at: number): { ids: string[]; lives: StreamLife[] } => {
  const ids = Array.from({ length: count }, () => randomUUID());
  const lives = ids.map((patientId, index) => ({
    stream: `patient-${patientId}`,
    events: [
      stored(
        { type: 'PatientRegistered', data: { patientId, firstName: 'Bench', lastName: `Patient ${index + 1}`, dateOfBirth: '1941-02-04', agencyId: AGENCY, partnerId: index % 4 === 0 ? PARTNER : null, createdBy: people[0]!.id } },
        at,
      ),
    ],
  }));
  return { ids, lives };
};

/** A task created, then completed, marked not required, or rescheduled and completed. */
const taskLife = (patientId: string, start: number): StreamLife => {
  const taskId = randomUUID();
  const caregiver = pick(caregivers);
  const due = dayOf(start + 2 * DAY_MS);
  const events = [
    stored({ type: 'TaskCreated', data: { taskId, patientId, title: 'Evening walk', description: null, dueDate: due, dueTime: '18:00', recurrence: null, assigneeId: caregiver.id, createdBy: people[40]!.id } }, start, people[40]),
  ];
  const roll = Math.random();
  if (roll < 0.15) {
    events.push(stored({ type: 'TaskMarkedNotRequired', data: { taskId, dueDate: due, reason: 'In hospital', markedBy: caregiver.id, endsRecurrence: false } }, start + 2 * DAY_MS, caregiver));
    return { stream: `task-${taskId}`, events };
  }
  let done = due;
  if (roll < 0.3) {
    done = dayOf(start + 4 * DAY_MS);
    events.push(stored({ type: 'TaskRescheduled', data: { taskId, dueDate: done, previousDueDate: due } }, start + DAY_MS, caregiver));
  }
  events.push(stored({ type: 'TaskCompleted', data: { taskId, dueDate: done, completedOn: done, completedBy: caregiver.id } }, Date.parse(`${done}T18:30:00Z`), caregiver));
  return { stream: `task-${taskId}`, events };
};

/** A published note by anyone of the care team, sometimes appended to or amended. */
const noteLife = (patientId: string, start: number): StreamLife => {
  const noteId = randomUUID();
  const author = pick(people);
  const at = instant(start);
  const events = [
    stored(
      {
        type: 'NoteCreated',
        data: {
          noteId, subject: { kind: 'patient', patientId }, authorId: author.id, authorAgencyId: AGENCY, authorPartnerId: null, noteTypeId: 2, noteTemplateId: null,
          dateOfService: dayOf(start), body: 'Slept well, ate breakfast.', visibility: 1, isDraft: false, createdAt: at,
        },
      },
      start,
      author,
    ),
  ];
  if (chance(0.25)) {
    const colleague = pick(people);
    const later = start + 3_600_000;
    events.push(stored({ type: 'NoteAppended', data: { noteId, appendedNoteId: randomUUID(), body: 'Called the family.', by: colleague.id, at: instant(later) } }, later, colleague));
  }
  if (chance(0.1)) {
    const later = start + 7_200_000;
    events.push(stored({ type: 'NoteTextInserted', data: { noteId, targetId: noteId, offset: 6, text: 'very ', by: author.id, at: instant(later) } }, later, author));
  }
  return { stream: `note-${noteId}`, events };
};

const given = (at: number): AdministrationOutcome => ({ status: MedicationAdministrationState.ADMINISTERED, reasonId: null, comment: null, administeredAt: instant(at) });
const notGiven = (reasonId: AdministrationOutcome['reasonId'], comment: string | null = null): AdministrationOutcome => ({ status: MedicationAdministrationState.NOT_ADMINISTERED, reasonId, comment, administeredAt: null });

/** What became of a dose, about as often as on a ward: mostly given. */
const outcomeAt = (due: number): AdministrationOutcome => {
  const roll = Math.random();
  if (roll < 0.85) return given(due + 600_000);
  if (roll < 0.9) return notGiven(MedicationNotAdministeredReason.PATIENT_REFUSED);
  if (roll < 0.93) return notGiven(MedicationNotAdministeredReason.MISSED_DOSE, 'Asleep at the round');
  if (roll < 0.95) return notGiven(MedicationNotAdministeredReason.VOMITING);
  if (roll < 0.98) return { status: MedicationAdministrationState.HELD, reasonId: null, comment: null, administeredAt: null };
  return { status: MedicationAdministrationState.LEAVE_OF_ABSENCE, reasonId: null, comment: null, administeredAt: null };
};

/** A dose recorded at its round; one in twenty corrected afterwards to given. */
const doseLife = (patientId: string, due: number): StreamLife => {
  const administrationId = randomUUID();
  const caregiver = pick(caregivers);
  const outcome = outcomeAt(due);
  const events = [
    stored({ type: 'MedicationAdministrationRecorded', data: { administrationId, patientId, medicationName: 'Metformin', dose: '500 mg', scheduledAt: instant(due), recordedBy: caregiver.id, ...outcome } }, due + 900_000, caregiver),
  ];
  if (outcome.status !== MedicationAdministrationState.ADMINISTERED && chance(0.05)) {
    events.push(stored({ type: 'MedicationAdministrationCorrected', data: { administrationId, ...given(due + 1_800_000), previous: outcome, correctedBy: caregiver.id } }, due + DAY_MS, caregiver));
  }
  return { stream: `medication-${administrationId}`, events };
};

/** A shared-living referral from hospital to move-in, each milestone recorded on its day, then closed. */
const referralLife = (patientId: string, start: number): StreamLife => {
  const referralId = randomUUID();
  const partner: Actor = { id: randomUUID(), role: Role.PARTNER };
  const days = (count: number) => start + count * DAY_MS;
  const spread = () => Math.floor(Math.random() * 10);
  const stay = 3 + spread();
  const steps: [ReferralMilestone, number][] = [
    ['hospital-admission', -5],
    ['hospital-discharge', stay - 5],
    ['on-site-visit', stay + spread()],
    ['approved', stay + 10 + spread()],
    ['accepted', stay + 20 + spread()],
    ['move-in', stay + 30 + spread()],
  ];
  const milestone = (name: ReferralMilestone, offset: number): NewEvent =>
    stored({ type: 'ReferralMilestoneRecorded', data: { referralId, milestone: name, date: dayOf(days(offset)), previousDate: null } }, Math.max(days(offset), start + 3_600_000), partner);
  const events = [
    stored({ type: 'ReferralOpened', data: { referralId, patientId, partnerId: PARTNER, hubId: null, createdBy: partner.id, openedOn: dayOf(start) } }, start, partner),
    ...steps.map(([name, offset]) => milestone(name, offset)),
  ];
  const last = Math.max(...steps.map(([, offset]) => offset));
  if (chance(0.3)) events.push(milestone('move-out', last + 90 + 10 * spread()));
  events.push(stored({ type: 'ReferralClosed', data: { referralId, reasonId: 1, comment: null, dischargeDate: dayOf(days(last)), previousStatus: 1 } }, days(last) + 3_600_000, partner));
  return { stream: `referral-${referralId}`, events };
};

/**
 * A family's membership (or a patient's care plan), billed monthly for three to eight months on the
 * schedule a billing run follows, most bills paid, then cancelled: no billing run bills it again.
 */
const billingLife = (patientId: string, start: number): StreamLife[] => {
  const subscriptionId = randomUUID();
  const family = chance(0.6);
  const userId = family ? pick(payers) : null;
  const unitPriceCents = pick([4_950, 12_900, 29_900]);
  const admin = people[40]!;
  const terms = {
    productId: PRODUCT, membershipCode: family ? MembershipProduct.MEMBERSHIP : MembershipProduct.AT_HOME_PROGRAM, unitPriceCents, unitOfMeasure: UnitOfMeasure.MONTHLY,
    taxRateId: TAX_RATE, taxRateBasisPoints: 1_300, billingFrequency: BillingFrequency.MONTHLY, collectionMode: PaymentCollectionMode.SEND_INVOICE, cardType: null,
    recurrence: Recurrence.MONTHLY_SAME_DATE, roundingRule: RoundingRule.NEAREST_INCREMENT, roundingIncrementCents: 1,
  } as const;
  const startDate = dayOf(start);
  const periods = periodsDue({ ...terms, startDate, cancelledFrom: null }, { after: null, through: dayOf(start + 300 * DAY_MS), limit: 3 + Math.floor(Math.random() * 6) });
  const cancelledFrom = dayOf(Date.parse(`${periods.at(-1)!.periodEnd}T00:00:00Z`) + DAY_MS);
  const subscriber: Actor = family ? { id: userId!, role: Role.USER } : admin;
  const lives: StreamLife[] = [
    {
      stream: `subscription-${subscriptionId}`,
      events: [
        stored({ type: 'Subscribed', data: { subscriptionId, ...terms, patientId: family ? null : patientId, userId, startDate, subscribedBy: subscriber.id } }, start, subscriber),
        stored({ type: 'SubscriptionCancelled', data: { subscriptionId, effectiveDate: cancelledFrom, reason: 'Moved away' } }, Date.parse(`${cancelledFrom}T09:00:00Z`) - DAY_MS, subscriber),
      ],
    },
  ];
  for (const period of periods) {
    const paymentId = paymentIdFor(subscriptionId, period.periodStart);
    const billed = Date.parse(`${period.billedOn}T06:00:00Z`);
    const amounts = paymentAmounts({ unitPriceCents, quantity: period.quantity, taxRateBasisPoints: 1_300, roundingRule: RoundingRule.NEAREST_INCREMENT, roundingIncrementCents: 1 });
    const events = [
      stored(
        {
          type: 'PaymentCreated',
          data: {
            paymentId, subscriptionId, patientId: family ? null : patientId, userId, periodStart: period.periodStart, periodEnd: period.periodEnd, quantity: period.quantity, unitPriceCents,
            taxRateBasisPoints: 1_300, collectionMode: PaymentCollectionMode.SEND_INVOICE, cardType: null, createdBy: admin.id, ...amounts,
          },
        },
        billed,
        admin,
      ),
    ];
    const roll = Math.random();
    if (roll < 0.9) events.push(stored({ type: 'PaymentPaid', data: { paymentId, cardType: 'VISA', totalCents: amounts.totalCents } }, billed + 5 * DAY_MS, admin));
    else if (roll < 0.95) events.push(stored({ type: 'PaymentVoided', data: { paymentId, reason: 'Billed twice' } }, billed + 2 * DAY_MS, admin));
    lives.push({ stream: `payment-${paymentId}`, events });
  }
  return lives;
};

/**
 * A stretch of one patient's care starting at `start`: a task, a note and two doses, and now and
 * then a referral (one in eight) or a subscription with its bills (one in ten). About 7 events.
 */
export const careLives = (patientId: string, start: number): StreamLife[] => [
  taskLife(patientId, start),
  noteLife(patientId, start + 3_600_000),
  doseLife(patientId, start + 8 * 3_600_000),
  doseLife(patientId, start + 20 * 3_600_000),
  ...(chance(0.125) ? [referralLife(patientId, start)] : []),
  ...(chance(0.1) ? billingLife(patientId, start) : []),
];
