import { Role } from '../catalog/roles';
import { paymentActions } from '../payment/commands';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import type { RecordFacts } from './resource';
import { mayReadBilling } from './subscription-policy';

export const paymentVerbs = ['create', 'read', ...paymentActions] as const;
export type PaymentVerb = (typeof paymentVerbs)[number];

/** Billing is the back office's: admins bill, collect and void; the family and the patient's agency read. */
export const mayActOnPayment = (actor: Actor, verb: PaymentVerb, facts?: RecordFacts): boolean =>
  verb === 'read' ? mayReadBilling(actor, facts) : actor.roleId === Role.ADMIN;

export const paymentPolicy = categoryPolicy('payment', paymentVerbs, mayActOnPayment);
