import type { AssessmentStatus, AssessmentStatusId } from '../catalog/care-coordination';
import type { Event } from '../shared/event';

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

export type AssessmentEvent =
  | AssessmentCreated
  | AssessmentPended
  | AssessmentScheduled
  | AssessmentRescheduled
  | AssessmentApproved
  | AssessmentActivated
  | AssessmentCompleted
  | AssessmentCancelled;

export type AssessmentEventType = AssessmentEvent['type'];

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

/** For projectors reading a mixed event log: tells an assessment event by its type. */
export const isAssessmentEvent = (event: Event): event is AssessmentEvent =>
  assessmentEventTypes.includes(event.type as AssessmentEventType);
