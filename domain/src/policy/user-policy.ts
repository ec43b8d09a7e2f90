import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { userActions } from '../user/commands';
import { isUserFacts, type UserFacts } from '../user/facts';
import { worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { always, anyOf, factsOf, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';
import type { RecordFacts } from './resource';

export const userVerbs = ['create', 'read', ...userActions] as const;
export type UserVerb = (typeof userVerbs)[number];

const worksForPartner = (actor: Actor, partnerId: string | null): boolean =>
  partnerId !== null && actor.partnerId != null && partnerId === actor.partnerId;

/** Agencies run the accounts of their agents and caregivers; partners those of their partner agents. */
const managesAccount = (actor: Actor, target: UserFacts): boolean => {
  switch (actor.roleId) {
    case Role.AGENCY:
      return (target.roleId === Role.AGENCY_AGENT || target.roleId === Role.CAREGIVER) && worksForAgency(actor, target.agencyId);
    case Role.PARTNER:
      return target.roleId === Role.PARTNER_AGENT && worksForPartner(actor, target.partnerId);
    case Role.ADMIN:
    case Role.USER:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.PARTNER_AGENT:
    case Role.CAREGIVER:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

/** An account's read facts: whose sign-in it is and whom it works for. */
export type UserReadFacts = { readonly userId: string | null; readonly agencyId: string | null; readonly partnerId: string | null };

export const userReadFactsOf = (facts?: RecordFacts): UserReadFacts =>
  isUserFacts(facts) ? { userId: facts.userId, agencyId: facts.agencyId, partnerId: facts.partnerId } : { userId: null, agencyId: null, partnerId: null };

const userFact = factsOf<UserReadFacts>();

/** Everyone reads their own account; agencies their agency's accounts and partners their partner's. */
export const userReadScope = (actor: Actor): Condition => {
  const own = userFact.equals('userId', actor.id);
  switch (actor.roleId) {
    case Role.ADMIN:
      return always;
    case Role.AGENCY:
      return anyOf(own, userFact.equals('agencyId', actor.agencyId));
    case Role.PARTNER:
      return anyOf(own, userFact.equals('partnerId', actor.partnerId));
    case Role.USER:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.PARTNER_AGENT:
    case Role.CAREGIVER:
      return own;
    default:
      return assertNever(actor.roleId);
  }
};

/**
 * Accounts: administrators run every one; agencies and partners run their own staff's; everyone
 * reads their own. Nobody disables their own account or changes their own role, so the last
 * administrator cannot lock everybody out by mistake.
 */
export const mayActOnUser = (actor: Actor, verb: UserVerb, facts?: RecordFacts): boolean => {
  const target = isUserFacts(facts) ? facts : null;
  if (!target) return actor.roleId === Role.ADMIN;
  const self = target.userId === actor.id;
  const admin = actor.roleId === Role.ADMIN;
  switch (verb) {
    case 'read':
      return evaluateCondition(userReadScope(actor), userReadFactsOf(target));
    case 'create':
    case 'activate':
    case 'reset-password':
      return admin || managesAccount(actor, target);
    case 'disable':
      return !self && (admin || managesAccount(actor, target));
    case 'change-role':
      return !self && admin;
    default:
      return assertNever(verb);
  }
};

export const userPolicy = categoryPolicy('user', userVerbs, mayActOnUser);

/**
 * Whether a list of accounts is this actor's to read: whoever may read a fellow staff member's
 * account (administrators; agencies and partners, their own staff's). Everyone else reads only
 * their own account, which a list would merely echo, so the list refuses them.
 */
export const mayListUsers = (actor: Actor): boolean =>
  [
    { userId: '', roleId: Role.AGENCY_AGENT, agencyId: actor.agencyId ?? null, partnerId: null },
    { userId: '', roleId: Role.PARTNER_AGENT, agencyId: null, partnerId: actor.partnerId ?? null },
  ].some((staff) => mayActOnUser(actor, 'read', staff));
