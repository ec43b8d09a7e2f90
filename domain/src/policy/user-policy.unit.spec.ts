import { describe, expect, it } from 'vitest';
import { Role, type RoleId, type RoleName } from '../catalog/roles';
import { userFactsOf, type UserFacts } from '../user/facts';
import { userRecord } from '../user/record';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import { mayListUsers, type UserVerb } from './user-policy';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';
const OWN_PARTNER = 'partner-own';
const OTHER_PARTNER = 'partner-other';

const actorFor = (role: RoleName): Actor => {
  const agencySide = ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role);
  const partnerSide = role === 'PARTNER' || role === 'PARTNER_AGENT';
  return { id: `actor-${role}`, roleId: Role[role], agencyId: agencySide ? OWN_AGENCY : null, partnerId: partnerSide ? OWN_PARTNER : null };
};

const account = (userId: string, roleId: RoleId, agencyId: string | null = null, partnerId: string | null = null): UserFacts =>
  userFactsOf(userId, { roleId, agencyId, partnerId });

const targets = {
  self: (actor: Actor) => account(actor.id, actor.roleId, actor.agencyId, actor.partnerId),
  ownAgencyAgent: () => account('u-1', Role.AGENCY_AGENT, OWN_AGENCY),
  ownAgencyCaregiver: () => account('u-2', Role.CAREGIVER, OWN_AGENCY),
  ownAgencyManager: () => account('u-3', Role.AGENCY, OWN_AGENCY),
  otherAgencyCaregiver: () => account('u-4', Role.CAREGIVER, OTHER_AGENCY),
  ownPartnerAgent: () => account('u-5', Role.PARTNER_AGENT, null, OWN_PARTNER),
  otherPartnerAgent: () => account('u-6', Role.PARTNER_AGENT, null, OTHER_PARTNER),
  family: () => account('u-7', Role.USER),
  otherAdmin: () => account('u-8', Role.ADMIN),
  noFacts: () => undefined,
} satisfies Record<string, (actor: Actor) => UserFacts | undefined>;
type Target = keyof typeof targets;
const allTargets = Object.keys(targets) as Target[];

const everywhere = allTargets;
const notSelf = allTargets.filter((target) => target !== 'self');
const nowhere: Target[] = [];
const selfOnly: Target[] = ['self'];

const reader: Record<UserVerb, Target[]> = {
  create: nowhere, read: selfOnly, activate: nowhere, disable: nowhere, 'change-role': nowhere, 'reset-password': nowhere,
};
const agencyStaff: Target[] = ['ownAgencyAgent', 'ownAgencyCaregiver'];
const partnerStaff: Target[] = ['ownPartnerAgent'];

/** Where each role may take each user action, written out by hand. */
const expected: Record<RoleName, Record<UserVerb, Target[]>> = {
  ADMIN: { create: everywhere, read: everywhere, activate: everywhere, disable: notSelf, 'change-role': notSelf, 'reset-password': everywhere },
  AGENCY: {
    create: agencyStaff, read: ['self', ...agencyStaff, 'ownAgencyManager'], activate: agencyStaff, disable: agencyStaff, 'change-role': nowhere, 'reset-password': agencyStaff,
  },
  PARTNER: { create: partnerStaff, read: ['self', ...partnerStaff], activate: partnerStaff, disable: partnerStaff, 'change-role': nowhere, 'reset-password': partnerStaff },
  USER: reader,
  AGENCY_AGENT: reader,
  PROVIDER: reader,
  PARTNER_AGENT: reader,
  CAREGIVER: reader,
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => (Object.keys(expected[role]) as UserVerb[]).map((verb) => [role, verb] as const));

describe('can: every role x every user action', () => {
  it('knows exactly create, read and the actions of the user record', () => {
    expect(policyActions.filter((action) => action.startsWith('user.'))).toEqual(['user.create', 'user.read', ...Object.keys(userRecord.actions).map((action) => `user.${action}`)]);
    expect(matrix).toHaveLength(8 * 6);
  });

  it.each(matrix)('%s may user.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(allTargets.map((target) => [target, can(actor, `user.${verb}`, targets[target](actor))]));
    expect(outcome).toEqual(Object.fromEntries(allTargets.map((target) => [target, expected[role][verb].includes(target)])));
  });

  it('never matches a missing agency or partner with a missing one', () => {
    expect(can({ ...actorFor('AGENCY'), agencyId: null }, 'user.create', account('u-9', Role.CAREGIVER, null))).toBe(false);
    expect(can({ ...actorFor('PARTNER'), partnerId: null }, 'user.disable', account('u-9', Role.PARTNER_AGENT, null, null))).toBe(false);
  });
});

describe('a list of accounts', () => {
  it('is for whoever reads accounts beyond their own: administrators, agencies and partners', () => {
    const roles = (Object.keys(Role) as RoleName[]).filter((role) => mayListUsers(actorFor(role)));
    expect(roles.sort()).toEqual(['ADMIN', 'AGENCY', 'PARTNER']);
  });

  it('is refused to an agency or partner without an organisation: it would only echo their own account', () => {
    expect(mayListUsers({ ...actorFor('AGENCY'), agencyId: null })).toBe(false);
    expect(mayListUsers({ ...actorFor('PARTNER'), partnerId: null })).toBe(false);
  });
});
