import { caregiverActions } from '../caregiver/actions';
import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import type { RecordFacts } from './resource';

export const caregiverVerbs = ['create', 'read', ...caregiverActions] as const;
export type CaregiverVerb = (typeof caregiverVerbs)[number];

/** The profile is the caregiver's own when its sign-in is the actor's. */
export const isOwnCaregiverProfile = (actor: Actor, facts?: RecordFacts): boolean => facts?.userId != null && facts.userId === actor.id;

/**
 * DESIGN.md section 6 for caregivers. The employing agency's staff (agency, agency agent, or a
 * provider for its own care) run the whole record: hiring, profession, services, certifications.
 * A caregiver reads and keeps up their own contact details, nothing else: their status and
 * skills are the agency's word. Families and partners never see caregiver records: they meet
 * caregivers through the patients and postings they share.
 */
export const mayActOnCaregiver = (actor: Actor, verb: CaregiverVerb, facts?: RecordFacts): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return worksForAgency(actor, facts?.agencyId);
    case Role.CAREGIVER:
      return (verb === 'read' || verb === 'update-profile') && isOwnCaregiverProfile(actor, facts);
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

export const caregiverPolicy = categoryPolicy('caregiver', caregiverVerbs, mayActOnCaregiver);
