export { assessmentProjector } from './assessment-projector';
export { evolve as evolveAssessment, type AssessmentRow } from './assessment-row';
export { isAssessmentEvent, type RecordedAssessmentEvent } from './assessment-events';
