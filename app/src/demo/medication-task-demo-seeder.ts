import { medicationRecord, nextTaskDueDate, taskRecord, type TaskRecurrence } from '@careledger/domain';
import { DAY, HOUR, remember, type DemoContext, type DemoPatient, type DemoRecord, type DemoSeeder } from './demo-context';
import { DEMO_AGENCY_ID, demoUserBySlug } from './demo-users';

const MEDICATION_PATIENTS = 30;
const TASKS = 40;
const MINUTE = 60_000;
/** Demo refs of the daily doses seeded: `patientId|medication|dose|hour (UTC)|first day`. */
export const MEDICATION_SCHEDULE = 'medication-schedule';
const CAREGIVER_ID = demoUserBySlug('caregiver').id;

const MEDICATIONS = [
  ['Metoprolol', '25 mg'], ['Metformin', '500 mg'], ['Lisinopril', '10 mg'], ['Atorvastatin', '20 mg'], ['Donepezil', '5 mg'],
  ['Levothyroxine', '50 mcg'], ['Furosemide', '40 mg'], ['Warfarin', '2.5 mg'], ['Amlodipine', '5 mg'], ['Insulin glargine', '12 units'],
] as const;
const NOT_GIVEN: ReadonlyArray<readonly [number, string | null]> = [
  [1, 'Vomited shortly before the dose'], [2, 'Said it upsets her stomach'], [2, null], [3, 'At a hospital appointment'],
  [4, 'Asleep at dose time; evening nurse informed'], [4, 'Pharmacy delivery late, dose missed'],
  [5, 'Heart rate 52 bpm, below the hold parameter of 55'], [5, 'Systolic pressure 92, held per order'],
];

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const atHour = (date: string, hour: number): number => Date.parse(`${date}T00:00:00Z`) + hour * HOUR;

/** One dose's outcome: mostly given on time, sometimes not given with a reason, held or away. */
const outcomeOf = (demo: DemoContext, scheduledMs: number): Record<string, unknown> => {
  const roll = demo.random.next();
  if (roll < 0.8) return { status: 1, administeredAt: new Date(scheduledMs + demo.random.int(0, 40) * MINUTE).toISOString() };
  if (roll < 0.9) {
    const [reasonId, comment] = demo.random.pick(NOT_GIVEN);
    return { status: 2, reasonId, comment };
  }
  return roll < 0.95 ? { status: 3, comment: 'Held per physician order pending lab results' } : { status: 4, comment: 'Weekend visit with family' };
};

/** A week or two of one daily medication for a patient the demo caregiver looks after. */
const seedDoses = async (demo: DemoContext, patient: DemoPatient, index: number): Promise<void> => {
  const { random } = demo;
  const [medicationName, dose] = MEDICATIONS[index % MEDICATIONS.length] ?? MEDICATIONS[0];
  const hour = random.pick([8, 9, 13, 20]);
  const days = random.int(8, 11);
  // The medication orders seeded later prescribe what these doses were given for.
  remember(demo, MEDICATION_SCHEDULE, [patient.id, medicationName, dose, String(hour), dayOf(demo.now.getTime() - days * DAY)].join('|'));
  const doses: DemoRecord[] = [];
  for (let back = days; back >= 1; back -= 1) {
    const scheduledMs = atHour(dayOf(demo.now.getTime() - back * DAY), hour);
    const body = { patientId: patient.id, medicationName, dose, scheduledAt: new Date(scheduledMs).toISOString(), ...outcomeOf(demo, scheduledMs) };
    doses.push(await demo.create(medicationRecord, random.chance(0.85) ? 'caregiver' : 'agency-agent', body, scheduledMs + HOUR));
  }
  const corrected = doses[random.int(0, doses.length - 1)];
  if (index % 5 === 0 && corrected) {
    // Charted in error: the patient had in fact refused this dose, and the agency puts the chart right.
    await demo.act(corrected, 'agency', 'correct', { status: 2, reasonId: 2, comment: 'Family confirmed the tablet was found uneaten' }, 3 * HOUR);
  }
  if (index % 14 === 3 && doses[0]) await demo.act(doses[0], 'agency', 'void', { reason: 'Charted on the wrong patient' }, 2 * HOUR);
};

interface TaskPlan {
  title: string;
  description?: string;
  /** Days from today to the first due date, as a range. */
  firstDue: [number, number];
  /** Where the first due date falls within its month. */
  anchor?: 'monthStart' | 'monthEnd';
  series?: (firstDue: string, fromToday: (days: number) => string) => TaskRecurrence;
}

