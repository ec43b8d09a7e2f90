export { patientProjector } from './patient-projector';
export { evolve as evolvePatientRow, isRecordedPatientEvent, type FoldedPatient, type RecordedPatientEvent } from './patient-row';
