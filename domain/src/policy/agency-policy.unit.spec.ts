import { describe, expect, it } from 'vitest';
import { agencyRecord } from '../agency/record';
import { Role, type RoleName } from '../catalog/roles';
import { recordActionNames } from '../record/record-type';
import type { Actor } from './actor';
import { agencyVerbs, type AgencyVerb } from './agency-policy';
import { can, policyActions, type PolicyResource } from './can';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? OWN_AGENCY : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? 'partner-1' : null,
});

type Scenario = 'ownAgency' | 'otherAgency' | 'noRecord';
const scenarios: Scenario[] = ['ownAgency', 'otherAgency', 'noRecord'];

const factsFor = (scenario: Scenario): PolicyResource | undefined => {
  switch (scenario) {
    case 'ownAgency':
      return { agencyId: OWN_AGENCY, createdBy: 'someone-else' };
    case 'otherAgency':
      return { agencyId: OTHER_AGENCY, createdBy: 'someone-else' };
    case 'noRecord':
      return undefined;
  }
};

const everywhere: Scenario[] = scenarios;
const nowhere: Scenario[] = [];
const directoryOnly: Record<AgencyVerb, Scenario[]> = {
  create: nowhere, read: everywhere, 'update-profile': nowhere, 'set-care-types': nowhere,
  'change-standing': nowhere, reinstate: nowhere, 'set-internal': nowhere,
};
const ownAgencyStaff: Record<AgencyVerb, Scenario[]> = { ...directoryOnly, 'update-profile': ['ownAgency'], 'set-care-types': ['ownAgency'] };

/** Where each role may take each agency action, written out by hand. */
const expected: Record<RoleName, Record<AgencyVerb, Scenario[]>> = {
  ADMIN: {
    create: everywhere, read: everywhere, 'update-profile': everywhere, 'set-care-types': everywhere,
    'change-standing': everywhere, reinstate: everywhere, 'set-internal': everywhere,
  },
  AGENCY: ownAgencyStaff,
  AGENCY_AGENT: ownAgencyStaff,
  PROVIDER: ownAgencyStaff,
  USER: directoryOnly,
  PARTNER: directoryOnly,
  PARTNER_AGENT: directoryOnly,
  CAREGIVER: directoryOnly,
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => agencyVerbs.map((verb) => [role, verb] as const));

describe('can: every role x every agency action', () => {
  it('knows exactly create, read and the actions of the agency record', () => {
    expect(agencyVerbs).toEqual(['create', 'read', ...recordActionNames(agencyRecord)]);
    expect(policyActions.filter((action) => action.startsWith('agency.'))).toEqual(agencyVerbs.map((verb) => `agency.${verb}`));
    expect(matrix).toHaveLength(8 * 7);
  });

  it.each(matrix)('%s may agency.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(scenarios.map((scenario) => [scenario, can(actor, `agency.${verb}`, factsFor(scenario))]));
    expect(outcome).toEqual(Object.fromEntries(scenarios.map((scenario) => [scenario, expected[role][verb].includes(scenario)])));
  });

  it('never matches a missing agency with a missing one', () => {
    expect(can({ ...actorFor('AGENCY'), agencyId: null }, 'agency.update-profile', { agencyId: null })).toBe(false);
  });
});
