import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { subscriptionActions } from '../subscription/commands';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { hasPatientAccess } from './patient-access';
import type { RecordFacts } from './resource';

export const subscriptionVerbs = ['create', 'read', ...subscriptionActions] as const;
export type SubscriptionVerb = (typeof subscriptionVerbs)[number];

/** A family's own billing: its own membership, or care for a patient it registered. */
export const isOwnBilling = (actor: Actor, facts?: RecordFacts): boolean =>
  actor.roleId === Role.USER &&
  facts !== undefined &&
  ((facts.userId != null && facts.userId === actor.id) || (facts.patientId != null && hasPatientAccess(actor, facts.patient)));

const isAgencyStaffOfPatient = (actor: Actor, facts?: RecordFacts): boolean =>
  (actor.roleId === Role.AGENCY || actor.roleId === Role.AGENCY_AGENT || actor.roleId === Role.PROVIDER) &&
  facts?.patientId != null &&
  hasPatientAccess(actor, facts.patient);

/** Subscriptions and payments are read by admins, by the family they bill and by the agency of their patient. */
export const mayReadBilling = (actor: Actor, facts?: RecordFacts): boolean =>
  actor.roleId === Role.ADMIN || isOwnBilling(actor, facts) || isAgencyStaffOfPatient(actor, facts);

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
