import { CareService, POSTING_EXPIRED_REASON, postingRecord, type CareServiceId, type PostingSchedule } from '@careledger/domain';
import { DAY, HOUR, recalled, SCHEDULER_SLUG, type DemoContext, type DemoPatient, type DemoRecord, type DemoSeeder } from './demo-context';
import { DEMO_AGENCY_ID, DEMO_PROVIDER_AGENCY_ID, demoUserBySlug } from './demo-users';

const POSTINGS = 40;
/** The provider agency posts too, for its own patients: a market has more than one agency posting. */
const PROVIDER_POSTINGS = 12;
const WEEK = 7 * DAY;
const CAREGIVER_ID = demoUserBySlug('caregiver').id;

interface CareNeed {
  careServiceId: CareServiceId;
  schedule: PostingSchedule;
  description: string;
}

const NEEDS: readonly CareNeed[] = [
  { careServiceId: CareService.HOME_SUPPORT, schedule: { days: [1, 3, 5], startTime: '08:00', endTime: '12:00' }, description: 'Morning home support: bathing, dressing and breakfast.' },
  { careServiceId: CareService.HOME_SUPPORT, schedule: { days: [1, 2, 3, 4, 5], startTime: '17:00', endTime: '19:30' }, description: 'Evening meal preparation and medication reminders.' },
  { careServiceId: CareService.NURSING, schedule: { days: [2, 4], startTime: '09:00', endTime: '10:30' }, description: 'Wound dressing change and a weekly medication review.' },
  { careServiceId: CareService.RESPITE_CARE, schedule: { days: [6, 7], startTime: '10:00', endTime: '18:00' }, description: 'Weekend respite so the family caregiver can rest.' },
  { careServiceId: CareService.LIVE_IN_CARE, schedule: { days: [1, 2, 3, 4, 5, 6, 7], startTime: '20:00', endTime: '08:00' }, description: 'Overnight support after a hospital discharge.' },
  { careServiceId: CareService.FOOT_CARE, schedule: { days: [3], startTime: '14:00', endTime: '15:00' }, description: 'Foot care visit for a client living with diabetes.' },
];
const HOLD_REASONS = ['Client admitted to hospital', 'Family away, care paused', 'Awaiting funding approval', 'Care plan under review'];
const CLOSE_REASONS = ['Family arranged private care', 'Client moved to long-term care', 'Need covered by another service', null];

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Who posts: the agency's staff, the caregivers it offers the care to, and the other agency it may invite. */
interface Poster {
  staff: readonly string[];
  caregivers: readonly string[];
  otherAgency: { id: string; slug: string };
}

/** What the demo knows of a posting it lived: the status its last step left, and its end. */
interface LivedPosting {
  record: DemoRecord;
  endMs: number;
  status: 'draft' | 'open' | 'held' | 'filled' | 'closed';
}

const STATUS_AFTER: Partial<Record<string, LivedPosting['status']>> = { publish: 'open', hold: 'held', unhold: 'open', fill: 'filled', close: 'closed' };

/** Minutes past midnight (UTC) at which the demo's scheduler closed the postings that ended the day before. */
const EXPIRY_RUN_MINUTES = 7;

/**
 * One posting lived step by step by the demo agency: drafted, offered, published, perhaps held
 * and released, answered, assigned and filled, extended while it runs, closed. The history stops
 * at the first step that would fall after the present, as a real one would.
 */
