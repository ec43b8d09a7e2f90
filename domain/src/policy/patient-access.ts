import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import type { Actor } from './actor';
import { always, factsOf, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';
import type { PatientFacts } from './resource';

/** What every patient-scoped read rule looks at: whom the patient is served by, referred by, cared for by and registered by. */
export type PatientReadFacts = {
  readonly agencyId: string | null;
  readonly partnerId: string | null;
  readonly careTeam: readonly string[];
  readonly createdBy: string | null;
};

export const patientReadFactsOf = (patient: PatientFacts): PatientReadFacts => ({
  agencyId: patient.agencyId,
  partnerId: patient.partnerId,
  careTeam: patient.careTeam,
  createdBy: patient.createdBy,
});

const patientFact = factsOf<PatientReadFacts>();

/**
 * DESIGN.md section 6: who has access to a patient at all. Agency-side roles through the
 * patient's agency, partners through the referring partner, caregivers through the care team,
 * families through the patients they registered. Every patient-scoped rule starts here.
 */
export const patientAccess = (actor: Actor): Condition => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return always;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return patientFact.equals('agencyId', actor.agencyId);
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return patientFact.equals('partnerId', actor.partnerId);
    case Role.CAREGIVER:
      return patientFact.includes('careTeam', actor.id);
    case Role.USER:
      return patientFact.equals('createdBy', actor.id);
    default:
      return assertNever(actor.roleId);
  }
};

export const isOnCareTeam = (actor: Actor, patient: PatientFacts): boolean => patient.careTeam.includes(actor.id);

export const isPatientsPartner = (actor: Actor, patient: PatientFacts): boolean =>
  patient.partnerId != null && actor.partnerId != null && patient.partnerId === actor.partnerId;

/** Administrators reach every patient, even one the facts do not name; everyone else needs the patient's facts. */
export const hasPatientAccess = (actor: Actor, patient: PatientFacts | null | undefined): boolean => {
  if (actor.roleId === Role.ADMIN) return true;
  return patient != null && evaluateCondition(patientAccess(actor), patientReadFactsOf(patient));
};
