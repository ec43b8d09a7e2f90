import { Role } from '@careledger/domain';
import type { Patient } from '../api';

export const PATIENT_ID = '6f1d2c3b-0000-4000-8000-000000000001';
export const AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
export const PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e09';
export const CAREGIVER_ID = 'c0ffee00-0000-4000-8000-000000000001';
export const FAMILY_ID = 'f0000000-0000-4000-8000-000000000001';

export const patientOf = (overrides: Partial<Patient> = {}): Patient => ({
  id: PATIENT_ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1941-03-09',
  agencyId: AGENCY_ID,
  agencyName: 'Demo Home Care',
  partnerId: PARTNER_ID,
  createdBy: FAMILY_ID,
  createdByName: 'Fran Family',
  careTeam: [CAREGIVER_ID],
  careTeamNames: ['Carmen Caregiver'],
  careCoordinatorId: null,
  careCoordinatorName: null,
  ambulatoryLevel: 1,
  payerId: null,
  diagnosisIds: [],
  languageIds: [],
  version: 6,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-02-03T16:45:00.000Z',
  gender: 'female',
  phone: null,
  address: { street: '1 Main St', city: 'Halifax', province: 'NS', postalCode: 'B3H 1A1', country: 'CA' },
  assistanceLevels: { bathing: 4 },
  allergies: [{ allergyId: 'a0000000-0000-4000-8000-000000000001', allergen: 'Penicillin', reaction: 'Hives', severity: 3 }],
  contacts: [],
  ...overrides,
});

export const contact = {
  contactId: 'c1000000-0000-4000-8000-000000000001',
  name: 'Byron Lovelace',
  relationshipId: 9,
  relationshipLabel: 'Other relative',
  phone: '555-0101',
  email: null,
  isEmergency: true,
};

export const actors = {
  admin: { id: 'admin-1', roleId: Role.ADMIN, agencyId: null, partnerId: null },
  agency: { id: 'agency-1', roleId: Role.AGENCY, agencyId: AGENCY_ID, partnerId: null },
  otherAgency: { id: 'agency-2', roleId: Role.AGENCY_AGENT, agencyId: '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02', partnerId: null },
  family: { id: FAMILY_ID, roleId: Role.USER, agencyId: null, partnerId: null },
  partner: { id: 'partner-1', roleId: Role.PARTNER, agencyId: null, partnerId: PARTNER_ID },
  caregiver: { id: CAREGIVER_ID, roleId: Role.CAREGIVER, agencyId: AGENCY_ID, partnerId: null },
};
