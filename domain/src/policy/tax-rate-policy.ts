import { Role } from '../catalog/roles';
import { taxRateActions } from '../tax-rate/commands';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';

export const taxRateVerbs = ['create', 'read', ...taxRateActions] as const;
export type TaxRateVerb = (typeof taxRateVerbs)[number];

/** Tax rates, like the price list: everyone signed in reads them, administrators keep them. */
export const mayActOnTaxRate = (actor: Actor, verb: TaxRateVerb): boolean => verb === 'read' || actor.roleId === Role.ADMIN;

export const taxRatePolicy = categoryPolicy('taxrate', taxRateVerbs, mayActOnTaxRate);
