import { Role } from '../catalog/roles';
import type { Actor } from './actor';

/** Running the platform itself: read models, their rebuilds. Administrators only. */
export const operationsVerbs = ['read', 'rebuild'] as const;
export type OperationsVerb = (typeof operationsVerbs)[number];
export type OperationsPolicyAction = `projection.${OperationsVerb}`;

export const isOperationsVerb = (value: string): value is OperationsVerb => operationsVerbs.includes(value as OperationsVerb);

export const mayOperate = (actor: Actor, _verb: OperationsVerb): boolean => actor.roleId === Role.ADMIN;
