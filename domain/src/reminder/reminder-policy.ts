import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { categoryPolicy } from '../policy/category-policy';
import type { RecordFacts } from '../policy/resource';
import { assertNever } from '../shared/decider';
import { reminderActions } from './actions';

export const reminderVerbs = ['create', 'read', ...reminderActions] as const;
export type ReminderVerb = (typeof reminderVerbs)[number];

const isAssignee = (actor: Actor, facts?: RecordFacts): boolean => facts?.userId != null && facts.userId === actor.id;

/**
 * A reminder is a notice to one person: they read it and mark it read; administrators may read
 * anyone's. Creating one and recording its delivery are the scheduler's (an administrator).
 */
export const mayActOnReminder = (actor: Actor, verb: ReminderVerb, facts?: RecordFacts): boolean => {
  switch (verb) {
    case 'read':
      return actor.roleId === Role.ADMIN || isAssignee(actor, facts);
    case 'mark-read':
      return isAssignee(actor, facts);
    case 'create':
    case 'record-delivery':
      return actor.roleId === Role.ADMIN;
    default:
      return assertNever(verb);
  }
};

export const reminderPolicy = categoryPolicy('reminder', reminderVerbs, mayActOnReminder);
