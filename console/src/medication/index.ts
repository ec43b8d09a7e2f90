export { PatientMedications } from './PatientMedications';
export { medicationKeys } from './queries';
export { patientFactsOf } from './PatientMedications';
