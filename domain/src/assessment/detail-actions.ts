import { AssessmentStatus, type AssessmentStatusId } from '../catalog/care-coordination';

/**
 * Actions on what an assessment holds rather than on its status: they never move it along its
 * life cycle, so they are not among the console's status buttons (`assessmentActions`).
 */
export const assessmentShiftActions = ['add-shift', 'change-shift', 'cancel-shift'] as const;
export const assessmentSurveyActions = ['answer-survey'] as const;
export const assessmentDetailActions = [...assessmentShiftActions, ...assessmentSurveyActions] as const;

export type AssessmentShiftAction = (typeof assessmentShiftActions)[number];
export type AssessmentSurveyAction = (typeof assessmentSurveyActions)[number];
export type AssessmentDetailAction = (typeof assessmentDetailActions)[number];

export const isAssessmentDetailAction = (value: unknown): value is AssessmentDetailAction =>
  assessmentDetailActions.includes(value as AssessmentDetailAction);

/** DESIGN.md section 3: shifts belong to an assessment once it is APPROVED, and while it is ACTIVE. */
export const shiftsOpenIn = (status: AssessmentStatusId): boolean =>
  status === AssessmentStatus.APPROVED || status === AssessmentStatus.ACTIVE;

/** A survey may be answered, and answers corrected, until the assessment is finished. */
export const surveyOpenIn = (status: AssessmentStatusId): boolean =>
  status !== AssessmentStatus.COMPLETED && status !== AssessmentStatus.CANCELLED;

/** The detail actions the status allows now (the policy decides who may take them). */
export const allowedAssessmentDetailActions = (status: AssessmentStatusId): readonly AssessmentDetailAction[] => [
  ...(shiftsOpenIn(status) ? assessmentShiftActions : []),
  ...(surveyOpenIn(status) ? assessmentSurveyActions : []),
];
