import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import { clusterRecord } from '../cluster/record';
import { recordActionNames } from '../record/record-type';
import type { Actor } from './actor';
import { can } from './can';
import { clusterVerbs, type ClusterVerb } from './cluster-policy';

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? 'agency-own' : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? 'partner-1' : null,
});

const all: ClusterVerb[] = [...clusterVerbs];
const readOnly: ClusterVerb[] = ['read'];

/** Who may do what to a cluster, written out by hand. */
const expected: Record<RoleName, ClusterVerb[]> = {
  ADMIN: all,
  AGENCY: readOnly,
  AGENCY_AGENT: readOnly,
  PROVIDER: readOnly,
  PARTNER: readOnly,
  PARTNER_AGENT: readOnly,
  CAREGIVER: [],
  USER: [],
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => clusterVerbs.map((verb) => [role, verb] as const));

describe('can: every role x every cluster action', () => {
  it('knows create, read and exactly the actions of the cluster record', () => {
    expect(clusterVerbs).toEqual(['create', 'read', 'add-hub', 'remove-hub', 'rename']);
    expect(clusterVerbs).toEqual(['create', 'read', ...recordActionNames(clusterRecord)]);
  });

  it.each(matrix)('%s may cluster.%s', (role, verb) => {
    const actor = actorFor(role);
    const facts = [undefined, { createdBy: actor.id }, { createdBy: 'admin', agencyId: actor.agencyId ?? null }];
    expect(facts.map((fact) => can(actor, `cluster.${verb}`, fact))).toEqual(facts.map(() => expected[role].includes(verb)));
  });
});
