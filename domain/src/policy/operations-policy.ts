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
