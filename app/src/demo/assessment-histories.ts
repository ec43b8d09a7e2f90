import { RecordCommand } from '@careledger/command-service';
import { assessmentRecord, type CareServiceId } from '@careledger/domain';
import { DAY, HOUR, type DaysAgo, type DemoContext, type DemoPatient } from './demo-context';
import { requesterOf } from './assessment-requesters';
import { DEMO_AGENCY_ID, demoUserBySlug } from './demo-users';
import { seededRandom, type SeededRandom } from './random';

const SUMMARIES = [
  'Mobility review after hip replacement',
  'Post-discharge homecare needs',
  'Dementia care plan, evening support',
  'Medication management and foot care',
  'Respite care for family caregiver',
  'Live-in care suitability',
  'Nursing visit frequency review',
  'Fall risk and home safety check',
  'Palliative comfort care planning',
  'Adult day program intake',
];
const CANCEL_REASONS = ['Family chose another provider', 'Patient admitted to hospital', 'Duplicate request', 'Patient moved out of the area'];
const CARE_SERVICES: readonly CareServiceId[] = [1, 2, 3, 4, 5, 6, 16];
const SHIFT_CANCEL_REASONS = ['Patient at a day program that day', 'Caregiver unavailable', 'Family visiting that day', 'Patient in hospital'];
const CAREGIVER_ID = demoUserBySlug('caregiver').id;
const MINUTE = 60_000;

type Stage = 'created' | 'scheduled' | 'approved' | 'active' | 'completed' | 'cancelled';
const STAGES: readonly [Stage, number][] = [
  ['created', 0.1],
  ['scheduled', 0.2],
  ['approved', 0.15],
  ['active', 0.2],
  ['completed', 0.25],
  ['cancelled', 0.1],
];

const pickStage = (random: SeededRandom): Stage => {
  let roll = random.next();
  for (const [stage, weight] of STAGES) {
    roll -= weight;
    if (roll < 0) return stage;
  }
  return 'completed';
};

type Issue = (action: string, body: Record<string, unknown>, issuedAt: number) => Promise<boolean>;

/**
 * One to four day shifts, planned within hours of the approval (well before the next status
 * change, at least a day later); some changed, one sometimes cancelled. Its own random source,
 * seeded by the assessment, so the rest of the demo data does not depend on it.
 */
const planShifts = async (issue: Issue, assessmentId: string, approvedAt: number, caregiverId: string | null): Promise<void> => {
  const random = seededRandom(Number.parseInt(assessmentId.slice(0, 8), 16));
  if (!random.chance(0.2)) return;
  let issuedAt = approvedAt;
  const next = () => (issuedAt += random.int(20, 90) * MINUTE);
  const firstDay = Math.floor(approvedAt / DAY) + random.int(1, 3);
  const shifts = Array.from({ length: random.int(1, 4) }, (_, index) => {
    const startsAt = (firstDay + index) * DAY + random.int(7, 10) * HOUR;
    return { shiftId: random.uuid(), startsAt, endsAt: startsAt + random.int(4, 10) * HOUR, caregiverId: random.chance(0.6) ? caregiverId : null };
  });
  const iso = (instant: number) => new Date(instant).toISOString();
  for (const shift of shifts) {
    if (!(await issue('add-shift', { ...shift, startsAt: iso(shift.startsAt), endsAt: iso(shift.endsAt) }, next()))) return;
  }
  for (const shift of shifts.filter(() => random.chance(0.4))) {
    const change = shift.caregiverId === null && caregiverId !== null ? { caregiverId } : { endsAt: iso(shift.endsAt + HOUR) };
    if (!(await issue('change-shift', { shiftId: shift.shiftId, ...change }, next()))) return;
  }
  const cancelled = shifts.length > 1 && random.chance(0.6) ? random.pick(shifts) : undefined;
  if (cancelled) await issue('cancel-shift', { shiftId: cancelled.shiftId, reason: random.pick(SHIFT_CANCEL_REASONS) }, next());
};

/**
 * One assessment's life, issued as the real commands at backdated times from a start drawn in
 * `startedDaysAgo`, stopping before `now`.
 */
