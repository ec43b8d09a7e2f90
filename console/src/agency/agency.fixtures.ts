import { AgencyStanding, Role } from '@careledger/domain';
import type { Agency } from '../api';

export const AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

export const agency = (overrides: Partial<Agency> = {}): Agency => ({
  id: AGENCY_ID,
  name: 'Demo Home Care',
  email: 'office@demo.example',
  phone: null,
  address: { city: 'Sudbury', province: 'ON' },
  isInternal: false,
  standing: AgencyStanding.GOOD,
  standingReason: null,
  careServiceIds: [3],
  version: 7,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  ...overrides,
});

export const actors = {
  admin: { id: 'admin-1', roleId: Role.ADMIN, agencyId: null, partnerId: null },
  ownStaff: { id: 'agency-1', roleId: Role.AGENCY_AGENT, agencyId: AGENCY_ID, partnerId: null },
  otherAgency: { id: 'agency-2', roleId: Role.AGENCY, agencyId: '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02', partnerId: null },
  partner: { id: 'partner-1', roleId: Role.PARTNER, agencyId: null, partnerId: 'partner-org' },
};
