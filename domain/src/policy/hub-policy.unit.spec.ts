import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import { hubRecord } from '../hub/record';
import { recordActionNames } from '../record/record-type';
import type { Actor } from './actor';
import { can, type PolicyResource } from './can';
import { hubVerbs, type HubVerb } from './hub-policy';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? OWN_AGENCY : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? 'partner-1' : null,
});

/** The hub operated by the actor's agency, by another agency, by none. */
type Situation = 'ownAgency' | 'otherAgency' | 'unoperated';
const situations: Situation[] = ['ownAgency', 'otherAgency', 'unoperated'];
const factsFor: Record<Situation, PolicyResource> = {
  ownAgency: { agencyId: OWN_AGENCY, createdBy: 'admin' },
  otherAgency: { agencyId: OTHER_AGENCY, createdBy: 'admin' },
  unoperated: { agencyId: null, createdBy: 'admin' },
};

const everywhere = situations;
const ownAgency: Situation[] = ['ownAgency'];
const nowhere: Situation[] = [];

const operator: Record<HubVerb, Situation[]> = {
  create: nowhere, read: everywhere, update: ownAgency, 'change-capacity': ownAgency, 'assign-lead': ownAgency,
  deactivate: nowhere, reactivate: nowhere, 'add-event': ownAgency, 'update-event': ownAgency, 'cancel-event': ownAgency,
};
const reader: Record<HubVerb, Situation[]> = {
  create: nowhere, read: everywhere, update: nowhere, 'change-capacity': nowhere, 'assign-lead': nowhere,
  deactivate: nowhere, reactivate: nowhere, 'add-event': nowhere, 'update-event': nowhere, 'cancel-event': nowhere,
};

/** Who may do what to a hub, written out by hand. */
const expected: Record<RoleName, Record<HubVerb, Situation[]>> = {
  ADMIN: {
    create: everywhere, read: everywhere, update: everywhere, 'change-capacity': everywhere, 'assign-lead': everywhere,
    deactivate: everywhere, reactivate: everywhere, 'add-event': everywhere, 'update-event': everywhere, 'cancel-event': everywhere,
  },
  AGENCY: operator,
  AGENCY_AGENT: operator,
  PROVIDER: operator,
  PARTNER: reader,
  PARTNER_AGENT: reader,
  CAREGIVER: { ...reader, read: ownAgency },
  USER: { ...reader, read: nowhere },
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => hubVerbs.map((verb) => [role, verb] as const));

describe('can: every role x every hub action', () => {
  it('knows create, read and exactly the actions of the hub record', () => {
    expect(hubVerbs).toEqual(['create', 'read', ...recordActionNames(hubRecord)]);
    expect(matrix).toHaveLength(8 * 10);
  });

  it.each(matrix)('%s may hub.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(situations.map((situation) => [situation, can(actor, `hub.${verb}`, factsFor[situation])]));
    expect(outcome).toEqual(Object.fromEntries(situations.map((situation) => [situation, expected[role][verb].includes(situation)])));
  });

  it('never lets an agency user without an agency operate a hub without one', () => {
    expect(can({ ...actorFor('AGENCY'), agencyId: null }, 'hub.update', { agencyId: null })).toBe(false);
    expect(can({ ...actorFor('CAREGIVER'), agencyId: null }, 'hub.read', { agencyId: null })).toBe(false);
  });
});
