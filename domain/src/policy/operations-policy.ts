import { Role } from '../catalog/roles';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';

/** Running the platform itself: read models, their rebuilds. Administrators only. */
export const operationsVerbs = ['read', 'rebuild'] as const;
export type OperationsVerb = (typeof operationsVerbs)[number];
export type OperationsPolicyAction = `projection.${OperationsVerb}`;

export const isOperationsVerb = (value: string): value is OperationsVerb => operationsVerbs.includes(value as OperationsVerb);

export const mayOperate = (actor: Actor, _verb: OperationsVerb): boolean => actor.roleId === Role.ADMIN;

export const operationsPolicy = categoryPolicy('projection', operationsVerbs, mayOperate);

/** The global event log, every stream at once: administrators only (DESIGN.md section 4). */
export const auditVerbs = ['read'] as const;
export type AuditVerb = (typeof auditVerbs)[number];
export const auditPolicy = categoryPolicy('audit', auditVerbs, (actor: Actor, _verb: AuditVerb) => actor.roleId === Role.ADMIN);

/** Background jobs (expiry, billing runs, reminders, exports): their queues, retries and runs started by hand. Administrators only. */
export const jobVerbs = ['read', 'retry', 'start'] as const;
export type JobVerb = (typeof jobVerbs)[number];
export const jobPolicy = categoryPolicy('job', jobVerbs, (actor: Actor, _verb: JobVerb) => actor.roleId === Role.ADMIN);

/**
 * Who scheduled work acts as when it sends commands: an administrator no one signs in as. Its id
 * is in every event a job appends, so the history says "the scheduler" rather than a person; it
 * must be no sign-in's id (the demo's are 00000000-…-0000000000NN), or that person would be named so.
 */
export const SCHEDULER_ACTOR: Required<Actor> = { id: '5c4ed01e-0000-4000-8000-000000000001', roleId: Role.ADMIN, agencyId: null, partnerId: null };

/** The scheduler's name in answers that name who did something; the console words it in the reader's language. */
export const SCHEDULER_NAME = 'Careledger scheduler';
