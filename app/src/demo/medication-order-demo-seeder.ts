import { medicationOrderRecord, type MedicationRouteId } from '@careledger/domain';
import { DAY, HOUR, recalled, remember, type DemoSeeder } from './demo-context';
import { MEDICATION_SCHEDULE } from './medication-task-demo-seeder';

/** The daily order behind each dose history, `patient|order|drug|dose|hour`, for the reminders seeded after. */
export const DAILY_ORDERS = 'daily-medication-orders';

/** A handful: enough for a full morning round on the demo caregiver's day screen, not a ward. */
const ORDERED_PATIENTS = 8;

interface OrderPlan {
  drug: string;
  dose: string;
  routeId: MedicationRouteId;
  timesOfDay: string[];
  instructions?: string;
}

const ALSO_ORDERED: readonly OrderPlan[] = [
  { drug: 'Vitamin D3', dose: '1000 IU', routeId: 1, timesOfDay: ['09:00'], instructions: 'With breakfast' },
  { drug: 'Acetaminophen', dose: '500 mg', routeId: 1, timesOfDay: ['08:00', '14:00', '20:00'], instructions: 'Hold if no pain; at most 3 g a day' },
  { drug: 'Latanoprost', dose: '1 drop each eye', routeId: 8, timesOfDay: ['21:00'] },
  { drug: 'Salbutamol', dose: '2 puffs', routeId: 5, timesOfDay: ['07:30', '19:30'], instructions: 'Rinse the mouth after use' },
];
const STOPPED: OrderPlan = { drug: 'Tramadol', dose: '50 mg', routeId: 1, timesOfDay: ['08:00', '20:00'] };

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Medication orders for the first patients the demo caregiver gives doses to: the daily
 * medication of their dose history (same drug, dose and hour, from its first dose on), one more
 * running order each, a few changed, and now and then one discontinued. Today's doses are not
 * recorded yet, so the caregiver's day starts with doses due.
 */
export const seedMedicationOrderDemo: DemoSeeder = async (demo) => {
  const today = demo.now.getTime();
  for (const [index, schedule] of recalled(demo, MEDICATION_SCHEDULE).slice(0, ORDERED_PATIENTS).entries()) {
    const [patientId = '', drug = '', dose = '', hour = '8', firstDay = dayOf(today)] = schedule.split('|');
    const ordered = (plan: OrderPlan, startDate: string, slug: string) =>
      demo.create(medicationOrderRecord, slug, { patientId, ...plan, startDate }, Date.parse(`${startDate}T00:00:00Z`) - DAY + 10 * HOUR);
    const daily = await ordered({ drug, dose, routeId: 1, timesOfDay: [`${hour.padStart(2, '0')}:00`] }, firstDay, 'agency');
    remember(demo, DAILY_ORDERS, [patientId, daily.id, drug, dose, hour].join('|'));
    const also = ALSO_ORDERED[index % ALSO_ORDERED.length] ?? ALSO_ORDERED[0];
    if (also) {
      const order = await ordered(also, dayOf(today - 20 * DAY), 'agency-agent');
      if (index % 4 === 1) await demo.act(order, 'agency', 'change', { instructions: 'Reviewed with the family physician: continue as ordered' }, 6 * DAY);
    }
    if (index % 3 === 2) {
      const stopped = await ordered(STOPPED, dayOf(today - 30 * DAY), 'agency');
      await demo.act(stopped, 'agency', 'discontinue', { reason: 'Pain controlled; stopped by the physician' }, 12 * DAY);
    }
  }
};
