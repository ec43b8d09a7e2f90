import { activityAreas, type AssistanceLevels } from '@careledger/domain';
import { DAY, HOUR, type DemoContext, type DemoPatient, type DemoSeeder } from './demo-context';
import { DEMO_PARTNER_ID, DEMO_PROVIDER_AGENCY_ID, demoUserBySlug } from './demo-users';

/** Enough patients to show every detail, few enough to keep startup quick (about 12 commands each). */
const MAX_DETAILED_PATIENTS = 30;

const PLACES = [
  { city: 'Toronto', province: 'Ontario', country: 'CA', postalCode: 'M4C 1B5' },
  { city: 'Ottawa', province: 'Ontario', country: 'CA', postalCode: 'K1N 5T5' },
  { city: 'Vancouver', province: 'British Columbia', country: 'CA', postalCode: 'V5K 0A1' },
  { city: 'Montreal', province: 'Quebec', country: 'CA', postalCode: 'H2X 1Y4' },
  { city: 'Seattle', province: 'Washington', country: 'US', postalCode: '98101' },
  { city: 'Madrid', province: 'Madrid', country: 'ES', postalCode: '28013' },
];
const STREETS = ['Queen St E', 'Maple Ave', 'Elm Grove', 'Harbour Rd', 'Calle Mayor', 'Pine Crescent', 'Lakeshore Blvd'];
const ALLERGIES: readonly [string, string | null][] = [
  ['Penicillin', 'Rash and swelling'],
  ['Peanuts', 'Hives'],
  ['Latex', 'Contact dermatitis'],
  ['Shellfish', 'Throat swelling'],
  ['Sulfa drugs', null],
  ['Bee stings', 'Anaphylaxis'],
  ['Codeine', 'Nausea'],
];
const CONTACT_FIRST_NAMES = ['Ana', 'Ben', 'Chloe', 'Dev', 'Eva', 'Femi', 'Hana', 'Ivan', 'Jonas', 'Lea'];
const CONTACT_LAST_NAMES = ['Garcia', 'Okafor', 'Nguyen', 'Rossi', 'Larsen', 'Singh', 'Dubois'];
/** A patient's care coordinator is one of its agency's own staff: a command names only people it may. */
const coordinatorsOf = (agencyId: string | null): string[] =>
  (agencyId === DEMO_PROVIDER_AGENCY_ID ? ['provider'] : ['agency', 'agency-agent']).map((slug) => demoUserBySlug(slug).id);

const phoneNumber = (demo: DemoContext) => `+1 ${demo.random.int(200, 989)} 555 ${String(demo.random.int(100, 9999)).padStart(4, '0')}`;

const distinctIds = (demo: DemoContext, count: number, max: number): number[] => {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(demo.random.int(1, max));
  return [...ids];
};

/** Levels that grow with the patient's mobility: the less ambulatory, the more assistance. */
const assistanceFor = (demo: DemoContext, ambulatoryLevel: number): AssistanceLevels =>
  Object.fromEntries(activityAreas.map((area) => [area, Math.min(7, Math.max(0, ambulatoryLevel * 2 + demo.random.int(-2, 2)))]));

const seedDetails = async (demo: DemoContext, patient: DemoPatient): Promise<void> => {
  const { random } = demo;
  const slug = patient.agencyId === DEMO_PROVIDER_AGENCY_ID ? 'provider' : random.pick(['agency', 'agency', 'agency-agent']);
  // Demo patients were registered 160 to 400 days ago; their intake comes a little later.
  const { record } = patient;
  record.at = Math.max(record.at, demo.now.getTime() - random.int(100, 150) * DAY);
  const place = random.pick(PLACES);
  const steps: [string, Record<string, unknown>][] = [
    [
      'update-demographics',
      { gender: patient.gender, phone: phoneNumber(demo), address: { street: `${random.int(1, 480)} ${random.pick(STREETS)}`, ...place } },
    ],
  ];
  const ambulatory = random.int(1, 3);
  steps.push(['set-ambulatory-level', { level: ambulatory }], ['set-assistance-levels', { levels: assistanceFor(demo, ambulatory) }]);
  steps.push(['set-diagnoses', { diagnosisIds: distinctIds(demo, random.int(1, 4), 60) }]);
  steps.push(['set-languages', { languageIds: random.chance(0.7) ? [1] : distinctIds(demo, 2, 12) }]);
  steps.push(['set-payer', { payerId: random.int(1, 8) }], ['assign-coordinator', { careCoordinatorId: random.pick(coordinatorsOf(patient.agencyId)) }]);
  const allergies = distinctIds(demo, random.pick([0, 1, 1, 2, 3]), ALLERGIES.length).map((id) => ALLERGIES[id - 1]);
  for (const [allergen, reaction] of allergies.filter((allergy) => allergy !== undefined)) {
    steps.push(['add-allergy', { allergyId: random.uuid(), allergen, reaction, severity: random.int(1, 3) }]);
  }
  const lastName = random.pick(CONTACT_LAST_NAMES);
  const emergency = { contactId: random.uuid(), name: `${random.pick(CONTACT_FIRST_NAMES)} ${lastName}`, relationshipId: 9, phone: phoneNumber(demo), isEmergency: true };
  steps.push(['add-contact', emergency]);
  if (random.chance(0.5)) {
    steps.push(['add-contact', { contactId: random.uuid(), name: `${random.pick(CONTACT_FIRST_NAMES)} ${random.pick(CONTACT_LAST_NAMES)}`, relationshipId: 10, email: `neighbour${random.int(1, 99)}@example.org` }]);
  }
  for (const [action, body] of steps) {
    if (!(await demo.act(record, slug, action, body, random.int(1, 36) * HOUR))) return;
  }
  // Months later the levels are reviewed, and the referring partner updates the family's number.
  if (random.chance(0.3)) await demo.act(record, slug, 'set-ambulatory-level', { level: ambulatory === 3 ? 2 : ambulatory + 1 }, random.int(20, 60) * DAY);
  if (patient.partnerId === DEMO_PARTNER_ID && random.chance(0.5)) {
    await demo.act(record, 'partner', 'update-contact', { contactId: emergency.contactId, phone: phoneNumber(demo) }, random.int(2, 30) * DAY);
  }
};

/** Demographics, care needs, allergies and contacts for most demo patients, by the staff of their agency. */
export const seedPatientDetailsDemo: DemoSeeder = async (demo) => {
  const served = demo.patients.filter((patient) => patient.agencyId !== null);
  let detailed = 0;
  for (const patient of served) {
    if (detailed >= MAX_DETAILED_PATIENTS) return;
    if (!demo.random.chance(0.85)) continue;
    await seedDetails(demo, patient);
    detailed += 1;
  }
};
