import type { MedicationRouteId } from '../catalog/medication';
import type { Command } from '../shared/command';
import type { MedicationOrderTerms } from './events';

interface OrderRef {
  orderId: string;
}

export type CreateMedicationOrder = Command<
  'CreateMedicationOrder',
  OrderRef & MedicationOrderTerms & { patientId: string; drug: string; routeId: MedicationRouteId; startDate: string }
>;
/** Only the terms given change; the others stay as they are. */
export type ChangeMedicationOrder = Command<'ChangeMedicationOrder', OrderRef & Partial<MedicationOrderTerms>>;
export type DiscontinueMedicationOrder = Command<'DiscontinueMedicationOrder', OrderRef & { reason: string }>;

export type MedicationOrderCommand = CreateMedicationOrder | ChangeMedicationOrder | DiscontinueMedicationOrder;
