import {
  AgencyStanding,
  CaregiverStatus,
  agencyRecord,
  caregiverRecord,
  certificationsFor,
  servicesFor,
  type AgencyStandingId,
  type CareServiceId,
  type CaregiverStatusId,
  type ProfessionId,
} from '@careledger/domain';
import { DAY, HOUR, recalled, remember, type DemoContext, type DemoRecord, type DemoSeeder } from './demo-context';
import { DEMO_AGENCY_ID, DEMO_PROVIDER_AGENCY_ID, demoUserBySlug } from './demo-users';
import type { SeededRandom } from './random';

interface DemoAgency {
  id?: string;
  name: string;
  city: string;
  /** The office, for the homecare search map. */
  latitude: number;
  longitude: number;
  province: string;
  areaCode: string;
  careServiceIds: CareServiceId[];
  isInternal?: boolean;
  /** Standing changes after registration, in order: [level, reason]. */
  standings?: [AgencyStandingId, string][];
  reinstatedBecause?: string;
  caregivers: number;
}

const { GOOD, REQUIRES_REVIEW, PROBATIONARY, TERMINATED } = AgencyStanding;
const { HIRED, NOT_HIRED, OFF_BOARDED } = CaregiverStatus;

const AGENCIES: readonly DemoAgency[] = [
  { id: DEMO_AGENCY_ID, name: 'Maple Grove Home Care', city: 'Toronto', latitude: 43.6629, longitude: -79.3957, province: 'ON', areaCode: '416', careServiceIds: [3, 4, 5, 6], caregivers: 14 },
  { id: DEMO_PROVIDER_AGENCY_ID, name: 'Harbourview Homecare Providers', city: 'Halifax', latitude: 44.6476, longitude: -63.5728, province: 'NS', areaCode: '902', careServiceIds: [3, 5, 6], caregivers: 6 },
  { name: 'Careledger Care Network', city: 'Ottawa', latitude: 45.4112, longitude: -75.6981, province: 'ON', areaCode: '613', careServiceIds: [1, 3, 4, 5, 6, 16], isInternal: true, caregivers: 3 },
  {
    name: 'Lakeshore Nursing Services', city: 'Mississauga', latitude: 43.5933, longitude: -79.6427, province: 'ON', areaCode: '905', careServiceIds: [4, 16, 20, 21], caregivers: 3,
    standings: [[REQUIRES_REVIEW, 'Two missed documentation audits'], [PROBATIONARY, 'Audit findings not corrected within 30 days'], [GOOD, 'Corrective plan completed and verified']],
  },
  { name: 'Prairie Companions', city: 'Winnipeg', latitude: 49.8844, longitude: -97.147, province: 'MB', areaCode: '204', careServiceIds: [3, 5], standings: [[REQUIRES_REVIEW, 'Family complaint about late visits']], caregivers: 2 },
  { name: 'Summit Care Partners', city: 'Calgary', latitude: 51.0486, longitude: -114.0708, province: 'AB', areaCode: '403', careServiceIds: [3, 4, 6], standings: [[PROBATIONARY, 'Unlicensed staff on shift'], [TERMINATED, 'Repeated licensing violations']], caregivers: 1 },
  {
    name: 'Riverbend Respite', city: 'Vancouver', latitude: 49.2634, longitude: -123.1386, province: 'BC', areaCode: '604', careServiceIds: [5, 6], caregivers: 1,
    standings: [[TERMINATED, 'Insurance lapsed']], reinstatedBecause: 'Insurance reinstated; appeal upheld',
  },
];

const FIRST_NAMES = ['Amara', 'Ben', 'Chloe', 'Dev', 'Esther', 'Femi', 'Gina', 'Hassan', 'Iris', 'Jonah', 'Keiko', 'Liam', 'Marisol', 'Nadia', 'Owen', 'Pilar', 'Quinn', 'Rosa', 'Sunil', 'Tessa'];
const LAST_NAMES = ['Adeyemi', 'Brooks', 'Castillo', 'Doyle', 'Eriksen', 'Fraser', 'Gill', 'Ho', 'Ibrahim', 'Jensen', 'Kaur', 'Leblanc', 'Mahmoud', 'Nguyen', 'Ortiz', 'Petrov'];
const PROFESSIONS: readonly ProfessionId[] = ['personal_support_worker', 'personal_support_worker', 'registered_practical_nurse', 'registered_nurse', 'certified_caregiver'];
/** The named care services first: a demo caregiver mostly offers what families search for. */
const FAVOURED_SERVICES: readonly CareServiceId[] = [3, 4, 5, 6, 16];
const DECLINE_REASONS = ['References could not be confirmed', 'No availability on weekends', 'Chose another offer', null];
const OFFBOARD_REASONS = ['Moved out of the province', 'Went back to school', 'Contract ended', 'Retired'];

