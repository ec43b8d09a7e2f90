export { patientProjector } from './patient-projector';
export { evolve as evolvePatientRow, isRecordedPatientEvent, type PatientRow, type RecordedPatientEvent } from './patient-row';
