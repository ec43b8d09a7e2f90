import type { MedicationRouteId } from '../catalog/medication';
import { assertNever } from '../shared/decider';
import type { MedicationOrderEvent, MedicationOrderTerms } from './events';

export interface NoMedicationOrder {
  status: 'none';
}

interface OrderDetails extends MedicationOrderTerms {
  orderId: string;
  patientId: string;
  drug: string;
  routeId: MedicationRouteId;
  startDate: string;
  prescribedBy: string;
  /** How many times the terms were changed since the order was written. */
  changes: number;
}

export interface ActiveMedicationOrder extends OrderDetails {
  status: 'active';
}

export interface DiscontinuedMedicationOrder extends OrderDetails {
  status: 'discontinued';
  discontinuedReason: string;
  discontinuedBy: string;
  discontinuedAt: string;
}

export type ExistingMedicationOrder = ActiveMedicationOrder | DiscontinuedMedicationOrder;
export type MedicationOrderState = NoMedicationOrder | ExistingMedicationOrder;

export const initialMedicationOrderState = (): MedicationOrderState => ({ status: 'none' });

export const termsOf = ({ dose, timesOfDay, endDate, instructions }: MedicationOrderTerms): MedicationOrderTerms => ({ dose, timesOfDay, endDate, instructions });

export const evolveMedicationOrder = (state: MedicationOrderState, event: MedicationOrderEvent): MedicationOrderState => {
  switch (event.type) {
    case 'MedicationOrderCreated': {
      const { orderId, patientId, drug, routeId, startDate, prescribedBy } = event.data;
      return { status: 'active', orderId, patientId, drug, routeId, startDate, prescribedBy, ...termsOf(event.data), changes: 0 };
    }
    case 'MedicationOrderChanged':
      return state.status === 'none' ? state : { ...state, ...termsOf(event.data), changes: state.changes + 1 };
    case 'MedicationOrderDiscontinued':
      return state.status === 'none'
        ? state
        : { ...state, status: 'discontinued', discontinuedReason: event.data.reason, discontinuedBy: event.data.discontinuedBy, discontinuedAt: event.data.discontinuedAt };
    default:
      return assertNever(event);
  }
};

/** The times doses of the order fall due on `date` (`YYYY-MM-DD`): none before its start, after its end, or once it is discontinued. */
export const orderTimesOn = (order: ExistingMedicationOrder, date: string): readonly string[] =>
  order.status === 'active' && order.startDate <= date && (order.endDate === null || date <= order.endDate) ? order.timesOfDay : [];
