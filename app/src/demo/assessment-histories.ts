import type { CommandBus } from '@nestjs/cqrs';
import { ChangeAssessmentCommand, CreateAssessmentCommand, type Actor } from '@careledger/command-service';
import type { CareServiceId } from '@careledger/domain';
import { DEMO_AGENCY_ID, demoUserBySlug, type DemoUser } from './demo-users';
import type { SeededRandom } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

const actorOf = (user: DemoUser): Actor => ({ id: user.id, roleId: user.roleId, agencyId: user.agencyId, partnerId: user.partnerId });

/** One assessment's life, issued as the real commands at backdated times, stopping before `now`. */
export const seedAssessmentHistory = async (bus: CommandBus, random: SeededRandom, patientId: string, now: Date): Promise<number> => {
  const byAgency = random.chance(0.5);
  const creator = byAgency ? demoUserBySlug(random.pick(['agency', 'agency-agent'])) : demoUserBySlug(random.pick(['user', 'partner', 'partner-agent']));
  const agency = actorOf(demoUserBySlug(random.chance(0.8) ? random.pick(['agency', 'agency-agent']) : 'provider'));
  const agencyId = byAgency ? DEMO_AGENCY_ID : (agency.agencyId ?? DEMO_AGENCY_ID);
  const worker = byAgency ? actorOf(demoUserBySlug(random.pick(['agency', 'agency-agent']))) : agency;
  const assessmentId = random.uuid();
  let at = now.getTime() - random.int(2, 150) * DAY - random.int(0, 23) * HOUR;
  const created = await bus.execute(
    new CreateAssessmentCommand(
      actorOf(creator),
      assessmentId,
      { patientId, agencyId, careServiceId: random.pick(CARE_SERVICES), summary: random.pick(SUMMARIES) },
      false,
      new Date(at),
    ),
  );
  let version = created.version;
  let commands = 1;
  /** Issues `action` `gapMs` after the previous command; `fields` sees the command's own time. */
  const step = async (action: string, gapMs: number, fields: (issuedAt: number) => Record<string, string> = () => ({})): Promise<boolean> => {
    if (at + gapMs >= now.getTime()) return false;
    at += gapMs;
    const body = { expectedVersion: version, ...fields(at) };
    const accepted = await bus.execute(new ChangeAssessmentCommand(worker, assessmentId, action, body, new Date(at)));
    version = accepted.version;
    commands += 1;
    return true;
  };

  const stage = pickStage(random);
  const cancelAt = stage === 'cancelled' ? random.int(0, 3) : -1;
  const cancel = () => step('cancel', random.int(1, 72) * HOUR, () => ({ reason: random.pick(CANCEL_REASONS) }));
  if (!byAgency && !(await step('pend', random.int(2, 48) * HOUR))) return commands;
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
  if (cancelAt === 2 || stage === 'approved') return stage === 'cancelled' ? (await cancel(), commands) : commands;
  if (!(await step('activate', random.int(1, 7) * DAY))) return commands;
  if (cancelAt === 3 || stage === 'active') return stage === 'cancelled' ? (await cancel(), commands) : commands;
  await step('complete', random.int(14, 60) * DAY);
  return commands;
};
