import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { subscriptionActions } from '../subscription/commands';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { always, anyOf, factsOf, never, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';
import { hasPatientAccess, patientAccess, patientReadFactsOf, type PatientReadFacts } from './patient-access';
import type { RecordFacts } from './resource';

export const subscriptionVerbs = ['create', 'read', ...subscriptionActions] as const;
export type SubscriptionVerb = (typeof subscriptionVerbs)[number];

/** A family's own billing: its own membership, or care for a patient it registered. */
export const isOwnBilling = (actor: Actor, facts?: RecordFacts): boolean =>
  actor.roleId === Role.USER &&
  facts !== undefined &&
  ((facts.userId != null && facts.userId === actor.id) || (facts.patientId != null && hasPatientAccess(actor, facts.patient)));

/** A subscription's or payment's read facts: the member it bills, and the patient whose care it bills. */
export type BillingReadFacts = { readonly userId: string | null; readonly patient: PatientReadFacts | null };

export const billingReadFactsOf = (facts?: RecordFacts): BillingReadFacts => ({
  userId: facts?.userId ?? null,
  patient: facts?.patientId != null && facts.patient ? patientReadFactsOf(facts.patient) : null,
});

const billingFact = factsOf<BillingReadFacts>();

/** Subscriptions and payments are read by admins, by the family they bill and by the agency of their patient. */
export const billingReadScope = (actor: Actor): Condition => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return always;
    case Role.USER:
      return anyOf(billingFact.equals('userId', actor.id), billingFact.through('patient', patientAccess(actor)));
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return billingFact.through('patient', patientAccess(actor));
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
    case Role.CAREGIVER:
      return never;
    default:
      return assertNever(actor.roleId);
  }
};

export const mayReadBilling = (actor: Actor, facts?: RecordFacts): boolean => evaluateCondition(billingReadScope(actor), billingReadFactsOf(facts));

/** Families subscribe for themselves or their patients and may cancel what they pay for; admins do anything. */
export const mayActOnSubscription = (actor: Actor, verb: SubscriptionVerb, facts?: RecordFacts): boolean => {
  switch (verb) {
    case 'read':
      return mayReadBilling(actor, facts);
    case 'create':
    case 'cancel':
      return actor.roleId === Role.ADMIN || isOwnBilling(actor, facts);
    default:
      return assertNever(verb);
  }
};

export const subscriptionPolicy = categoryPolicy('subscription', subscriptionVerbs, mayActOnSubscription);
