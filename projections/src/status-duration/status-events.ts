import {
  AssessmentStatus,
  CaregiverStatus,
  DoseOutcome,
  MedicationAdministrationState,
  MedicationNotAdministeredReason,
  NoteActivity,
  TaskActivity,
  PaymentState,
  PostingStatus,
  ReferralStatus,
  assertNever,
  type AssessmentActivated,
  type AssessmentApproved,
  type AssessmentCancelled,
  type AssessmentCompleted,
  type AssessmentCreated,
  type AssessmentPended,
  type AssessmentScheduled,
  type CardBatchSettled,
  type CardBatchVoided,
  type CaregiverDeclined,
  type CaregiverHired,
  type CaregiverOffboarded,
  type CaregiverRegistered,
  type CaregiverRehired,
  type PatientAssignedToAgency,
  type PatientDemographicsUpdated,
  type PatientRegistered,
  type PaymentCreated,
  type PaymentPaid,
  type PaymentVoided,
  type PostingClosed,
  type PostingCreated,
  type PostingFilled,
  type PostingHeld,
  type PostingPublished,
  type PostingUnheld,
  type ReferralClosed,
  type ReferralHeld,
  type ReferralMilestone,
  type ReferralMilestoneRecorded,
  type ReferralOpened,
  type Subscribed,
  type ReferralUnheld,
  type StatusMachine,
  type ActivityMachine,
  type MeasuredMachine,
  type AdministrationOutcome,
  type MedicationAdministrationCorrected,
  type MedicationAdministrationRecorded,
  type MedicationAdministrationVoided,
  type NoteAppended,
  type NoteCreated,
  type NoteFieldsUpdated,
  type NotePublished,
  type NoteTextInserted,
  type NoteTextStruck,
  type TaskCompleted,
  type TaskCreated,
  type TaskMarkedNotRequired,
  type TaskReopened,
  type TaskRescheduled,
} from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';

/**
 * The events that start a record in a status or move it to another one, the patient events
 * that say whose figures a record created later counts under, and the events the activity facts
 * count (what happened to a task, a note or a dose; a referral's milestones; a subscription sold).
 * Nothing else changes an analytics figure: a subscription cancelled was still subscribed.
 */
export type StatusEvent =
  | AssessmentCreated | AssessmentPended | AssessmentScheduled | AssessmentApproved | AssessmentActivated | AssessmentCompleted | AssessmentCancelled
  | PostingCreated | PostingPublished | PostingHeld | PostingUnheld | PostingFilled | PostingClosed
  | ReferralOpened | ReferralHeld | ReferralUnheld | ReferralClosed | ReferralMilestoneRecorded
  | Subscribed
  | CaregiverRegistered | CaregiverHired | CaregiverRehired | CaregiverDeclined | CaregiverOffboarded
  | PaymentCreated | PaymentPaid | PaymentVoided | CardBatchSettled | CardBatchVoided
  | PatientRegistered | PatientAssignedToAgency | PatientDemographicsUpdated
  | TaskCreated | TaskCompleted | TaskMarkedNotRequired | TaskReopened | TaskRescheduled
  | NoteCreated | NotePublished | NoteAppended | NoteTextInserted | NoteTextStruck | NoteFieldsUpdated
  | MedicationAdministrationRecorded | MedicationAdministrationCorrected | MedicationAdministrationVoided;

export type RecordedStatusEvent = Omit<RecordedEvent, 'type' | 'data'> & StatusEvent;

