import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { taskActions } from '../task/actions';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { always, anyOf, factsOf, onlyIf, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';
import { hasPatientAccess, patientAccess, patientReadFactsOf, type PatientReadFacts } from './patient-access';
import type { RecordFacts } from './resource';

export const taskVerbs = ['create', 'read', ...taskActions] as const;
export type TaskVerb = (typeof taskVerbs)[number];

/** What a caregiver does with the work handed to them: see it, do it, or say it is not needed. */
const caregiverVerbs: readonly TaskVerb[] = ['read', 'complete', 'mark-not-required'];

const isAssignee = (actor: Actor, facts?: RecordFacts): boolean => facts?.userId != null && facts.userId === actor.id;

/** A task's read facts: the caregiver it is assigned to (`userId` of its record facts) and its patient's facts. */
export type TaskReadFacts = { readonly assigneeId: string | null; readonly patient: PatientReadFacts | null };

export const taskReadFactsOf = (facts?: RecordFacts): TaskReadFacts => ({
  assigneeId: facts?.userId ?? null,
  patient: facts?.patient ? patientReadFactsOf(facts.patient) : null,
});

const taskFact = factsOf<TaskReadFacts>();

/** Who reads a task: whoever has access to its patient, and the caregiver it is assigned to, care team or not. */
export const taskReadScope = (actor: Actor): Condition =>
  actor.roleId === Role.ADMIN
    ? always
    : anyOf(taskFact.through('patient', patientAccess(actor)), onlyIf(actor.roleId === Role.CAREGIVER, taskFact.equals('assigneeId', actor.id)));

/**
 * DESIGN.md section 6 for tasks. Staff who run the patient's care plan and change every task;
 * caregivers on the care team, or the one a task is assigned to, carry tasks out; families and
 * partners with access to the patient follow them.
 */
export const mayActOnTask = (actor: Actor, verb: TaskVerb, facts?: RecordFacts): boolean => {
  if (verb === 'read') return evaluateCondition(taskReadScope(actor), taskReadFactsOf(facts));
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
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

export const taskPolicy = categoryPolicy('task', taskVerbs, mayActOnTask);
