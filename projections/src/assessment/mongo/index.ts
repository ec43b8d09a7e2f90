export { assessmentMongoProjector } from './assessment-mongo-projector';
export { ASSESSMENT_INDEXES } from './assessment-collection';
