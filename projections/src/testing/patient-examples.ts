import { randomUUID } from 'node:crypto';
import { it } from 'vitest';
import type { PatientEvent } from '@careledger/domain';
import { metadata, unrelated, type GivenEvent } from './assessment-events';
import type { ProjectionExamples } from './projection-spec';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const OTHER_AGENCY = '00000000-0000-4000-8000-0000000000a2';
const CAREGIVER = '00000000-0000-4000-8000-000000000009';
const OTHER_CAREGIVER = '00000000-0000-4000-8000-000000000019';
const ALLERGY = '00000000-0000-4000-8000-0000000000b1';
const [CONTACT, SECOND_CONTACT] = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'];

type Data<Type extends PatientEvent['type']> = Omit<Extract<PatientEvent, { type: Type }>['data'], 'patientId'>;

/** Builders of one patient's events, in the shapes the domain stores. */
export const patient = (patientId: string = randomUUID()) => {
  const on = <Type extends PatientEvent['type']>(type: Type, data: Data<Type>, at: string): GivenEvent => ({
    type,
    data: { patientId, ...data },
    streamId: `patient-${patientId}`,
    metadata: metadata(at),
  });
  return {
    id: patientId,
    on,
    registered: (at: string, data: Partial<Data<'PatientRegistered'>> = {}) =>
      on('PatientRegistered', { firstName: 'Rosa', lastName: 'Parks', dateOfBirth: '1941-02-04', agencyId: AGENCY, partnerId: null, createdBy: 'user-1', ...data }, at),
  };
};

const contact = (contactId: string, name: string) => ({ contactId, name, relationshipId: 9 as const, phone: '+1 416 555 0111', email: null, isEmergency: true });

const row = (id: string, fields: Record<string, unknown>) => ({
  id,
  first_name: 'Rosa',
  last_name: 'Parks',
  date_of_birth: '1941-02-04',
  agency_id: AGENCY,
  partner_id: null,
  created_by: 'user-1',
  care_team: [],
  care_coordinator_id: null,
  ambulatory_level: null,
  payer_id: null,
  diagnosis_ids: [],
  language_ids: [],
  assistance_levels: {},
  demographics: { gender: null, phone: null, address: null },
  allergies: [],
  ...fields,
});

/**
 * The patients read model's examples, given events then the rows that must exist (`patients`, and
 * `patient_contacts` in each patient's order): the same for every store that keeps it.
 */
