import { Role, type Actor } from '@careledger/domain';
import type { Referral } from '../api';

export const REFERRAL_ID = '7a1b2c3d-0000-4000-8000-000000000001';
export const PATIENT_ID = '6f1d2c3b-0000-4000-8000-000000000001';
export const PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
export const HUB_ID = '5e4d3c2b-0000-4000-8000-000000000001';
export const AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

const noMilestones: Referral['milestones'] = {
  'hospital-admission': null,
  'hospital-discharge': null,
  'on-site-visit': null,
  approved: null,
  accepted: null,
  'move-in': null,
  'move-out': null,
};

export const referral = (overrides: Partial<Referral> = {}): Referral => ({
  id: REFERRAL_ID,
  patientId: PATIENT_ID,
  patientName: 'Ada Moreno',
  partnerId: PARTNER_ID,
  hubId: null,
  hubName: null,
  status: 1,
  holdReason: null,
  openedOn: '2026-03-02',
  milestones: { ...noMilestones, 'hospital-admission': '2026-02-20' },
  closeReasonId: null,
  closeComment: null,
  dischargeDate: null,
  closedAt: null,
  createdBy: 'partner-user',
  createdByName: 'Pat Partner',
  version: 3,
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-04T15:30:00.000Z',
  ...overrides,
});

export const actors = {
  admin: { id: 'admin-1', roleId: Role.ADMIN, agencyId: null },
  // As the session gives it: no partner id.
  partner: { id: 'partner-user', roleId: Role.PARTNER, agencyId: null },
  partnerAgent: { id: 'partner-agent', roleId: Role.PARTNER_AGENT, agencyId: null },
  agency: { id: 'agency-user', roleId: Role.AGENCY, agencyId: AGENCY_ID },
  family: { id: 'family-user', roleId: Role.USER, agencyId: null },
  caregiver: { id: 'caregiver-user', roleId: Role.CAREGIVER, agencyId: AGENCY_ID },
} satisfies Record<string, Actor>;

/** YYYY-MM-DD, `days` from today as the server counts days (UTC). */
export const utcDay = (days = 0): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
