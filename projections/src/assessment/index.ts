export { assessmentProjector } from './assessment-projector';
export { evolve as evolveAssessment } from './assessment-row';
export { isAssessmentEvent, type RecordedAssessmentEvent } from './assessment-events';
