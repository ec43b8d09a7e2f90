import { Role } from '../catalog/roles';
import { hubActions, type HubAction } from '../hub/actions';
import { assertNever } from '../shared/decider';
import { worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { always, factsOf, never, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';
import type { RecordFacts } from './resource';

export const hubVerbs = ['create', 'read', ...hubActions] as const;
export type HubVerb = (typeof hubVerbs)[number];

/** What the agency operating a home may do to it; opening, closing and reopening stay with admins. */
const operatorVerbs: readonly HubVerb[] = ['update', 'change-capacity', 'assign-lead', 'add-event', 'update-event', 'cancel-event'] satisfies HubAction[];

/** A hub's read facts: the agency that operates it, if any. */
export type HubReadFacts = { readonly agencyId: string | null };

export const hubReadFactsOf = (facts?: RecordFacts): HubReadFacts => ({ agencyId: facts?.agencyId ?? null });

const hubFact = factsOf<HubReadFacts>();

/**
 * Who reads a hub: everyone who places or serves people reads every home (admins, the agency
 * side, partners); caregivers the homes their agency operates; families none.
 */
export const hubReadScope = (actor: Actor): Condition => {
  switch (actor.roleId) {
    case Role.ADMIN:
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return always;
    case Role.CAREGIVER:
      return hubFact.equals('agencyId', actor.agencyId);
    case Role.USER:
      return never;
    default:
      return assertNever(actor.roleId);
  }
};

/**
 * Shared-living hubs are the platform's homes: admins run them. Agencies and partners place
 * people in them, so they read them; the agency that operates a home keeps its details, capacity,
 * lead and events current. Caregivers read the homes their agency operates.
 */
export const mayActOnHub = (actor: Actor, verb: HubVerb, facts?: RecordFacts): boolean => {
  if (verb === 'read') return evaluateCondition(hubReadScope(actor), hubReadFactsOf(facts));
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return operatorVerbs.includes(verb) && worksForAgency(actor, facts?.agencyId);
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
    case Role.CAREGIVER:
    case Role.USER:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

export const hubPolicy = categoryPolicy('hub', hubVerbs, mayActOnHub);