const RECURRING: readonly TaskPlan[] = [
  { title: 'Monthly weight and vitals review', firstDue: [-95, -80], series: (first) => ({ type: 1, dayOfMonth: Number(first.slice(8)) }) },
  { title: 'Order incontinence supplies', firstDue: [-100, -100], anchor: 'monthEnd', series: () => ({ type: 1, dayOfMonth: 31 }) },
  { title: 'Medication reconciliation with the pharmacy', firstDue: [-100, -100], anchor: 'monthStart', series: () => ({ type: 2 }) },
  { title: 'Send the monthly care log to the family', firstDue: [-100, -100], anchor: 'monthEnd', series: () => ({ type: 3 }) },
  { title: 'Blood glucose log review', description: 'Compare with the targets in the care plan.', firstDue: [-60, -45], series: () => ({ type: 4, everyDays: 14 }) },
  { title: 'Change the catheter', firstDue: [-70, -50], series: () => ({ type: 4, everyDays: 28 }) },
  { title: 'Foot care appointment', firstDue: [-50, -50], series: (_first, fromToday) => ({ type: 4, dates: [fromToday(-36), fromToday(-8), fromToday(20)] }) },
];
const ONE_OFF: readonly TaskPlan[] = [
  { title: 'Arrange a podiatry visit', firstDue: [-30, 20] },
  { title: 'Update the emergency contacts', firstDue: [-30, 20] },
  { title: 'Check the grab bars in the bathroom', description: 'The one by the shower is loose.', firstDue: [-30, 20] },
  { title: 'Book the annual flu shot', firstDue: [-30, 20] },
  { title: 'Renew the walker rental', firstDue: [-30, 20] },
  { title: 'Fall-risk assessment follow-up', firstDue: [-30, 20] },
];

const monthEnd = (date: string): string => {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return dayOf(Date.UTC(year, month, 0));
};

const firstDueDate = (demo: DemoContext, plan: TaskPlan): string => {
  const date = dayOf(demo.now.getTime() + demo.random.int(...plan.firstDue) * DAY);
  if (plan.anchor === 'monthStart') return `${date.slice(0, 7)}-01`;
  return plan.anchor === 'monthEnd' ? monthEnd(date) : date;
};

/** Acts at `hour` on `date`, or a little after the task's last command if that is later. */
const actOn = (demo: DemoContext, task: DemoRecord, slug: string, action: string, body: Record<string, unknown>, date: string, hour: number) =>
  demo.act(task, slug, action, body, Math.max(HOUR, atHour(date, hour) - task.at));

/** A task lived through its occurrences: done on the day or a little late, now and then not needed. */
const seedTask = async (demo: DemoContext, patient: DemoPatient, plan: TaskPlan): Promise<void> => {
  const { random } = demo;
  const staff = random.pick(['agency', 'agency-agent']);
  const onCareTeam = patient.careTeam.includes(CAREGIVER_ID);
  const doer = onCareTeam ? 'caregiver' : staff;
  let dueDate = firstDueDate(demo, plan);
  const recurrence = plan.series?.(dueDate, (days) => dayOf(demo.now.getTime() + days * DAY)) ?? null;
  const body = {
    patientId: patient.id,
    title: plan.title,
    dueDate,
    recurrence,
    ...(plan.description ? { description: plan.description } : {}),
    ...(onCareTeam ? { assigneeId: CAREGIVER_ID } : {}),
  };
  const createdAt = Math.min(atHour(dueDate, 10) - random.int(5, 20) * DAY, demo.now.getTime() - random.int(1, 4) * DAY);
  const task = await demo.create(taskRecord, staff, body, createdAt);
  const today = dayOf(demo.now.getTime());
  while (dueDate < today) {
    const roll = random.next();
    if (!recurrence && roll < 0.1) return; // left overdue
    if (roll < 0.2) {
      if (!(await actOn(demo, task, doer, 'mark-not-required', { reason: 'Patient in hospital that week' }, dueDate, 9))) return;
      if (!recurrence && random.chance(0.5)) await demo.act(task, staff, 'reopen', {}, random.int(1, 3) * DAY);
      if (!recurrence) return;
      const next = nextTaskDueDate(recurrence, dueDate, dayOf(task.at));
      if (next === null) return;
      dueDate = next;
      continue;
    }
    const on = dayOf(atHour(dueDate, 0) + random.int(0, roll < 0.85 ? 0 : 3) * DAY);
    if (on >= today || !(await actOn(demo, task, doer, 'complete', { on }, on, 16))) return;
    const next = recurrence && nextTaskDueDate(recurrence, dueDate, on);
    if (!next) return;
    dueDate = next;
  }
  if (random.chance(0.2)) await demo.act(task, staff, 'reschedule', { dueDate: dayOf(atHour(dueDate, 0) + random.int(2, 7) * DAY) }, HOUR);
};

/**
 * Medication administration records for the patients the demo caregiver looks after, and the
 * tasks of their care plans: recurring ones of every kind, advancing as they are done, and one-offs.
 */
export const seedMedicationTaskDemo: DemoSeeder = async (demo) => {
  const cared = demo.patients.filter((patient) => patient.careTeam.includes(CAREGIVER_ID));
  for (const [index, patient] of cared.slice(0, MEDICATION_PATIENTS).entries()) await seedDoses(demo, patient, index);
  const taskPatients = [...cared, ...demo.patients.filter((patient) => patient.agencyId === DEMO_AGENCY_ID && !cared.includes(patient))];
  if (taskPatients.length === 0) return;
  for (let index = 0; index < TASKS; index += 1) {
    const plan = index % 2 === 0 ? RECURRING[(index / 2) % RECURRING.length] : demo.random.pick(ONE_OFF);
    const patient = taskPatients[index % Math.min(taskPatients.length, MEDICATION_PATIENTS + 5)];
    if (plan && patient) await seedTask(demo, patient, plan);
  }
};
