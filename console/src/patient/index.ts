// List and Show are route screens, loaded lazily by the router straight from their files.
export { NameSearch, listParamsFrom, searchFrom } from './filters';
export { patientKeys } from './queries';
export { PatientPicker, type PatientChoice } from './PatientPicker';
