import { AssessmentStatus } from '../catalog/care-coordination';
import { assertNever } from '../shared/decider';
import type { AssessmentEvent, CancellableAssessmentStatus } from './events';

interface AssessmentRecord {
  assessmentId: string;
  patientId: string;
  agencyId: string | null;
  careServiceId: number;
  summary: string;
  createdBy: string;
}

type S = typeof AssessmentStatus;

export interface NoAssessment {
  status: 'none';
}
export type RequestedAssessment = AssessmentRecord & { status: S['REQUESTED'] };
export type PendingAssessment = AssessmentRecord & { status: S['PENDING'] };
export type ScheduledAssessment = AssessmentRecord & { status: S['SCHEDULED']; visitAt: string };
export type ApprovedAssessment = AssessmentRecord & { status: S['APPROVED']; visitAt: string };
export type ActiveAssessment = AssessmentRecord & { status: S['ACTIVE']; visitAt: string };
export type CompletedAssessment = AssessmentRecord & { status: S['COMPLETED']; visitAt: string };
export type CancelledAssessment = AssessmentRecord & {
  status: S['CANCELLED'];
  reason: string;
  previousStatus: CancellableAssessmentStatus;
  /** Kept when the visit had been scheduled before the cancellation. */
  visitAt: string | null;
};

export type ExistingAssessment =
  | RequestedAssessment
  | PendingAssessment
  | ScheduledAssessment
  | ApprovedAssessment
  | ActiveAssessment
  | CompletedAssessment
  | CancelledAssessment;

export type AssessmentState = NoAssessment | ExistingAssessment;

export const initialAssessmentState = (): AssessmentState => ({ status: 'none' });

const hasNothingToCancel = (
  state: AssessmentState,
): state is NoAssessment | CompletedAssessment | CancelledAssessment =>
  state.status === 'none' || state.status === AssessmentStatus.COMPLETED || state.status === AssessmentStatus.CANCELLED;

const visitOf = (state: AssessmentState): string | null => ('visitAt' in state ? state.visitAt : null);

/**
 * Events only ever follow the transitions `decide` allows; an event that does not fit the
 * current status (a damaged stream) leaves the state as it was rather than inventing one.
 */
export const evolveAssessment = (state: AssessmentState, event: AssessmentEvent): AssessmentState => {
  switch (event.type) {
    case 'AssessmentCreated': {
      const { status, ...record } = event.data;
      return { ...record, status };
    }
    case 'AssessmentPended':
      return state.status === AssessmentStatus.REQUESTED ? { ...state, status: AssessmentStatus.PENDING } : state;
    case 'AssessmentScheduled':
      return state.status === AssessmentStatus.PENDING
        ? { ...state, status: AssessmentStatus.SCHEDULED, visitAt: event.data.visitAt }
        : state;
    case 'AssessmentRescheduled':
      return state.status === AssessmentStatus.SCHEDULED ? { ...state, visitAt: event.data.visitAt } : state;
    case 'AssessmentApproved':
      return state.status === AssessmentStatus.SCHEDULED ? { ...state, status: AssessmentStatus.APPROVED } : state;
    case 'AssessmentActivated':
      return state.status === AssessmentStatus.APPROVED ? { ...state, status: AssessmentStatus.ACTIVE } : state;
    case 'AssessmentCompleted':
      return state.status === AssessmentStatus.ACTIVE ? { ...state, status: AssessmentStatus.COMPLETED } : state;
    case 'AssessmentCancelled':
      return hasNothingToCancel(state)
        ? state
        : {
            ...state,
            status: AssessmentStatus.CANCELLED,
            reason: event.data.reason,
            previousStatus: event.data.previousStatus,
            visitAt: visitOf(state),
          };
    default:
      return assertNever(event);
  }
};
