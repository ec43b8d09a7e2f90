import { caregiverActions } from '../caregiver/actions';
import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { always, factsOf, never, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';
import type { RecordFacts } from './resource';

export const caregiverVerbs = ['create', 'read', ...caregiverActions] as const;
export type CaregiverVerb = (typeof caregiverVerbs)[number];

/** The profile is the caregiver's own when its sign-in is the actor's. */
export const isOwnCaregiverProfile = (actor: Actor, facts?: RecordFacts): boolean => facts?.userId != null && facts.userId === actor.id;

export type CaregiverReadFacts = { readonly agencyId: string | null; readonly userId: string | null };

export const caregiverReadFactsOf = (facts?: RecordFacts): CaregiverReadFacts => ({ agencyId: facts?.agencyId ?? null, userId: facts?.userId ?? null });

const caregiverFact = factsOf<CaregiverReadFacts>();

/** Who reads a caregiver record: the employing agency's staff, and the caregiver their own profile. */
export const caregiverReadScope = (actor: Actor): Condition => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return always;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return caregiverFact.equals('agencyId', actor.agencyId);
    case Role.CAREGIVER:
      return caregiverFact.equals('userId', actor.id);
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return never;
    default:
      return assertNever(actor.roleId);
  }
};

/**
 * DESIGN.md section 6 for caregivers. The employing agency's staff (agency, agency agent, or a
 * provider for its own care) run the whole record: hiring, profession, services, certifications.
 * A caregiver reads and keeps up their own contact details, nothing else: their status and
 * skills are the agency's word. Families and partners never see caregiver records: they meet
 * caregivers through the patients and postings they share.
 */
export const mayActOnCaregiver = (actor: Actor, verb: CaregiverVerb, facts?: RecordFacts): boolean => {
  if (verb === 'read') return evaluateCondition(caregiverReadScope(actor), caregiverReadFactsOf(facts));
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return worksForAgency(actor, facts?.agencyId);
    case Role.CAREGIVER:
      return verb === 'update-profile' && isOwnCaregiverProfile(actor, facts);
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

export const caregiverPolicy = categoryPolicy('caregiver', caregiverVerbs, mayActOnCaregiver);
