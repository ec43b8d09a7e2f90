import { Role } from '../catalog/roles';
import { referralRecordActions } from '../referral/actions';
import { assertNever } from '../shared/decider';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { always, factsOf, never, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';
import { hasPatientAccess, patientAccess, type PatientReadFacts } from './patient-access';
import type { RecordFacts } from './resource';

export const referralVerbs = ['create', 'read', ...referralRecordActions] as const;
export type ReferralVerb = (typeof referralVerbs)[number];

const isPartnerSide = (actor: Actor): boolean => actor.roleId === Role.PARTNER || actor.roleId === Role.PARTNER_AGENT;

const isAgencySide = (actor: Actor): boolean =>
  actor.roleId === Role.AGENCY || actor.roleId === Role.AGENCY_AGENT || actor.roleId === Role.PROVIDER;

/** Null never matches: a partner user without a partner owns no referral. */
const isReferralsPartner = (actor: Actor, facts?: RecordFacts): boolean =>
  isPartnerSide(actor) && facts?.partnerId != null && actor.partnerId != null && facts.partnerId === actor.partnerId;

/** The agency that serves the patient takes part in the placement (visits, move-in), not in running the referral. */
const servesPatient = (actor: Actor, facts?: RecordFacts): boolean => isAgencySide(actor) && hasPatientAccess(actor, facts?.patient);

/**
 * A referral's read facts: the partner that runs it and, of its patient, what patient access
 * looks at for the agency side and the family (the referral read model keeps just these).
 */
export type ReferralReadFacts = {
  readonly partnerId: string | null;
  readonly patient: Pick<PatientReadFacts, 'agencyId' | 'createdBy'> | null;
};

export const referralReadFactsOf = (facts?: RecordFacts): ReferralReadFacts => ({
  partnerId: facts?.partnerId ?? null,
  patient: facts?.patient ? { agencyId: facts.patient.agencyId, createdBy: facts.patient.createdBy } : null,
});

const referralFact = factsOf<ReferralReadFacts>();

/**
 * Who reads a referral: the partner that runs it; the agency that serves its patient; the family
 * who registered the patient, following where their relative is being placed; caregivers none.
 */
export const referralReadScope = (actor: Actor): Condition => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return always;
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return referralFact.equals('partnerId', actor.partnerId);
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.USER:
      return referralFact.through('patient', patientAccess(actor));
    case Role.CAREGIVER:
      return never;
    default:
      return assertNever(actor.roleId);
  }
};

/**
 * DESIGN.md section 6 for shared-living referrals: administrators do everything; partners and
 * their agents refer their own patients for their partner and run their partner's referrals;
 * the patient's agency reads them and records milestones; the family reads them; caregivers
 * have no part in them.
 */
export const mayActOnReferral = (actor: Actor, verb: ReferralVerb, facts?: RecordFacts): boolean => {
  if (actor.roleId === Role.ADMIN) return true;
  switch (verb) {
    case 'create':
      // A partner refers only patients it has access to, so a referral cannot reveal a stranger.
      return isReferralsPartner(actor, facts) && hasPatientAccess(actor, facts?.patient);
    case 'read':
      return evaluateCondition(referralReadScope(actor), referralReadFactsOf(facts));
    case 'milestones':
      return isReferralsPartner(actor, facts) || servesPatient(actor, facts);
    case 'hold':
    case 'unhold':
    case 'close':
      return isReferralsPartner(actor, facts);
    default:
      return assertNever(verb);
  }
};

export const referralPolicy = categoryPolicy('referral', referralVerbs, mayActOnReferral);
