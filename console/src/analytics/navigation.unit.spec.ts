import { Role } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { canAccess } from '../auth';

const actor = (roleId: (typeof Role)[keyof typeof Role]) => ({ id: 'user-1', roleId, agencyId: null, partnerId: null });

describe('who finds Analytics in the navigation (the reports rule, domain report-policy)', () => {
  it('is every role with reports: administrators, agency staff and partners; not families or caregivers', () => {
    const readers = Object.entries(Role)
      .filter(([, roleId]) => canAccess(actor(roleId), 'analytics'))
      .map(([name]) => name);
    expect(readers.sort()).toEqual(['ADMIN', 'AGENCY', 'AGENCY_AGENT', 'PARTNER', 'PARTNER_AGENT', 'PROVIDER']);
    for (const roleId of Object.values(Role)) expect(canAccess(actor(roleId), 'analytics')).toBe(canAccess(actor(roleId), 'reports'));
  });
});