export const patientExamples = (spec: ProjectionExamples): void => {
  it('creates a row from PatientRegistered', async () => {
    const p = patient();
    await spec.given(p.registered('2026-03-01T09:00:00.000Z')).then(([registered]) => [
      row(p.id, { version: 0, created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-01T09:00:00.000Z', last_position: registered }),
    ]);
  });

  it('keeps every detail the patient events carry', async () => {
    const p = patient();
    const address = { street: '12 King St W', city: 'Toronto', province: 'Ontario', postalCode: 'M5H 1A1', country: 'CA' };
    const coordinator = randomUUID();
    await spec
      .given(
        p.registered('2026-03-01T09:00:00.000Z', { agencyId: null, partnerId: AGENCY }),
        p.on('PatientAssignedToAgency', { agencyId: OTHER_AGENCY, previousAgencyId: null }, '2026-03-02T09:00:00.000Z'),
        p.on('CaregiverAssignedToPatient', { caregiverId: CAREGIVER }, '2026-03-02T10:00:00.000Z'),
        p.on('CaregiverAssignedToPatient', { caregiverId: OTHER_CAREGIVER }, '2026-03-02T11:00:00.000Z'),
        p.on('CaregiverUnassignedFromPatient', { caregiverId: CAREGIVER }, '2026-03-02T12:00:00.000Z'),
        p.on('PatientDemographicsUpdated', { firstName: 'Rosa Louise', lastName: 'Parks', dateOfBirth: null, gender: 'female', phone: '+1 416 555 0100', address }, '2026-03-03T09:00:00.000Z'),
        p.on('PatientAmbulatoryLevelSet', { level: 2, previousLevel: null }, '2026-03-03T10:00:00.000Z'),
        p.on('PatientAssistanceLevelsSet', { levels: { bathing: 4, dressing: 3 } }, '2026-03-03T11:00:00.000Z'),
        p.on('PatientAssistanceLevelsSet', { levels: { dressing: 2, eating: 1 } }, '2026-03-03T12:00:00.000Z'),
        p.on('PatientDiagnosesSet', { diagnosisIds: [12, 40] }, '2026-03-04T09:00:00.000Z'),
        p.on('PatientLanguagesSet', { languageIds: [2, 1] }, '2026-03-04T10:00:00.000Z'),
        p.on('PatientPayerSet', { payerId: 3, previousPayerId: null }, '2026-03-04T11:00:00.000Z'),
        p.on('CareCoordinatorAssignedToPatient', { careCoordinatorId: coordinator, previousCareCoordinatorId: null }, '2026-03-04T12:00:00.000Z'),
        p.on('PatientAllergyAdded', { allergyId: ALLERGY, allergen: 'Peanuts', reaction: 'Hives', severity: 2 }, '2026-03-05T09:00:00.000Z'),
        p.on('PatientAllergyUpdated', { allergyId: ALLERGY, allergen: 'Peanuts', reaction: 'Hives', severity: 3 }, '2026-03-05T10:00:00.000Z'),
      )
      .then((positions) => [
        row(p.id, {
          first_name: 'Rosa Louise',
          date_of_birth: null,
          agency_id: OTHER_AGENCY,
          partner_id: AGENCY,
          care_team: [OTHER_CAREGIVER],
          care_coordinator_id: coordinator,
          ambulatory_level: 2,
          payer_id: 3,
          diagnosis_ids: [12, 40],
          language_ids: [2, 1],
          assistance_levels: { bathing: 4, dressing: 2, eating: 1 },
          demographics: { gender: 'female', phone: '+1 416 555 0100', address },
          allergies: [{ allergyId: ALLERGY, allergen: 'Peanuts', reaction: 'Hives', severity: 3 }],
          version: 14,
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-05T10:00:00.000Z',
          last_position: positions.at(-1),
        }),
      ]);
  });

  it('removes an allergy', async () => {
    const p = patient();
    await spec
      .given(
        p.registered('2026-03-01T09:00:00.000Z'),
        p.on('PatientAllergyAdded', { allergyId: ALLERGY, allergen: 'Latex', reaction: null, severity: 1 }, '2026-03-02T09:00:00.000Z'),
        p.on('PatientAllergyRemoved', { allergyId: ALLERGY }, '2026-03-03T09:00:00.000Z'),
      )
      .then((positions) => [row(p.id, { version: 2, created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-03T09:00:00.000Z', last_position: positions.at(-1) })]);
  });

  it.each([1, 2, 1_000])('keeps one contact row per contact, in the order added, in batches of %i', async (batchSize) => {
    const [p, q] = [patient(), patient()];
    const contactRow = (patientId: string, contactId: string, ordinal: number, name: string, fields: Record<string, unknown> = {}) => ({
      patient_id: patientId,
      contact_id: contactId,
      ordinal,
      name,
      relationship_id: 9,
      phone: '+1 416 555 0111',
      email: null,
      is_emergency: true,
      ...fields,
    });
    await spec
      .given(
        p.registered('2026-03-01T09:00:00.000Z'),
        q.registered('2026-03-01T09:30:00.000Z'),
        p.on('PatientContactAdded', contact(CONTACT, 'Elaine Parks'), '2026-03-02T09:00:00.000Z'),
        unrelated('2026-03-02T09:30:00.000Z'),
        p.on('PatientContactAdded', contact(SECOND_CONTACT, 'Sam Parks'), '2026-03-02T10:00:00.000Z'),
        q.on('PatientContactAdded', contact(CONTACT, 'Ann Other'), '2026-03-02T10:30:00.000Z'),
        p.on('PatientContactUpdated', { ...contact(CONTACT, 'Elaine Parks'), relationshipId: 11, email: 'elaine@example.com', isEmergency: false }, '2026-03-03T09:00:00.000Z'),
        p.on('PatientDiagnosesSet', { diagnosisIds: [1] }, '2026-03-03T10:00:00.000Z'),
        q.on('PatientContactRemoved', { contactId: CONTACT }, '2026-03-03T11:00:00.000Z'),
      )
      .then(
        () =>
          [
            contactRow(p.id, CONTACT, 0, 'Elaine Parks', { relationship_id: 11, email: 'elaine@example.com', is_emergency: false }),
            contactRow(p.id, SECOND_CONTACT, 1, 'Sam Parks'),
          ],
        { batchSize, table: 'patient_contacts', orderBy: 'patient_id, ordinal' },
      );
  });

  it('writes no row for events of other aggregates, nor for a patient never registered', async () => {
    const orphan = patient();
    await spec.given(unrelated('2026-03-01T09:00:00.000Z'), orphan.on('PatientPayerSet', { payerId: 1, previousPayerId: null }, '2026-03-02T09:00:00.000Z')).then([]);
  });

  it('keeps microsecond instants exactly when a later batch rewrites the row', async () => {
    const p = patient();
    await spec
      .given(p.registered('2026-03-01T09:00:00.123456Z'), p.on('PatientPayerSet', { payerId: 2, previousPayerId: null }, '2026-03-02T09:00:00.654321Z'), p.on('PatientDiagnosesSet', { diagnosisIds: [5] }, '2026-03-03T09:00:00.000Z'))
      .then(
        ([, , last]) => [
          row(p.id, { payer_id: 2, diagnosis_ids: [5], version: 2, created_at: '2026-03-01T09:00:00.123Z', updated_at: '2026-03-03T09:00:00.000Z', last_position: last }),
        ],
        { batchSize: 1 },
      );
  });
};
