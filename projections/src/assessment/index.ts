export { assessmentProjector } from './assessment-projector';
export { evolve as evolveAssessment, type AssessmentRow } from './assessment-row';
export { AssessmentStatus, type AssessmentEvent, type AssessmentStatusId } from './assessment-events';
