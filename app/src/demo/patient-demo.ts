import { patientRecord } from '@careledger/domain';
import { DAY, HOUR, type DemoContext, type DemoPatient } from './demo-context';
import { DEMO_AGENCY_ID, DEMO_PARTNER_ID, DEMO_PROVIDER_AGENCY_ID, demoUserBySlug } from './demo-users';

const FIRST_NAMES = ['Maria', 'James', 'Aiko', 'Omar', 'Grace', 'Luis', 'Fatima', 'Henry', 'Ingrid', 'Kwame', 'Lucia', 'Noah', 'Priya', 'Samuel', 'Yara', 'Elena'];
const LAST_NAMES = ['Garcia', 'Smith', 'Tanaka', 'Haddad', 'Okafor', 'Martin', 'Rossi', 'Nguyen', 'Larsen', 'Mensah', 'Dubois', 'Kowalski', 'Singh', 'Lopez'];

const CAREGIVER_ID = demoUserBySlug('caregiver').id;

/** A patient registered by its agency, its partner or its family, some with the demo caregiver on the care team. */
export const seedDemoPatient = async (demo: DemoContext): Promise<DemoPatient> => {
  const { random } = demo;
  const registrar = random.pick(['agency', 'agency', 'agency-agent', 'provider', 'partner', 'user']);
  const byPartner = registrar === 'partner';
  const agencyId = registrar === 'provider' ? DEMO_PROVIDER_AGENCY_ID : byPartner || registrar === 'user' ? null : DEMO_AGENCY_ID;
  const registeredBy = demo.accounts.get(registrar);
  if (!registeredBy) throw new Error(`No demo account ${registrar}`);
  const year = random.int(1930, 1965);
  const body = {
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    dateOfBirth: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    ...(byPartner ? { partnerId: DEMO_PARTNER_ID } : {}),
  };
  const registeredAt = demo.now.getTime() - random.int(160, 400) * DAY;
  const record = await demo.create(patientRecord, registrar, body, registeredAt);
  const patient: DemoPatient = { id: record.id, record, registeredAt, agencyId, partnerId: byPartner ? DEMO_PARTNER_ID : null, registeredBy, careTeam: [] };
  if (agencyId === null) {
    // The family or the referring partner chooses the agency.
    await demo.act(record, registrar, 'assign-agency', { agencyId: DEMO_AGENCY_ID }, random.int(1, 5) * DAY);
    patient.agencyId = DEMO_AGENCY_ID;
  }
  if (patient.agencyId === DEMO_AGENCY_ID && random.chance(0.4)) {
    await demo.act(record, 'agency', 'assign-caregiver', { caregiverId: CAREGIVER_ID }, random.int(2, 48) * HOUR);
    patient.careTeam.push(CAREGIVER_ID);
  }
  demo.patients.push(patient);
  return patient;
};
