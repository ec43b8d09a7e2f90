import type { DoseDue, MedicationAdministration, MedicationOrder, Patient } from '../api';

export const PATIENT_ID = '11111111-0000-4000-8000-000000000001';
export const RECORD_ID = '22222222-0000-4000-8000-000000000002';
export const CAREGIVER_ID = 'caregiver-1';

export const patient = (overrides: Partial<Patient> = {}): Patient => ({
  id: PATIENT_ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1940-05-01',
  agencyId: 'agency-1',
  agencyName: 'Harbour Homecare',
  partnerId: null,
  createdBy: 'someone-else',
  createdByName: null,
  careTeam: [CAREGIVER_ID],
  careTeamNames: ['Carmen Caregiver'],
  careCoordinatorId: null,
  careCoordinatorName: null,
  ambulatoryLevel: null,
  payerId: null,
  diagnosisIds: [],
  languageIds: [],
  version: 2,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  gender: null,
  phone: null,
  address: null,
  assistanceLevels: {},
  allergies: [],
  contacts: [],
  ...overrides,
});

export const administration = (overrides: Partial<MedicationAdministration> = {}): MedicationAdministration => ({
  id: RECORD_ID,
  patientId: PATIENT_ID,
  patientName: 'Ada Moreno',
  medicationName: 'Metoprolol',
  dose: '25 mg',
  scheduledAt: '2026-03-10T08:00:00Z',
  status: 2,
  reasonId: 2,
  comment: null,
  administeredAt: null,
  corrections: 0,
  voided: false,
  voidReason: null,
  recordedBy: CAREGIVER_ID,
  recordedByName: 'Carla Caregiver',
  version: 0,
  createdAt: '2026-03-10T08:05:00Z',
  updatedAt: '2026-03-10T08:05:00Z',
  ...overrides,
});

export const ORDER_ID = '33333333-0000-4000-8000-000000000003';

export const medicationOrder = (overrides: Partial<MedicationOrder> = {}): MedicationOrder => ({
  id: ORDER_ID,
  patientId: PATIENT_ID,
  patientName: 'Ada Lovelace',
  drug: 'Metoprolol',
  dose: '25 mg',
  routeId: 1,
  timesOfDay: ['08:00', '20:00'],
  startDate: '2026-03-01',
  endDate: null,
  instructions: 'With food',
  status: 'active',
  discontinuedReason: null,
  discontinuedAt: null,
  changes: 0,
  prescribedBy: 'agency-user',
  prescribedByName: 'Agnes Agency',
  version: 0,
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
  ...overrides,
});

export const doseDue = (overrides: Partial<DoseDue> = {}): DoseDue => ({
  orderId: ORDER_ID,
  orderVersion: 0,
  patientId: PATIENT_ID,
  patientName: 'Ada Lovelace',
  drug: 'Metoprolol',
  dose: '25 mg',
  routeId: 1,
  instructions: 'With food',
  timeOfDay: '08:00',
  scheduledFor: '2026-03-10T08:00:00.000Z',
  administration: null,
  ...overrides,
});
