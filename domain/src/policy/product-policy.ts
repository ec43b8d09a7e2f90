import { Role } from '../catalog/roles';
import { productActions } from '../product/commands';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';

export const productVerbs = ['create', 'read', ...productActions] as const;
export type ProductVerb = (typeof productVerbs)[number];

/** The price list: everyone signed in reads it (families choose from it), administrators keep it. */
export const mayActOnProduct = (actor: Actor, verb: ProductVerb): boolean => verb === 'read' || actor.roleId === Role.ADMIN;

export const productPolicy = categoryPolicy('product', productVerbs, mayActOnProduct);
