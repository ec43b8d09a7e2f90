import { MedicationOrdersHttp } from './medication-orders.http';

export const medicationOrderQueryControllers = [MedicationOrdersHttp];