/** Every type of the union, once: a type left out fails to compile. */
const handled: Readonly<Record<StatusEvent['type'], true>> = {
  AssessmentCreated: true, AssessmentPended: true, AssessmentScheduled: true, AssessmentApproved: true, AssessmentActivated: true, AssessmentCompleted: true, AssessmentCancelled: true,
  PostingCreated: true, PostingPublished: true, PostingHeld: true, PostingUnheld: true, PostingFilled: true, PostingClosed: true,
  ReferralOpened: true, ReferralHeld: true, ReferralUnheld: true, ReferralClosed: true, ReferralMilestoneRecorded: true,
  Subscribed: true,
  CaregiverRegistered: true, CaregiverHired: true, CaregiverRehired: true, CaregiverDeclined: true, CaregiverOffboarded: true,
  PaymentCreated: true, PaymentPaid: true, PaymentVoided: true, CardBatchSettled: true, CardBatchVoided: true,
  PatientRegistered: true, PatientAssignedToAgency: true, PatientDemographicsUpdated: true,
  TaskCreated: true, TaskCompleted: true, TaskMarkedNotRequired: true, TaskReopened: true, TaskRescheduled: true,
  NoteCreated: true, NotePublished: true, NoteAppended: true, NoteTextInserted: true, NoteTextStruck: true, NoteFieldsUpdated: true,
  MedicationAdministrationRecorded: true, MedicationAdministrationCorrected: true, MedicationAdministrationVoided: true,
};
const types: ReadonlySet<string> = new Set(Object.keys(handled));

export const isStatusEventType = (type: string): boolean => types.has(type);

export const isStatusEvent = (event: RecordedEvent): event is RecordedEvent & RecordedStatusEvent => types.has(event.type);

/** A patient's agency, partner and place: what records created about the patient are counted under. */
export interface PatientFacts {
  kind: 'patient';
  patientId: string;
  /** Absent: left as it was. */
  agencyId?: string | null;
  partnerId?: string | null;
  province?: string | null;
  city?: string | null;
}

/** A record enters its machine, in its first status, with its own agency or partner when it names one. */
export interface RecordStarted {
  kind: 'started';
  machine: StatusMachine;
  recordId: string;
  status: number;
  agencyId: string | null;
  partnerId: string | null;
  /** Where the agency or partner the record does not name, and its place, come from. */
  patientId: string | null;
  /** The care service an assessment or posting is for; a caregiver's profession. */
  careServiceId?: number;
  professionId?: string;
}

/** A record moves to `status`; from a card batch only while it is still in `onlyFrom`. */
export interface StatusEntered {
  kind: 'entered';
  machine: StatusMachine;
  recordId: string;
  status: number;
  onlyFrom?: number;
}

/** A task, note or dose comes to be counted: under its own organisation when it names one, else its patient's. */
export interface ActivityOpened {
  kind: 'opened';
  machine: ActivityMachine | 'subscription';
  recordId: string;
  patientId: string | null;
  agencyId: string | null;
  partnerId: string | null;
}

/**
 * Something happened to a record, one fact counted by `status` (what it was). A fact that
 * `replaces` takes the place of the record's current one from this event on (a dose's outcome
 * corrected); other facts stand beside the earlier ones.
 */
export interface FactRecorded {
  kind: 'fact';
  machine: ActivityMachine | Exclude<MeasuredMachine, 'referralMetric'> | 'payment';
  recordId: string;
  status: number;
  /** When it happened in business time (a dose's due instant); absent: when it was recorded. A replacing fact keeps its predecessor's. */
  at?: string;
  replaces: boolean;
  amount?: number;
  payerId?: string | null;
}

/** The record's current fact no longer stands (a dose voided). */
export interface FactWithdrawn {
  kind: 'withdrawn';
  machine: ActivityMachine;
  recordId: string;
}

/** A referral's milestone dated (`null`: the day it was opened), or dated again: the metrics it ends or starts are measured anew. */
export interface MilestoneDated {
  kind: 'milestone';
  referralId: string;
  milestone: ReferralMilestone | null;
  /** YYYY-MM-DD. */
  date: string;
}

export type StatusStep = PatientFacts | RecordStarted | StatusEntered | ActivityOpened | FactRecorded | FactWithdrawn | MilestoneDated;

const entered = (machine: StatusMachine, recordId: string, status: number): StatusEntered => ({ kind: 'entered', machine, recordId, status });

const happened = (machine: ActivityMachine, recordId: string, status: number): FactRecorded => ({ kind: 'fact', machine, recordId, status, replaces: false });

