import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { categoryPolicy } from '../policy/category-policy';

/** Verifying the log's hash chains and anchors, and reading what the runs found: administrators only. */
export const integrityVerbs = ['read', 'verify'] as const;
export type IntegrityVerb = (typeof integrityVerbs)[number];

export const integrityPolicy = categoryPolicy('integrity', integrityVerbs, (actor: Actor, _verb: IntegrityVerb) => actor.roleId === Role.ADMIN);