/** How each caregiver's employment went; cycled so every status shows up, whatever the random draws. */
type Path = 'hired' | 'pending' | 'not_hired' | 'reconsidered' | 'offboarded' | 'rehired';
const PATHS: readonly Path[] = ['hired', 'pending', 'hired', 'not_hired', 'offboarded', 'hired', 'reconsidered', 'rehired', 'hired', 'pending'];

const staffOf = (agencyId: string, random: SeededRandom): string =>
  agencyId === DEMO_AGENCY_ID ? random.pick(['agency', 'agency', 'agency-agent']) : agencyId === DEMO_PROVIDER_AGENCY_ID ? 'provider' : 'admin';

const seedAgency = async (demo: DemoContext, agency: DemoAgency): Promise<string> => {
  const { random } = demo;
  const slug = agency.name.toLowerCase().replace(/[^a-z]+/g, '');
  const record = await demo.create(
    agencyRecord,
    'admin',
    {
      name: agency.name,
      email: `office@${slug}.example`,
      phone: `+1 ${agency.areaCode} 555 01${String(random.int(0, 99)).padStart(2, '0')}`,
      address: { city: agency.city, province: agency.province, latitude: agency.latitude, longitude: agency.longitude },
      isInternal: agency.isInternal ?? false,
      careServiceIds: agency.careServiceIds,
    },
    demo.now.getTime() - random.int(800, 900) * DAY,
    agency.id,
  );
  for (const [level, reason] of agency.standings ?? []) await demo.act(record, 'admin', 'change-standing', { level, reason }, random.int(60, 120) * DAY);
  if (agency.reinstatedBecause) await demo.act(record, 'admin', 'reinstate', { reason: agency.reinstatedBecause }, random.int(20, 40) * DAY);
  if (agency.id !== undefined) {
    const staff = staffOf(agency.id, random);
    await demo.act(record, staff, 'set-care-types', { careServiceIds: [...agency.careServiceIds, 16] }, random.int(30, 90) * DAY);
    await demo.act(record, staff, 'update-profile', { phone: `+1 ${agency.areaCode} 555 02${String(random.int(0, 99)).padStart(2, '0')}` }, random.int(30, 90) * DAY);
  }
  remember(demo, 'agency', record.id);
  return record.id;
};

const pickServices = (random: SeededRandom, professionId: ProfessionId): CareServiceId[] => {
  const allowed = servicesFor(professionId);
  const chosen = new Set<CareServiceId>(FAVOURED_SERVICES.filter((id) => allowed.includes(id) && random.chance(0.55)));
  while (chosen.size < 2) chosen.add(random.pick(allowed));
  if (random.chance(0.5)) chosen.add(random.pick(allowed));
  return [...chosen];
};

/** Skills first (an applicant states them), then the employment path, then the odd later change. */
const liveCaregiver = async (demo: DemoContext, record: DemoRecord, staff: string, professionId: ProfessionId, path: Path): Promise<CaregiverStatusId> => {
  const { random } = demo;
  const act = (action: string, body: Record<string, unknown>, gapMs: number) => demo.act(record, staff, action, body, gapMs);
  const services = pickServices(random, professionId);
  const competencies = services.map(() => random.pick([1, 2, 2, 3, 3, 0]));
  for (const [position, careServiceId] of services.entries()) await act('add-service', { careServiceId, competency: competencies[position] }, random.int(1, 6) * HOUR);
  for (const certificationId of new Set([random.pick(certificationsFor(professionId)), random.pick(certificationsFor(professionId))])) {
    await act('add-certification', { certificationId }, random.int(1, 6) * HOUR);
  }
  // Widened on purpose: `step` changes it from inside a closure, which narrowing cannot see.
  let status = CaregiverStatus.PENDING as CaregiverStatusId;
  const step = async (action: string, body: Record<string, unknown>, gapMs: number, next: CaregiverStatusId) => {
    if (await act(action, body, gapMs)) status = next;
    return status === next;
  };
  switch (path) {
    case 'pending':
      break;
    case 'not_hired':
      await step('decline', { reason: random.pick(DECLINE_REASONS) }, random.int(3, 15) * DAY, NOT_HIRED);
      break;
    case 'reconsidered':
      if (await step('decline', { reason: 'No availability on weekends' }, random.int(3, 15) * DAY, NOT_HIRED)) await step('hire', {}, random.int(30, 90) * DAY, HIRED);
      break;
    case 'hired':
    case 'offboarded':
    case 'rehired':
      if (!(await step('hire', {}, random.int(3, 15) * DAY, HIRED)) || path === 'hired') break;
      if (await step('offboard', { reason: random.pick(OFFBOARD_REASONS) }, random.int(90, 250) * DAY, OFF_BOARDED) && path === 'rehired') {
        await step('rehire', {}, random.int(40, 120) * DAY, HIRED);
      }
      break;
  }
  if (status !== HIRED) return status;
  const [first, second] = services;
  const [competency = 3] = competencies;
  if (first !== undefined && competency < 3 && random.chance(0.5)) await act('change-competency', { careServiceId: first, competency: competency + 1 }, random.int(30, 120) * DAY);
  if (second !== undefined && random.chance(0.15)) await act('remove-service', { careServiceId: second }, random.int(20, 60) * DAY);
  // A support worker who qualifies as a practical nurse keeps every skill: the nurse's lists include them.
  if (professionId === 'personal_support_worker' && random.chance(0.35)) {
    const promoted = await act('change-profession', { professionId: 'registered_practical_nurse' }, random.int(60, 200) * DAY);
    if (promoted && !services.includes(16)) await act('add-service', { careServiceId: 16, competency: 1 }, random.int(1, 10) * DAY);
  }
  return status;
};