/** A dose by what became of it: a dose not given is told apart by its reason. */
export const doseOutcomeOf = (outcome: AdministrationOutcome): number => {
  switch (outcome.status) {
    case MedicationAdministrationState.ADMINISTERED:
      return DoseOutcome.GIVEN;
    case MedicationAdministrationState.HELD:
      return DoseOutcome.HELD;
    case MedicationAdministrationState.LEAVE_OF_ABSENCE:
      return DoseOutcome.LEAVE_OF_ABSENCE;
    case MedicationAdministrationState.NOT_ADMINISTERED:
      return outcome.reasonId === MedicationNotAdministeredReason.PATIENT_REFUSED
        ? DoseOutcome.REFUSED
        : outcome.reasonId === MedicationNotAdministeredReason.MISSED_DOSE
          ? DoseOutcome.MISSED
          : DoseOutcome.NOT_GIVEN;
    default:
      return assertNever(outcome.status);
  }
};

/** What one event does to the records it names, in the order it does it. */
export const stepsOf = (event: StatusEvent): StatusStep[] => {
  switch (event.type) {
    case 'PatientRegistered':
      return [{ kind: 'patient', patientId: event.data.patientId, agencyId: event.data.agencyId, partnerId: event.data.partnerId }];
    case 'PatientAssignedToAgency':
      return [{ kind: 'patient', patientId: event.data.patientId, agencyId: event.data.agencyId }];
    case 'PatientDemographicsUpdated':
      return [{ kind: 'patient', patientId: event.data.patientId, province: event.data.address?.province ?? null, city: event.data.address?.city ?? null }];
    case 'AssessmentCreated':
      return [{ kind: 'started', machine: 'assessment', recordId: event.data.assessmentId, status: event.data.status, agencyId: event.data.agencyId, partnerId: null, patientId: event.data.patientId, careServiceId: event.data.careServiceId }];
    case 'AssessmentPended':
      return [entered('assessment', event.data.assessmentId, AssessmentStatus.PENDING)];
    case 'AssessmentScheduled':
      return [entered('assessment', event.data.assessmentId, AssessmentStatus.SCHEDULED)];
    case 'AssessmentApproved':
      return [entered('assessment', event.data.assessmentId, AssessmentStatus.APPROVED)];
    case 'AssessmentActivated':
      return [entered('assessment', event.data.assessmentId, AssessmentStatus.ACTIVE)];
    case 'AssessmentCompleted':
      return [entered('assessment', event.data.assessmentId, AssessmentStatus.COMPLETED)];
    case 'AssessmentCancelled':
      return [entered('assessment', event.data.assessmentId, AssessmentStatus.CANCELLED)];
    case 'PostingCreated':
      return [{ kind: 'started', machine: 'posting', recordId: event.data.postingId, status: PostingStatus.DRAFT, agencyId: event.data.agencyId, partnerId: null, patientId: event.data.patientId, careServiceId: event.data.careServiceId }];
    case 'PostingPublished':
    case 'PostingUnheld':
      return [entered('posting', event.data.postingId, PostingStatus.OPEN)];
    case 'PostingHeld':
      return [entered('posting', event.data.postingId, PostingStatus.ON_HOLD)];
    case 'PostingFilled':
      return [entered('posting', event.data.postingId, PostingStatus.FILLED)];
    case 'PostingClosed':
      return [entered('posting', event.data.postingId, PostingStatus.CLOSED)];
    case 'ReferralOpened':
      return [
        { kind: 'started', machine: 'referral', recordId: event.data.referralId, status: ReferralStatus.OPEN, agencyId: null, partnerId: event.data.partnerId, patientId: event.data.patientId },
        { kind: 'milestone', referralId: event.data.referralId, milestone: null, date: event.data.openedOn },
      ];
    case 'ReferralMilestoneRecorded':
      return [{ kind: 'milestone', referralId: event.data.referralId, milestone: event.data.milestone, date: event.data.date }];
    case 'Subscribed':
      return [
        { kind: 'opened', machine: 'subscription', recordId: event.data.subscriptionId, patientId: event.data.patientId, agencyId: null, partnerId: null },
        { kind: 'fact', machine: 'subscription', recordId: event.data.subscriptionId, status: 0, at: `${event.data.startDate}T00:00:00.000Z`, replaces: false, amount: event.data.unitPriceCents, payerId: event.data.userId },
      ];
    case 'ReferralHeld':
      return [entered('referral', event.data.referralId, ReferralStatus.HOLD)];
    case 'ReferralUnheld':
      return [entered('referral', event.data.referralId, ReferralStatus.OPEN)];
    case 'ReferralClosed':
      return [entered('referral', event.data.referralId, ReferralStatus.CLOSED)];
    case 'CaregiverRegistered':
      return [{ kind: 'started', machine: 'caregiver', recordId: event.data.caregiverId, status: event.data.status, agencyId: event.data.agencyId, partnerId: null, patientId: null, professionId: event.data.professionId }];
    case 'CaregiverHired':
    case 'CaregiverRehired':
      return [entered('caregiver', event.data.caregiverId, CaregiverStatus.HIRED)];
    case 'CaregiverDeclined':
      return [entered('caregiver', event.data.caregiverId, CaregiverStatus.NOT_HIRED)];
    case 'CaregiverOffboarded':
      return [entered('caregiver', event.data.caregiverId, CaregiverStatus.OFF_BOARDED)];
    case 'PaymentCreated':
      return [
        { kind: 'started', machine: 'payment', recordId: event.data.paymentId, status: PaymentState.UNPAID, agencyId: null, partnerId: null, patientId: event.data.patientId },
        { kind: 'fact', machine: 'payment', recordId: event.data.paymentId, status: PaymentState.UNPAID, replaces: false, amount: event.data.totalCents, payerId: event.data.userId },
      ];
    case 'PaymentPaid':
      return [entered('payment', event.data.paymentId, PaymentState.PAID)];
    case 'PaymentVoided':
      return [entered('payment', event.data.paymentId, PaymentState.VOIDED)];
    // A card charge stays UNPAID in its own stream: the batch that settles or voids it moves it (effective-payment-state.ts).
    case 'CardBatchSettled':
      return event.data.paymentIds.map((id) => ({ ...entered('payment', id, PaymentState.PAID), onlyFrom: PaymentState.UNPAID }));
    case 'CardBatchVoided':
      return event.data.paymentIds.map((id) => ({ ...entered('payment', id, PaymentState.VOIDED), onlyFrom: PaymentState.UNPAID }));
    case 'TaskCreated':
      return [
        { kind: 'opened', machine: 'task', recordId: event.data.taskId, patientId: event.data.patientId, agencyId: null, partnerId: null },
        happened('task', event.data.taskId, TaskActivity.CREATED),
      ];
    case 'TaskCompleted':
      return [happened('task', event.data.taskId, TaskActivity.COMPLETED)];
    case 'TaskMarkedNotRequired':
      return [happened('task', event.data.taskId, TaskActivity.NOT_REQUIRED)];
    case 'TaskReopened':
      return [happened('task', event.data.taskId, TaskActivity.REOPENED)];
    case 'TaskRescheduled':
      return [happened('task', event.data.taskId, TaskActivity.RESCHEDULED)];
    case 'NoteCreated': {
      const { subject } = event.data;
      return [
        { kind: 'opened', machine: 'note', recordId: event.data.noteId, patientId: subject.kind === 'patient' ? subject.patientId : null, agencyId: event.data.authorAgencyId, partnerId: event.data.authorPartnerId },
        happened('note', event.data.noteId, NoteActivity.CREATED),
      ];
    }
    case 'NotePublished':
      return [happened('note', event.data.noteId, NoteActivity.PUBLISHED)];
    case 'NoteAppended':
    case 'NoteTextInserted':
    case 'NoteTextStruck':
    case 'NoteFieldsUpdated':
      return [happened('note', event.data.noteId, NoteActivity.AMENDED)];
    case 'MedicationAdministrationRecorded':
      return [
        { kind: 'opened', machine: 'dose', recordId: event.data.administrationId, patientId: event.data.patientId, agencyId: null, partnerId: null },
        { kind: 'fact', machine: 'dose', recordId: event.data.administrationId, status: doseOutcomeOf(event.data), at: event.data.scheduledAt, replaces: true },
      ];
    case 'MedicationAdministrationCorrected':
      return [{ kind: 'fact', machine: 'dose', recordId: event.data.administrationId, status: doseOutcomeOf(event.data), replaces: true }];
    case 'MedicationAdministrationVoided':
      return [{ kind: 'withdrawn', machine: 'dose', recordId: event.data.administrationId }];
    default:
      return assertNever(event);
  }
};
