import { describe, expect, it } from 'vitest';
import { caregiverRecord } from '../caregiver/record';
import { Role, type RoleName } from '../catalog/roles';
import { recordActionNames } from '../record/record-type';
import type { Actor } from './actor';
import { can, policyActions, type PolicyResource } from './can';
import { caregiverVerbs, type CaregiverVerb } from './caregiver-policy';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? OWN_AGENCY : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? 'partner-1' : null,
});

/** ownProfile: the actor's own sign-in, at another agency, so the sign-in alone is what counts. */
type Scenario = 'ownAgency' | 'otherAgency' | 'ownProfile' | 'noRecord';
const scenarios: Scenario[] = ['ownAgency', 'otherAgency', 'ownProfile', 'noRecord'];

const factsFor = (scenario: Scenario, actor: Actor): PolicyResource | undefined => {
  switch (scenario) {
    case 'ownAgency':
      return { agencyId: OWN_AGENCY, userId: 'someone-else', createdBy: 'someone-else' };
    case 'otherAgency':
      return { agencyId: OTHER_AGENCY, userId: 'someone-else', createdBy: 'someone-else' };
    case 'ownProfile':
      return { agencyId: OTHER_AGENCY, userId: actor.id, createdBy: 'someone-else' };
    case 'noRecord':
      return undefined;
  }
};

const everywhere: Scenario[] = scenarios;
const ownAgencyOnly: Scenario[] = ['ownAgency'];
const nowhere: Scenario[] = [];
const every = (where: Scenario[]): Record<CaregiverVerb, Scenario[]> =>
  Object.fromEntries(caregiverVerbs.map((verb) => [verb, where])) as Record<CaregiverVerb, Scenario[]>;

/** Where each role may take each caregiver action, written out by hand. */
const expected: Record<RoleName, Record<CaregiverVerb, Scenario[]>> = {
  ADMIN: every(everywhere),
  AGENCY: every(ownAgencyOnly),
  AGENCY_AGENT: every(ownAgencyOnly),
  PROVIDER: every(ownAgencyOnly),
  CAREGIVER: { ...every(nowhere), read: ['ownProfile'], 'update-profile': ['ownProfile'] },
  USER: every(nowhere),
  PARTNER: every(nowhere),
  PARTNER_AGENT: every(nowhere),
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => caregiverVerbs.map((verb) => [role, verb] as const));

describe('can: every role x every caregiver action', () => {
  it('knows exactly create, read and the actions of the caregiver record', () => {
    expect(caregiverVerbs).toEqual(['create', 'read', ...recordActionNames(caregiverRecord)]);
    expect(policyActions.filter((action) => action.startsWith('caregiver.'))).toEqual(caregiverVerbs.map((verb) => `caregiver.${verb}`));
    expect(matrix).toHaveLength(8 * 13);
  });

  it.each(matrix)('%s may caregiver.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(scenarios.map((scenario) => [scenario, can(actor, `caregiver.${verb}`, factsFor(scenario, actor))]));
    expect(outcome).toEqual(Object.fromEntries(scenarios.map((scenario) => [scenario, expected[role][verb].includes(scenario)])));
  });

  it('never matches a missing sign-in or agency with a missing one', () => {
    const caregiver = actorFor('CAREGIVER');
    expect(can(caregiver, 'caregiver.read', { agencyId: OWN_AGENCY, userId: null })).toBe(false);
    expect(can({ ...actorFor('AGENCY'), agencyId: null }, 'caregiver.hire', { agencyId: null })).toBe(false);
  });
});