const seedCaregiver = async (demo: DemoContext, agencyId: string, areaCode: string, index: number): Promise<void> => {
  const { random } = demo;
  const path = PATHS[index % PATHS.length] as Path;
  const [firstName, lastName] = [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
  const professionId = random.pick(PROFESSIONS);
  const staff = staffOf(agencyId, random);
  const daysAgo = path === 'pending' ? random.int(5, 40) : path === 'offboarded' || path === 'rehired' ? random.int(450, 700) : random.int(120, 700);
  const record = await demo.create(
    caregiverRecord,
    staff,
    {
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index}@caregivers.example`.toLowerCase(),
      phone: `+1 ${areaCode} 555 03${String(index).padStart(2, '0')}`,
      agencyId,
      professionId,
    },
    demo.now.getTime() - daysAgo * DAY,
  );
  const status = await liveCaregiver(demo, record, staff, professionId, path);
  remember(demo, 'all-caregivers', record.id);
  if (agencyId === DEMO_AGENCY_ID && status === HIRED) remember(demo, 'caregiver', record.id);
};

/** The demo caregiver's own profile: the sign-in `caregiver`, a nurse of the demo agency who keeps her details current. */
const seedDemoCaregiver = async (demo: DemoContext): Promise<void> => {
  const user = demoUserBySlug('caregiver');
  const [firstName = 'Carmen', lastName = 'Caregiver'] = user.name.split(' ');
  const body = { firstName, lastName, email: user.email, phone: '+1 416 555 0399', agencyId: DEMO_AGENCY_ID, userId: user.id, professionId: 'registered_practical_nurse' };
  // The profile's id is the sign-in's: care teams and postings name the demo caregiver by it.
  const record = await demo.create(caregiverRecord, 'agency', body, demo.now.getTime() - 720 * DAY, user.id);
  for (const [careServiceId, competency] of [[4, 3], [16, 2], [3, 3], [5, 1]] as const) await demo.act(record, 'agency', 'add-service', { careServiceId, competency }, 2 * HOUR);
  for (const certificationId of ['gentle_persuasive_approach', 'foot_care_specialist']) await demo.act(record, 'agency', 'add-certification', { certificationId }, HOUR);
  await demo.act(record, 'agency', 'hire', {}, 6 * DAY);
  await demo.act(record, 'agency', 'change-competency', { careServiceId: 5, competency: 2 }, 180 * DAY);
  await demo.act(record, 'caregiver', 'update-profile', { phone: '+1 416 555 0398' }, 200 * DAY);
  remember(demo, 'all-caregivers', record.id);
  remember(demo, 'caregiver', record.id);
};

/** The agencies: the demo ones under their fixed ids, an internal one, and some whose standing has a history. */
export const seedAgencyDemo: DemoSeeder = async (demo) => {
  for (const agency of AGENCIES) await seedAgency(demo, agency);
};

/**
 * About thirty caregivers across professions and every status, with their skills, and the demo
 * caregiver's own profile; after the accounts, since a profile names its sign-in.
 */
export const seedCaregiverDemo: DemoSeeder = async (demo) => {
  let index = 0;
  for (const agency of AGENCIES) {
    const agencyId = agency.id ?? recalled(demo, 'agency')[AGENCIES.indexOf(agency)];
    if (agencyId === undefined) throw new Error(`The agency ${agency.name} was not seeded before its caregivers`);
    if (agencyId === DEMO_AGENCY_ID) await seedDemoCaregiver(demo);
    for (let count = 0; count < agency.caregivers; count += 1) await seedCaregiver(demo, agencyId, agency.areaCode, index++);
  }
};
