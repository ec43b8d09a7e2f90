import { Role } from '../catalog/roles';
import { hostLeadActions } from '../host-lead/statuses';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';

export const hostLeadVerbs = ['create', 'read', ...hostLeadActions] as const;
export type HostLeadVerb = (typeof hostLeadVerbs)[number];

/**
 * Host leads come in through the public landing forms, so anyone signed in may leave one; working
 * them (the admin host-leads listing) is for administrators, who alone read them.
 */
export const mayActOnHostLead = (actor: Actor, verb: HostLeadVerb): boolean => verb === 'create' || actor.roleId === Role.ADMIN;

export const hostLeadPolicy = categoryPolicy('hostlead', hostLeadVerbs, mayActOnHostLead);