export const seedAssessmentHistory = async (demo: DemoContext, patient: DemoPatient, startedDaysAgo: DaysAgo = [2, 150]): Promise<number> => {
  const { bus, random, now } = demo;
  const byAgency = random.chance(0.5);
  const served = patient.agencyId ?? DEMO_AGENCY_ID;
  const worker = demo.actor(served === DEMO_AGENCY_ID ? random.pick(['agency', 'agency-agent']) : 'provider');
  const requester = byAgency ? undefined : requesterOf(patient, random.pick(['family', 'partner', 'partner-agent'] as const));
  const creator = requester ? demo.actor(requester) : worker;
  const agencyId = served;
  const assessmentId = random.uuid();
  let at = now.getTime() - random.int(...startedDaysAgo) * DAY - random.int(0, 23) * HOUR;
  const created = await bus.execute(
    new RecordCommand(
      assessmentRecord,
      creator,
      assessmentId,
      'create',
      { patientId: patient.id, agencyId, careServiceId: random.pick(CARE_SERVICES), summary: random.pick(SUMMARIES) },
      new Date(at),
    ),
  );
  let version = created.version;
  let commands = 1;
  /** Issues `action` at `issuedAt`, unless that is not in the past. */
  const issue: Issue = async (action, fields, issuedAt) => {
    if (issuedAt >= now.getTime()) return false;
    const accepted = await bus.execute(new RecordCommand(assessmentRecord, worker, assessmentId, action, { expectedVersion: version, ...fields }, new Date(issuedAt)));
    version = accepted.version;
    commands += 1;
    return true;
  };
  /** Issues `action` `gapMs` after the previous status command; `fields` sees the command's own time. */
  const step = async (action: string, gapMs: number, fields: (issuedAt: number) => Record<string, string> = () => ({})): Promise<boolean> => {
    if (at + gapMs >= now.getTime()) return false;
    at += gapMs;
    return issue(action, fields(at), at);
  };

  const stage = pickStage(random);
  const cancelAt = stage === 'cancelled' ? random.int(0, 3) : -1;
  const cancel = () => step('cancel', random.int(1, 72) * HOUR, () => ({ reason: random.pick(CANCEL_REASONS) }));
  if (requester && !(await step('pend', random.int(2, 48) * HOUR))) return commands;
  if (cancelAt === 0 || stage === 'created') return stage === 'cancelled' ? (await cancel(), commands) : commands;

  let visitAt = 0;
  const visitFrom = (issuedAt: number, days: number) => {
    visitAt = Math.max(visitAt, issuedAt) + random.int(1, 12) * HOUR + days * DAY;
    return { visitAt: new Date(visitAt).toISOString() };
  };
  if (!(await step('schedule', random.int(1, 72) * HOUR, (issuedAt) => visitFrom(issuedAt, random.int(1, 10))))) return commands;
  if (random.chance(0.2) && !(await step('reschedule', random.int(1, 24) * HOUR, (issuedAt) => visitFrom(issuedAt, random.int(1, 5))))) {
    return commands;
  }
  if (cancelAt === 1 || stage === 'scheduled') return stage === 'cancelled' ? (await cancel(), commands) : commands;
  if (!(await step('approve', Math.max(visitAt - at, 0) + random.int(1, 6) * HOUR))) return commands;
  // Shifts only where the next status change, if any, comes a day or more later: activation.
  // Only the demo agency staffs a shift with its caregiver: no agency names another's people.
  if (stage === 'approved' || stage === 'active' || stage === 'completed' || cancelAt === 3) await planShifts(issue, assessmentId, at, served === DEMO_AGENCY_ID ? CAREGIVER_ID : null);
  if (cancelAt === 2 || stage === 'approved') return stage === 'cancelled' ? (await cancel(), commands) : commands;
  if (!(await step('activate', random.int(1, 7) * DAY))) return commands;
  if (cancelAt === 3 || stage === 'active') return stage === 'cancelled' ? (await cancel(), commands) : commands;
  await step('complete', random.int(14, 60) * DAY);
  return commands;
};
