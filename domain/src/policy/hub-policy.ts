import { Role } from '../catalog/roles';
import { hubActions, type HubAction } from '../hub/actions';
import { assertNever } from '../shared/decider';
import { worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import type { RecordFacts } from './resource';

export const hubVerbs = ['create', 'read', ...hubActions] as const;
export type HubVerb = (typeof hubVerbs)[number];

/** What the agency operating a home may do to it; opening, closing and reopening stay with admins. */
const operatorVerbs: readonly HubVerb[] = ['update', 'change-capacity', 'assign-lead', 'add-event', 'update-event', 'cancel-event'] satisfies HubAction[];

/**
 * Shared-living hubs are the platform's homes: admins run them. Agencies and partners place
 * people in them, so they read them; the agency that operates a home keeps its details, capacity,
 * lead and events current. Caregivers read the homes their agency operates.
 */
export const mayActOnHub = (actor: Actor, verb: HubVerb, facts?: RecordFacts): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return verb === 'read' || (operatorVerbs.includes(verb) && worksForAgency(actor, facts?.agencyId));
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return verb === 'read';
    case Role.CAREGIVER:
      return verb === 'read' && worksForAgency(actor, facts?.agencyId);
    case Role.USER:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

export const hubPolicy = categoryPolicy('hub', hubVerbs, mayActOnHub);
