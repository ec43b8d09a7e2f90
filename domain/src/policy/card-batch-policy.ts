import { Role } from '../catalog/roles';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';

export const cardBatchVerbs = ['create', 'read', 'settle', 'void'] as const;
export type CardBatchVerb = (typeof cardBatchVerbs)[number];

/** Settling card charges with the processor is administrators' work only. */
export const mayActOnCardBatch = (actor: Actor, _verb: CardBatchVerb): boolean => actor.roleId === Role.ADMIN;

export const cardBatchPolicy = categoryPolicy('cardbatch', cardBatchVerbs, mayActOnCardBatch);
