import { agencyActions } from '../agency/actions';
import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import type { RecordFacts } from './resource';

export const agencyVerbs = ['create', 'read', ...agencyActions] as const;
export type AgencyVerb = (typeof agencyVerbs)[number];

/** What an agency's own staff may change about it: how it presents itself and the care it offers. */
const selfManaged: readonly AgencyVerb[] = ['update-profile', 'set-care-types'];

/**
 * DESIGN.md section 6 for agencies. Every signed-in role reads the agency directory (families and
 * partners choose an agency from it). Registering an agency, its standing (including a
 * reinstatement after termination) and whether it is the internal agency are the platform's
 * decisions: administrators only. An agency's own staff, or a provider for itself, keep its
 * profile and care types up to date.
 */
export const mayActOnAgency = (actor: Actor, verb: AgencyVerb, facts?: RecordFacts): boolean => {
  if (actor.roleId === Role.ADMIN || verb === 'read') return true;
  switch (actor.roleId) {
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return selfManaged.includes(verb) && worksForAgency(actor, facts?.agencyId);
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
    case Role.CAREGIVER:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

export const agencyPolicy = categoryPolicy('agency', agencyVerbs, mayActOnAgency);
