export { PatientMedications } from './PatientMedications';
export { medicationKeys, useDosesDue } from './queries';
export { patientFactsOf } from './PatientMedications';
export { MedicationOrders } from './Orders';
export { DoseDueActions, type DoseDueActionsProps } from './DoseDueActions';
