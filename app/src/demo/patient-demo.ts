import { patientRecord } from '@careledger/domain';
import { DAY, HOUR, type DaysAgo, type DemoContext, type DemoPatient } from './demo-context';
import { DEMO_AGENCY_ID, DEMO_PARTNER_ID, DEMO_PROVIDER_AGENCY_ID, demoUserBySlug } from './demo-users';
import { DEMO_FAMILY_PATIENTS, nextFamilyRegistration, type PatientName } from './family-demo';

const FIRST_NAMES: Readonly<Record<'female' | 'male', readonly string[]>> = {
  female: ['Maria', 'Aiko', 'Grace', 'Fatima', 'Ingrid', 'Lucia', 'Priya', 'Yara', 'Elena'],
  male: ['James', 'Omar', 'Luis', 'Henry', 'Kwame', 'Noah', 'Samuel'],
};
const GENDERS = ['female', 'female', 'male', 'male', 'non-binary', 'undisclosed'] as const;
const LAST_NAMES = ['Garcia', 'Smith', 'Tanaka', 'Haddad', 'Okafor', 'Martin', 'Rossi', 'Nguyen', 'Larsen', 'Mensah', 'Dubois', 'Kowalski', 'Singh', 'Lopez'];

const CAREGIVER_ID = demoUserBySlug('caregiver').id;

/** A first name that goes with the gender drawn (any of them for a gender neither list is for). */
const drawnName = ({ random }: DemoContext): PatientName => {
  const gender = random.pick(GENDERS);
  const firstNames = gender === 'female' || gender === 'male' ? FIRST_NAMES[gender] : [...FIRST_NAMES.female, ...FIRST_NAMES.male];
  return { firstName: random.pick(firstNames), lastName: random.pick(LAST_NAMES), gender };
};

/**
 * Who registers the demo's patients, by weight: mostly the agency and its agent, the provider and
 * the partner; a family one time in twenty-one. A family registers one or two parents, and each
 * family's account costs a password hash at creation: few families keep the first start quick.
 */
const REGISTRARS = Object.entries({ agency: 8, 'agency-agent': 4, provider: 4, partner: 4, family: 1 }).flatMap(([registrar, weight]) => Array<string>(weight).fill(registrar));

/** When a demo patient was registered, who may have registered it, and how likely the demo caregiver is on its care team. */
export interface DemoPatientShape {
  readonly registeredDaysAgo: DaysAgo;
  readonly registrars: readonly string[];
  readonly caregiverChance: number;
}

/** The patients the demo's agencies serve today. */
export const CURRENT_PATIENT: DemoPatientShape = { registeredDaysAgo: [160, 400], registrars: REGISTRARS, caregiverChance: 0.4 };

/**
 * A patient registered by its agency, its partner or a family, some with the demo caregiver on the
 * care team. The first two are the demo family sign-in's parents: every demo, however small, shows
 * the family its own.
 */
export const seedDemoPatient = async (demo: DemoContext, shape: DemoPatientShape = CURRENT_PATIENT): Promise<DemoPatient> => {
  const { random } = demo;
  const registrar = demo.patients.length < DEMO_FAMILY_PATIENTS.length ? 'family' : random.pick(shape.registrars);
  const byPartner = registrar === 'partner';
  const agencyId = registrar === 'provider' ? DEMO_PROVIDER_AGENCY_ID : byPartner || registrar === 'family' ? null : DEMO_AGENCY_ID;
  const drawnAt = demo.now.getTime() - random.int(...shape.registeredDaysAgo) * DAY;
  const family = registrar === 'family' ? await nextFamilyRegistration(demo, drawnAt) : undefined;
  const registeredBy = family?.family ?? demo.accounts.get(registrar);
  if (!registeredBy) throw new Error(`No demo account ${registrar}`);
  const registeredAt = family?.at ?? drawnAt;
  const { gender, ...name } = family?.name ?? drawnName(demo);
  const dateOfBirth = `${random.int(1930, 1965)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const body = { ...name, dateOfBirth, ...(byPartner ? { partnerId: DEMO_PARTNER_ID } : {}) };
  const record = await demo.create(patientRecord, registeredBy.slug, body, registeredAt);
  const patient: DemoPatient = { id: record.id, record, registeredAt, agencyId, partnerId: byPartner ? DEMO_PARTNER_ID : null, registeredBy, gender, careTeam: [] };
  if (agencyId === null) {
    // The family or the referring partner chooses the agency.
    await demo.act(record, registeredBy.slug, 'assign-agency', { agencyId: DEMO_AGENCY_ID }, random.int(1, 5) * DAY);
    patient.agencyId = DEMO_AGENCY_ID;
  }
  if (patient.agencyId === DEMO_AGENCY_ID && random.chance(shape.caregiverChance)) {
    await demo.act(record, 'agency', 'assign-caregiver', { caregiverId: CAREGIVER_ID }, random.int(2, 48) * HOUR);
    patient.careTeam.push(CAREGIVER_ID);
  }
  demo.patients.push(patient);
  return patient;
};
