import type { MedicationRouteId } from '../catalog/medication';
import type { Event } from '../shared/event';

// One word, as every category: the audit log reads a stream's category up to its first dash.
export const MEDICATION_ORDER_STREAM_CATEGORY = 'medicationorder';
export const medicationOrderStreamId = (orderId: string): string => `${MEDICATION_ORDER_STREAM_CATEGORY}-${orderId}`;

interface OrderRef {
  orderId: string;
}

/** What a prescriber may change on a running order; the drug, its route and its start stay as ordered. */
export interface MedicationOrderTerms {
  dose: string;
  /** Wall-clock times the dose is due each day, `HH:MM`, sorted, no repeats. */
  timesOfDay: string[];
  /** The last day doses are due, `YYYY-MM-DD`; null while the order runs on. */
  endDate: string | null;
  instructions: string | null;
}

export type MedicationOrderCreated = Event<
  'MedicationOrderCreated',
  OrderRef &
    MedicationOrderTerms & {
      patientId: string;
      drug: string;
      routeId: MedicationRouteId;
      /** The first day doses are due, `YYYY-MM-DD`. */
      startDate: string;
      prescribedBy: string;
    }
>;

/** A change never overwrites: the terms it replaces travel with it. */
export type MedicationOrderChanged = Event<'MedicationOrderChanged', OrderRef & MedicationOrderTerms & { previous: MedicationOrderTerms; changedBy: string }>;

export type MedicationOrderDiscontinued = Event<'MedicationOrderDiscontinued', OrderRef & { reason: string; discontinuedBy: string; discontinuedAt: string }>;

export type MedicationOrderEvent = MedicationOrderCreated | MedicationOrderChanged | MedicationOrderDiscontinued;

export type MedicationOrderEventType = MedicationOrderEvent['type'];

export const medicationOrderEventTypes: readonly MedicationOrderEventType[] = ['MedicationOrderCreated', 'MedicationOrderChanged', 'MedicationOrderDiscontinued'];

export const isMedicationOrderEvent = (event: Event): event is MedicationOrderEvent =>
  medicationOrderEventTypes.includes(event.type as MedicationOrderEventType);
