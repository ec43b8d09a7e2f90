import { Role } from '../catalog/roles';
import { patientActions } from '../patient/actions';
import { assertNever } from '../shared/decider';
import { isCreator, worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { hasPatientAccess, isPatientsPartner, patientAccess } from './patient-access';
import type { RecordFacts } from './resource';

export const patientVerbs = ['create', 'read', ...patientActions] as const;
export type PatientVerb = (typeof patientVerbs)[number];

const mayRegister = (actor: Actor, facts?: RecordFacts): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.USER:
      // A family chooses who serves its patient (as with assign-agency), never who refers it:
      // naming a partner would hand that partner the patient's record.
      return facts?.partnerId == null;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return facts?.agencyId == null || worksForAgency(actor, facts.agencyId);
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return facts?.partnerId != null && facts.patient != null && isPatientsPartner(actor, facts.patient);
    case Role.CAREGIVER:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

const isAgencySide = (actor: Actor): boolean =>
  actor.roleId === Role.AGENCY || actor.roleId === Role.AGENCY_AGENT || actor.roleId === Role.PROVIDER;

/** Staff who serve the patient run its care: agency-side roles of its agency, and admins. */
const runsCare = (actor: Actor, facts?: RecordFacts): boolean =>
  actor.roleId === Role.ADMIN || (isAgencySide(actor) && hasPatientAccess(actor, facts?.patient));

/** The family member who registered the patient keeps its record: who it is, its health, who pays. */
const keepsRecord = (actor: Actor, facts?: RecordFacts): boolean =>
  runsCare(actor, facts) || (actor.roleId === Role.USER && facts?.patient != null && isCreator(actor, facts.patient.createdBy));

/** Partners refer patients and must reach their people: they also keep the contacts. */
const keepsContacts = (actor: Actor, facts?: RecordFacts): boolean =>
  keepsRecord(actor, facts) ||
  ((actor.roleId === Role.PARTNER || actor.roleId === Role.PARTNER_AGENT) && facts?.patient != null && isPatientsPartner(actor, facts.patient));

/**
 * DESIGN.md section 6 for patients. Everything starts from `hasPatientAccess` (admins; agency
 * side of its agency; its referring partner; caregivers on its care team; the family user who
 * registered it). Reading is all of them. Changing:
 *
 * | verb                                               | ADMIN | AGENCY, AGENCY_AGENT, PROVIDER | USER       | PARTNER, PARTNER_AGENT | CAREGIVER |
 * |----------------------------------------------------|-------|--------------------------------|------------|------------------------|-----------|
 * | create                                             | yes   | for own agency or none         | no partner | for own partner        | no        |
 * | read                                               | yes   | own agency's patients          | registered | referred               | care team |
 * | assign-agency                                      | yes   | no                             | registered | referred               | no        |
 * | assign-caregiver, unassign-caregiver               | yes   | own agency's patients          | no         | no                     | no        |
 * | update-demographics, set-diagnoses, set-languages, | yes   | own agency's patients          | registered | no                     | no        |
 * |   set-payer, add/update/remove-allergy             |       |                                |            |                        |           |
 * | add/update/remove-contact                          | yes   | own agency's patients          | registered | referred               | no        |
 * | set-ambulatory-level, set-assistance-levels,       | yes   | own agency's patients          | no         | no                     | no        |
 * |   assign-coordinator                               |       |                                |            |                        |           |
 *
 * Ambulatory and assistance levels are clinical judgements and the coordinator is agency staff:
 * only the agency side sets them. Caregivers read what they care for and change none of it here.
 */
export const mayActOnPatient = (actor: Actor, verb: PatientVerb, facts?: RecordFacts): boolean => {
  switch (verb) {
    case 'create':
      return mayRegister(actor, facts);
    case 'read':
      return hasPatientAccess(actor, facts?.patient);
    case 'assign-agency':
      // Choosing who serves a patient: admins, and the partner or family who brought it in.
      return actor.roleId === Role.ADMIN || ((actor.roleId === Role.USER || actor.roleId === Role.PARTNER || actor.roleId === Role.PARTNER_AGENT) && hasPatientAccess(actor, facts?.patient));
    case 'assign-caregiver':
    case 'unassign-caregiver':
    case 'set-ambulatory-level':
    case 'set-assistance-levels':
    case 'assign-coordinator':
      return runsCare(actor, facts);
    case 'update-demographics':
    case 'set-diagnoses':
    case 'set-languages':
    case 'set-payer':
    case 'add-allergy':
    case 'update-allergy':
    case 'remove-allergy':
      return keepsRecord(actor, facts);
    case 'add-contact':
    case 'update-contact':
    case 'remove-contact':
      return keepsContacts(actor, facts);
    default:
      return assertNever(verb);
  }
};

export const patientPolicy = categoryPolicy('patient', patientVerbs, mayActOnPatient);

/** Reading a patient is having access to it at all. */
export const patientReadScope = patientAccess;
