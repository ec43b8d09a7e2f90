import { Role } from '@careledger/domain';
import type { Caregiver } from '../api';

export const CAREGIVER_ID = '33333333-0000-4000-8000-000000000003';
export const AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

export const caregiver = (overrides: Partial<Caregiver> = {}): Caregiver => ({
  id: CAREGIVER_ID,
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana.lopez@example.com',
  phone: null,
  agencyId: AGENCY_ID,
  agencyName: 'Demo Home Care',
  userId: 'caregiver-user',
  professionId: 'personal_support_worker',
  status: 0,
  statusReason: null,
  services: [],
  certifications: [],
  version: 4,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  ...overrides,
});

export const actors = {
  admin: { id: 'admin-1', roleId: Role.ADMIN, agencyId: null, partnerId: null },
  agency: { id: 'agency-1', roleId: Role.AGENCY, agencyId: AGENCY_ID, partnerId: null },
  otherAgency: { id: 'agency-2', roleId: Role.AGENCY, agencyId: '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02', partnerId: null },
  self: { id: 'caregiver-user', roleId: Role.CAREGIVER, agencyId: null, partnerId: null },
};
