import { MedicationsHttp } from './medications.http';

export const medicationQueryControllers = [MedicationsHttp];
