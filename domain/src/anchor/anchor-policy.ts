import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { categoryPolicy } from '../policy/category-policy';

export const anchorVerbs = ['create', 'read'] as const;
export type AnchorVerb = (typeof anchorVerbs)[number];

/** The anchor chain is the store's own audit trail: administrators take anchors (the scheduler among them) and read them. */
export const mayActOnAnchor = (actor: Actor, _verb: AnchorVerb): boolean => actor.roleId === Role.ADMIN;

export const anchorPolicy = categoryPolicy('anchor', anchorVerbs, mayActOnAnchor);
