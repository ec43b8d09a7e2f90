import { Role, type RoleId } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { canAccess, canCreateTask } from '../auth';

const actor = (roleId: RoleId, agencyId: string | null = null, partnerId: string | null = null) => ({ id: 'user-1', roleId, agencyId, partnerId });

describe('who finds Tasks in the navigation, and who creates tasks (DESIGN.md section 6)', () => {
  it.each([
    ['ADMIN', actor(Role.ADMIN), true, true],
    ['AGENCY', actor(Role.AGENCY, 'agency-1'), true, true],
    ['AGENCY_AGENT', actor(Role.AGENCY_AGENT, 'agency-1'), true, true],
    ['PROVIDER', actor(Role.PROVIDER, 'agency-1'), true, true],
    ['CAREGIVER', actor(Role.CAREGIVER, 'agency-1'), true, false],
    ['USER', actor(Role.USER), true, false],
    ['PARTNER', actor(Role.PARTNER, null, 'partner-1'), true, false],
    ['PARTNER without a partner', actor(Role.PARTNER), false, false],
  ] as const)('%s: reads %s, creates %s', (_name, who, reads, creates) => {
    expect(canAccess(who, 'tasks')).toBe(reads);
    expect(canCreateTask(who)).toBe(creates);
  });
});
