import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import { hostLeadRecord } from '../host-lead/record';
import { recordActionNames } from '../record/record-type';
import type { Actor } from './actor';
import { can } from './can';
import { hostLeadVerbs, type HostLeadVerb } from './host-lead-policy';

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? 'agency-own' : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? 'partner-1' : null,
});

const captureOnly: HostLeadVerb[] = ['create'];

/** Anyone signed in leaves a lead through a landing form; only admins read and work them. */
const expected: Record<RoleName, HostLeadVerb[]> = {
  ADMIN: [...hostLeadVerbs],
  USER: captureOnly,
  AGENCY: captureOnly,
  AGENCY_AGENT: captureOnly,
  PROVIDER: captureOnly,
  PARTNER: captureOnly,
  PARTNER_AGENT: captureOnly,
  CAREGIVER: captureOnly,
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => hostLeadVerbs.map((verb) => [role, verb] as const));

describe('can: every role x every host lead action', () => {
  it('knows create, read and exactly the actions of the host lead record', () => {
    expect(hostLeadVerbs).toEqual(['create', 'read', 'qualify', 'convert', 'reject']);
    expect(hostLeadVerbs).toEqual(['create', 'read', ...recordActionNames(hostLeadRecord)]);
  });

  it.each(matrix)('%s may hostlead.%s', (role, verb) => {
    const actor = actorFor(role);
    // Not even the person who left the lead may work it.
    const facts = [undefined, { createdBy: actor.id }, { createdBy: 'someone-else' }];
    expect(facts.map((fact) => can(actor, `hostlead.${verb}`, fact))).toEqual(facts.map(() => expected[role].includes(verb)));
  });
});
