import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { isCreator, worksForAgency, type Actor } from './actor';
import type { PatientFacts } from './resource';

export const isOnCareTeam = (actor: Actor, patient: PatientFacts): boolean => patient.careTeam.includes(actor.id);

export const isPatientsPartner = (actor: Actor, patient: PatientFacts): boolean =>
  patient.partnerId != null && actor.partnerId != null && patient.partnerId === actor.partnerId;

/**
 * DESIGN.md section 6: who has access to a patient at all. Agency-side roles through the
 * patient's agency, partners through the referring partner, caregivers through the care team,
 * families through the patients they registered. Every patient-scoped rule starts here.
 */
export const hasPatientAccess = (actor: Actor, patient: PatientFacts | null | undefined): boolean => {
  if (actor.roleId === Role.ADMIN) return true;
  if (!patient) return false;
  switch (actor.roleId) {
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return worksForAgency(actor, patient.agencyId);
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return isPatientsPartner(actor, patient);
    case Role.CAREGIVER:
      return isOnCareTeam(actor, patient);
    case Role.USER:
      return isCreator(actor, patient.createdBy);
    default:
      return assertNever(actor.roleId);
  }
};
