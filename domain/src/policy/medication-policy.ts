import { Role } from '../catalog/roles';
import { medicationActions } from '../medication/actions';
import { assertNever } from '../shared/decider';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { hasPatientAccess } from './patient-access';
import type { RecordFacts } from './resource';

export const medicationVerbs = ['create', 'read', ...medicationActions] as const;
export type MedicationVerb = (typeof medicationVerbs)[number];

/**
 * Who records doses: the people who give them (caregivers on the care team) and the staff who
 * run the patient's care. Families and partners follow along, read only.
 */
export const recordsMedication = (actor: Actor): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.CAREGIVER:
      return true;
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

/** DESIGN.md section 6 for medication administration records; every verb needs access to the patient. */
export const mayActOnMedication = (actor: Actor, verb: MedicationVerb, facts?: RecordFacts): boolean =>
  hasPatientAccess(actor, facts?.patient) && (verb === 'read' || recordsMedication(actor));

export const medicationPolicy = categoryPolicy('medication', medicationVerbs, mayActOnMedication);
