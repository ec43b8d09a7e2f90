import { Role, type RoleId } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { canAccess, type Resource } from '../auth';

const actor = (roleId: RoleId, agencyId: string | null = null) => ({ id: 'user-1', roleId, agencyId });
const screens = (roleId: RoleId, agencyId: string | null = null): Resource[] =>
  (['assessments', 'patients', 'postings'] as const).filter((resource) => canAccess(actor(roleId, agencyId), resource));

describe('the navigation of each role (DESIGN.md section 6)', () => {
  it.each([
    ['ADMIN', Role.ADMIN, null, ['assessments', 'patients', 'postings']],
    ['AGENCY', Role.AGENCY, 'agency-1', ['assessments', 'patients', 'postings']],
    ['AGENCY_AGENT', Role.AGENCY_AGENT, 'agency-1', ['assessments', 'patients', 'postings']],
    ['PROVIDER', Role.PROVIDER, 'agency-1', ['assessments', 'patients', 'postings']],
    ['CAREGIVER', Role.CAREGIVER, 'agency-1', ['assessments', 'patients', 'postings']],
    ['USER', Role.USER, null, ['assessments', 'patients', 'postings']],
    ['PARTNER', Role.PARTNER, null, ['assessments', 'patients']],
    ['PARTNER_AGENT', Role.PARTNER_AGENT, null, ['assessments', 'patients']],
  ] as const)('%s sees %j', (_name, roleId, agencyId, expected) => {
    expect(screens(roleId, agencyId)).toEqual(expected);
  });

  it('shows agency staff without an agency no postings: they run none', () => {
    expect(screens(Role.AGENCY, null)).not.toContain('postings');
  });
});
