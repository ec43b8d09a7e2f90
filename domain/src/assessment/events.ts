import type { AssessmentStatus, AssessmentStatusId } from '../catalog/care-coordination';
import type { Event } from '../shared/event';
import type { SurveyAnswer } from './shifts';

export const ASSESSMENT_STREAM_CATEGORY = 'assessment';

export const assessmentStreamId = (assessmentId: string): string => `${ASSESSMENT_STREAM_CATEGORY}-${assessmentId}`;

/** The statuses an assessment can start in: agencies and admins create PENDING, families REQUESTED. */
export type InitialAssessmentStatus = typeof AssessmentStatus.PENDING | typeof AssessmentStatus.REQUESTED;

/** The statuses an assessment can be cancelled from. */
export type CancellableAssessmentStatus = Exclude<
  AssessmentStatusId,
  typeof AssessmentStatus.COMPLETED | typeof AssessmentStatus.CANCELLED
>;

interface AssessmentRef {
  assessmentId: string;
}

export type AssessmentCreated = Event<
  'AssessmentCreated',
  AssessmentRef & {
    patientId: string;
    agencyId: string | null;
    careServiceId: number;
    summary: string;
    status: InitialAssessmentStatus;
    /** The actor id of the creator: families and partners may later read and cancel what they created. */
    createdBy: string;
  }
>;
export type AssessmentPended = Event<'AssessmentPended', AssessmentRef>;
export type AssessmentScheduled = Event<'AssessmentScheduled', AssessmentRef & { visitAt: string }>;
export type AssessmentRescheduled = Event<
  'AssessmentRescheduled',
  AssessmentRef & { visitAt: string; previousVisitAt: string }
>;
export type AssessmentApproved = Event<'AssessmentApproved', AssessmentRef>;
export type AssessmentActivated = Event<'AssessmentActivated', AssessmentRef>;
export type AssessmentCompleted = Event<'AssessmentCompleted', AssessmentRef>;
export type AssessmentCancelled = Event<
  'AssessmentCancelled',
  AssessmentRef & { reason: string; previousStatus: CancellableAssessmentStatus }
>;

export type AssessmentShiftAdded = Event<
  'AssessmentShiftAdded',
  AssessmentRef & { shiftId: string; startsAt: string; endsAt: string; caregiverId: string | null }
>;
/** The shift as it is after the change, every field. */
export type AssessmentShiftChanged = Event<
  'AssessmentShiftChanged',
  AssessmentRef & { shiftId: string; startsAt: string; endsAt: string; caregiverId: string | null }
>;
export type AssessmentShiftCancelled = Event<'AssessmentShiftCancelled', AssessmentRef & { shiftId: string; reason: string }>;
/** The answers given, as given; answers to other questions stay as they were. */
export type AssessmentSurveyAnswered = Event<'AssessmentSurveyAnswered', AssessmentRef & { answers: SurveyAnswer[] }>;

/** The events that move an assessment along its life cycle. */
export type AssessmentStatusEvent =
  | AssessmentCreated
  | AssessmentPended
  | AssessmentScheduled
  | AssessmentRescheduled
  | AssessmentApproved
  | AssessmentActivated
  | AssessmentCompleted
  | AssessmentCancelled;

/** The events about what an assessment holds: its shifts and its survey answers. */
export type AssessmentDetailEvent = AssessmentShiftAdded | AssessmentShiftChanged | AssessmentShiftCancelled | AssessmentSurveyAnswered;

export type AssessmentEvent = AssessmentStatusEvent | AssessmentDetailEvent;

/**
 * The status events only: the history entries readers label one by one (the console's
 * timeline) and the types they may narrow to. Readers show detail events by their type name.
 */
export type AssessmentEventType = AssessmentStatusEvent['type'];
export type AssessmentDetailEventType = AssessmentDetailEvent['type'];

export const assessmentEventTypes: readonly AssessmentEventType[] = [
  'AssessmentCreated',
  'AssessmentPended',
  'AssessmentScheduled',
  'AssessmentRescheduled',
  'AssessmentApproved',
  'AssessmentActivated',
  'AssessmentCompleted',
  'AssessmentCancelled',
];

export const assessmentDetailEventTypes: readonly AssessmentDetailEventType[] = [
  'AssessmentShiftAdded',
  'AssessmentShiftChanged',
  'AssessmentShiftCancelled',
  'AssessmentSurveyAnswered',
];

/** Every type an assessment stream may hold. */
export const allAssessmentEventTypes: readonly AssessmentEvent['type'][] = [...assessmentEventTypes, ...assessmentDetailEventTypes];

/** For projectors reading a mixed event log: tells an assessment event, of any kind, by its type. */
export const isAssessmentEvent = (event: Event): event is AssessmentEvent =>
  allAssessmentEventTypes.includes(event.type as AssessmentEvent['type']);
