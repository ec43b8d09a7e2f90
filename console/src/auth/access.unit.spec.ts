import { Role, type Actor, type RoleId } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { canCreateAssessment } from './access';

const actor = (roleId: RoleId): Actor => ({
  id: 'u-1',
  roleId,
  agencyId: [Role.AGENCY, Role.AGENCY_AGENT, Role.PROVIDER, Role.CAREGIVER].includes(roleId as never) ? 'agency-1' : null,
  partnerId: [Role.PARTNER, Role.PARTNER_AGENT].includes(roleId as never) ? 'partner-1' : null,
});

describe('canCreateAssessment', () => {
  // DESIGN.md: agencies and admins create assessments, families and partners request them; caregivers do neither.
  it('offers "New assessment" to every role that may open one for its own patients, and not to caregivers', () => {
    const offered = Object.values(Role).filter((roleId) => canCreateAssessment(actor(roleId)));
    expect(offered.sort()).toEqual([Role.ADMIN, Role.AGENCY, Role.AGENCY_AGENT, Role.PROVIDER, Role.USER, Role.PARTNER, Role.PARTNER_AGENT].sort());
  });
});
