import type { DoseDueAnswer, MedicationAdministrationAnswer } from '@careledger/domain';
import type { MedicationOrderView } from './medication-order-view';
import { instantOfWallClock } from './wall-clock';

/** A dose before its patient is named and its administration found. */
export type UnmatchedDose = Omit<DoseDueAnswer, 'patientName' | 'administration'>;

/** The doses `orders` (running on `date`) make due that day, each time of day read in `timeZone`. */
export const dosesOn = (orders: readonly MedicationOrderView[], date: string, timeZone: string): UnmatchedDose[] =>
  orders.flatMap((order) =>
    order.timesOfDay.map((timeOfDay) => ({
      orderId: order.id,
      orderVersion: order.version,
      patientId: order.patientId,
      drug: order.drug,
      dose: order.dose,
      routeId: order.routeId,
      instructions: order.instructions,
      timeOfDay,
      scheduledFor: instantOfWallClock(date, timeOfDay, timeZone),
    })),
  );

const sameMedication = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The administration recorded for a dose: the same patient, the same medication (whatever its
 * letter case) and the same scheduled instant, not voided; the latest recorded if several are.
 */
export const administrationOf = <Administration extends MedicationAdministrationAnswer>(
  dose: Pick<DoseDueAnswer, 'patientId' | 'drug' | 'scheduledFor'>,
  administrations: readonly Administration[],
): Administration | null => {
  const due = Date.parse(dose.scheduledFor);
  const matches = administrations.filter(
    (record) => !record.voided && record.patientId === dose.patientId && sameMedication(record.medicationName, dose.drug) && Date.parse(record.scheduledAt) === due,
  );
  return matches.reduce<Administration | null>((latest, record) => (latest === null || record.createdAt > latest.createdAt ? record : latest), null);
};

/** By time, then patient, then drug, so a round reads in the order it is walked. */
export const byTimeThenPatient = (a: DoseDueAnswer, b: DoseDueAnswer): number =>
  a.scheduledFor.localeCompare(b.scheduledFor) || (a.patientName ?? a.patientId).localeCompare(b.patientName ?? b.patientId) || a.drug.localeCompare(b.drug);
