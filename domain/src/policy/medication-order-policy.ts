import { Role } from '../catalog/roles';
import { medicationOrderActions } from '../medication-order/actions';
import { assertNever } from '../shared/decider';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { always, factsOf, type Condition } from './condition';
import { hasPatientAccess, patientAccess, type PatientReadFacts } from './patient-access';
import type { RecordFacts } from './resource';

export const medicationOrderVerbs = ['create', 'read', ...medicationOrderActions] as const;
export type MedicationOrderVerb = (typeof medicationOrderVerbs)[number];

/** A medication order's read facts: its patient's. */
export type MedicationOrderReadFacts = { readonly patient: PatientReadFacts | null };

const orderFact = factsOf<MedicationOrderReadFacts>();

/** Who reads a patient's orders: whoever reads its medication records, that is whoever has access to the patient. */
export const medicationOrderReadScope = (actor: Actor): Condition =>
  actor.roleId === Role.ADMIN ? always : orderFact.through('patient', patientAccess(actor));

/**
 * Who prescribes, changes and discontinues: the staff who run the patient's care plan, as for
 * tasks. Caregivers give the doses an order makes due, and families and partners follow them.
 */
const runsCarePlan = (actor: Actor, facts?: RecordFacts): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return hasPatientAccess(actor, facts?.patient);
    case Role.CAREGIVER:
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

/** DESIGN.md sections 6 and 8 for medication orders; reading needs access to the patient, as for administrations. */
export const mayActOnMedicationOrder = (actor: Actor, verb: MedicationOrderVerb, facts?: RecordFacts): boolean =>
  verb === 'read' ? hasPatientAccess(actor, facts?.patient) : runsCarePlan(actor, facts);

export const medicationOrderPolicy = categoryPolicy('medicationorder', medicationOrderVerbs, mayActOnMedicationOrder);
