import { AssessmentStatus } from '../catalog/care-coordination';
import { assertNever } from '../shared/decider';
import type { AssessmentDetailEvent, AssessmentEvent, CancellableAssessmentStatus } from './events';
import type { AssessmentShift, SurveyValue } from './shifts';

interface AssessmentRecord {
  assessmentId: string;
  patientId: string;
  agencyId: string | null;
  careServiceId: number;
  summary: string;
  createdBy: string;
  /** In the order they were added, cancelled ones included. */
  shifts: readonly AssessmentShift[];
  /** The latest answer to each question, by question id. */
  surveyAnswers: Readonly<Record<string, SurveyValue>>;
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

const withShift = (shifts: readonly AssessmentShift[], shiftId: string, change: (shift: AssessmentShift) => AssessmentShift) =>
  shifts.map((shift) => (shift.shiftId === shiftId ? change(shift) : shift));

const evolveDetail = (state: ExistingAssessment, event: AssessmentDetailEvent): ExistingAssessment => {
  switch (event.type) {
    case 'AssessmentShiftAdded': {
      const { assessmentId: _assessmentId, ...shift } = event.data;
      return { ...state, shifts: [...state.shifts, { ...shift, status: 'planned', cancelReason: null }] };
    }
    case 'AssessmentShiftChanged': {
      const { startsAt, endsAt, caregiverId } = event.data;
      return { ...state, shifts: withShift(state.shifts, event.data.shiftId, (shift) => ({ ...shift, startsAt, endsAt, caregiverId })) };
    }
    case 'AssessmentShiftCancelled':
      return {
        ...state,
        shifts: withShift(state.shifts, event.data.shiftId, (shift) => ({ ...shift, status: 'cancelled', cancelReason: event.data.reason })),
      };
    case 'AssessmentSurveyAnswered':
      return {
        ...state,
        surveyAnswers: { ...state.surveyAnswers, ...Object.fromEntries(event.data.answers.map((answer) => [answer.questionId, answer.value])) },
      };
    default:
      return assertNever(event);
  }
};

/**
 * Events only ever follow the transitions `decide` allows; an event that does not fit the
 * current status (a damaged stream) leaves the state as it was rather than inventing one.
 */
export const evolveAssessment = (state: AssessmentState, event: AssessmentEvent): AssessmentState => {
  switch (event.type) {
    case 'AssessmentCreated': {
      const { status, ...record } = event.data;
      return { ...record, status, shifts: [], surveyAnswers: {} };
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
    case 'AssessmentShiftAdded':
    case 'AssessmentShiftChanged':
    case 'AssessmentShiftCancelled':
    case 'AssessmentSurveyAnswered':
      return state.status === 'none' ? state : evolveDetail(state, event);
    default:
      return assertNever(event);
  }
};
