import { Role, type RoleId } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { canAccess } from '../auth';

const screens = (roleId: RoleId, agencyId: string | null = null, partnerId: string | null = null) =>
  (['referrals', 'hubs'] as const).filter((resource) => canAccess({ id: 'user-1', roleId, agencyId, partnerId }, resource));

describe('who sees the shared-living screens (domain referral and hub policies)', () => {
  it.each([
    ['ADMIN', Role.ADMIN, null, ['referrals', 'hubs']],
    ['PARTNER', Role.PARTNER, null, ['referrals', 'hubs']],
    ['PARTNER_AGENT', Role.PARTNER_AGENT, null, ['referrals', 'hubs']],
    ['AGENCY', Role.AGENCY, 'agency-1', ['referrals', 'hubs']],
    ['PROVIDER', Role.PROVIDER, 'agency-2', ['referrals', 'hubs']],
    ['CAREGIVER', Role.CAREGIVER, 'agency-1', ['hubs']],
    ['USER', Role.USER, null, ['referrals']],
  ] as const)('%s sees %j', (_name, roleId, agencyId, expected) => {
    const partnerId = roleId === Role.PARTNER || roleId === Role.PARTNER_AGENT ? 'partner-1' : null;
    expect(screens(roleId, agencyId, partnerId)).toEqual(expected);
  });

  it("shows a partner user whose account names no partner no referrals: they run none", () => {
    expect(screens(Role.PARTNER_AGENT, null, null)).toEqual(['hubs']);
  });

  it('shows a caregiver without an agency no hubs: it operates none', () => {
    expect(screens(Role.CAREGIVER, null)).toEqual([]);
  });
});
