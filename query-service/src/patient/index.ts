import { ListPatientsHttp } from './list-patients.http';
import { PatientHttp } from './patient.http';
import { PatientReader } from './patient-reader';

export const patientQueryControllers = [ListPatientsHttp, PatientHttp];
export const patientQueryProviders = [PatientReader];
