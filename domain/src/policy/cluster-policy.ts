import { Role } from '../catalog/roles';
import { clusterActions } from '../cluster/actions';
import { assertNever } from '../shared/decider';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';

export const clusterVerbs = ['create', 'read', ...clusterActions] as const;
export type ClusterVerb = (typeof clusterVerbs)[number];

/** Clusters group the platform's homes: admins form them; agencies and partners read them. */
export const mayActOnCluster = (actor: Actor, verb: ClusterVerb): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return verb === 'read';
    case Role.CAREGIVER:
    case Role.USER:
      return false;
    default:
      return assertNever(actor.roleId);
  }
};

export const clusterPolicy = categoryPolicy('cluster', clusterVerbs, mayActOnCluster);
