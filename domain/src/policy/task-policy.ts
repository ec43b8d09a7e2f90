import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { taskActions } from '../task/actions';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { hasPatientAccess } from './patient-access';
import type { RecordFacts } from './resource';

export const taskVerbs = ['create', 'read', ...taskActions] as const;
export type TaskVerb = (typeof taskVerbs)[number];

/** What a caregiver does with the work handed to them: see it, do it, or say it is not needed. */
const caregiverVerbs: readonly TaskVerb[] = ['read', 'complete', 'mark-not-required'];

const isAssignee = (actor: Actor, facts?: RecordFacts): boolean => facts?.userId != null && facts.userId === actor.id;

/**
 * DESIGN.md section 6 for tasks. Staff who run the patient's care plan and change every task;
 * caregivers on the care team, or the one a task is assigned to, carry tasks out; families and
 * partners with access to the patient follow them.
 */
export const mayActOnTask = (actor: Actor, verb: TaskVerb, facts?: RecordFacts): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return hasPatientAccess(actor, facts?.patient);
    case Role.CAREGIVER:
      return caregiverVerbs.includes(verb) && (hasPatientAccess(actor, facts?.patient) || isAssignee(actor, facts));
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return verb === 'read' && hasPatientAccess(actor, facts?.patient);
    default:
      return assertNever(actor.roleId);
  }
};

export const taskPolicy = categoryPolicy('task', taskVerbs, mayActOnTask);
