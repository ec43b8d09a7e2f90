export { patientMongoProjector } from './patient-mongo-projector';
export { PATIENT_INDEXES } from './patient-collection';