const livePosting = async (demo: DemoContext, patient: DemoPatient, poster: Poster): Promise<LivedPosting> => {
  const { random } = demo;
  const staff = random.pick(poster.staff);
  const need = random.pick(NEEDS);
  const createdAt = demo.now.getTime() - random.int(10, 160) * DAY;
  const startMs = createdAt + random.int(3, 14) * DAY;
  let endMs = startMs + random.int(4, 16) * WEEK;
  const record = await demo.create(
    postingRecord,
    staff,
    { patientId: patient.id, careServiceId: need.careServiceId, schedule: need.schedule, startDate: dayOf(startMs), endDate: dayOf(endMs), description: need.description },
    createdAt,
  );
  const lived: LivedPosting = { record, endMs, status: 'draft' };
  let live = true;
  const step = async (slug: string, action: string, body: Record<string, unknown>, gapMs: number): Promise<boolean> => {
    live = live && (await demo.act(record, slug, action, body, gapMs));
    if (live) lived.status = STATUS_AFTER[action] ?? lived.status;
    return live;
  };
  const extendMaybe = async (probability: number): Promise<void> => {
    const gap = random.int(2, 20) * DAY;
    if (!random.chance(probability) || dayOf(record.at + gap) > dayOf(endMs)) return;
    const newEnd = endMs + random.int(2, 8) * WEEK;
    if (await step(staff, 'extend', { endDate: dayOf(newEnd) }, gap)) endMs = lived.endMs = newEnd;
  };

  if (random.chance(0.1)) {
    if (random.chance(0.4)) await step(staff, 'close', { reason: 'Drafted in error' }, random.int(1, 4) * DAY);
    return lived;
  }
  const invitedCaregivers: string[] = [];
  for (const caregiverId of poster.caregivers) {
    if (random.chance(0.35) && (await step(staff, 'invite-caregiver', { caregiverId }, random.int(1, 20) * HOUR))) invitedCaregivers.push(caregiverId);
  }
  const otherInvited = random.chance(0.25) && (await step(staff, 'invite-agency', { agencyId: poster.otherAgency.id }, random.int(1, 20) * HOUR));
  if (!(await step(staff, 'publish', {}, random.int(4, 48) * HOUR))) return lived;

  if (random.chance(0.3)) {
    if (!(await step(staff, 'hold', { reason: random.pick(HOLD_REASONS) }, random.int(1, 6) * DAY))) return lived;
    if (!random.chance(0.65)) {
      if (random.chance(0.3)) await step(staff, 'close', { reason: random.pick(CLOSE_REASONS) }, random.int(7, 30) * DAY);
      return lived;
    }
    if (!(await step(staff, 'unhold', {}, random.int(3, 14) * DAY))) return lived;
  }

  // The demo caregiver answers the postings offered to her agency's caregivers.
  const caregiverApplied = poster.caregivers.includes(CAREGIVER_ID) && random.chance(0.6) && (await step('caregiver', 'apply', {}, random.int(6, 72) * HOUR));
  const otherApplied = otherInvited && random.chance(0.7) && (await step(poster.otherAgency.slug, 'apply', {}, random.int(6, 72) * HOUR));
  await extendMaybe(0.2);
  const assignee = caregiverApplied
    ? { caregiverId: CAREGIVER_ID }
    : otherApplied
      ? { agencyId: poster.otherAgency.id }
      : invitedCaregivers[0] !== undefined
        ? { caregiverId: invitedCaregivers[0] }
        : null;
  if (assignee === null || !random.chance(0.75)) {
    if (random.chance(0.3)) await step(staff, 'close', { reason: random.pick(CLOSE_REASONS) }, random.int(5, 40) * DAY);
    return lived;
  }
  if (!(await step(staff, 'assign', assignee, random.int(1, 3) * DAY))) return lived;
  if (!random.chance(0.85) || !(await step(staff, 'fill', {}, random.int(4, 36) * HOUR))) return lived;
  await extendMaybe(0.35);
  if (random.chance(0.6)) await step(staff, 'close', { reason: 'Care period completed' }, Math.max(endMs - record.at, 0) + random.int(1, 3) * DAY);
  return lived;
};

/**
 * A posting still open or held after its end date was closed by the scheduler's expiry job the
 * next morning, as a running Careledger does: the demo's history has it, and the job finds nothing
 * left to close when the demo starts. No random draw, so the seeders after this one are unchanged.
 */
const expireIfEnded = async (demo: DemoContext, { record, endMs, status }: LivedPosting): Promise<void> => {
  if (status !== 'open' && status !== 'held') return;
  const expiredAt = Date.parse(dayOf(endMs)) + DAY + EXPIRY_RUN_MINUTES * 60_000;
  await demo.act(record, SCHEDULER_SLUG, 'close', { reason: POSTING_EXPIRED_REASON }, Math.max(expiredAt - record.at, 1));
};

const seedPosting = async (demo: DemoContext, patient: DemoPatient, poster: Poster): Promise<void> => {
  await expireIfEnded(demo, await livePosting(demo, patient, poster));
};

/** Postings of one agency for its own patients, a few per patient when patients are few. */
const seedPostingsOf = async (demo: DemoContext, agencyId: string, poster: Poster, postings: number): Promise<void> => {
  const patients = demo.patients.filter((patient) => patient.agencyId === agencyId);
  const count = Math.min(postings, patients.length * 3);
  for (let index = 0; index < count; index += 1) await seedPosting(demo, patients[index % patients.length] as DemoPatient, poster);
};

/** About forty postings of the demo agency and a dozen of the provider agency, each inviting the other. */
export const seedPostingDemo: DemoSeeder = async (demo) => {
  const otherCaregivers = recalled(demo, 'caregiver').filter((id) => id !== CAREGIVER_ID);
  await seedPostingsOf(demo, DEMO_AGENCY_ID, {
    staff: ['agency', 'agency', 'agency-agent'],
    caregivers: [CAREGIVER_ID, ...otherCaregivers.slice(0, 2)],
    otherAgency: { id: DEMO_PROVIDER_AGENCY_ID, slug: 'provider' },
  }, POSTINGS);
  await seedPostingsOf(demo, DEMO_PROVIDER_AGENCY_ID, { staff: ['provider'], caregivers: [], otherAgency: { id: DEMO_AGENCY_ID, slug: 'agency' } }, PROVIDER_POSTINGS);
};
