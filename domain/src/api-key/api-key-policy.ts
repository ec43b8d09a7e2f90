import { Role } from '../catalog/roles';
import { worksForAgency, type Actor } from '../policy/actor';
import { categoryPolicy } from '../policy/category-policy';
import type { RecordFacts } from '../policy/resource';
import { apiKeyActions } from './commands';
import { isApiKeyFacts } from './facts';

export const apiKeyVerbs = ['create', 'read', ...apiKeyActions] as const;
export type ApiKeyVerb = (typeof apiKeyVerbs)[number];

/**
 * Administrators run every key; an agency's or a partner's owner runs the keys that act as their
 * own organisation. Their agents, and everyone else, run none.
 */
export const mayActOnApiKey = (actor: Actor, _verb: ApiKeyVerb, facts?: RecordFacts): boolean => {
  if (actor.roleId === Role.ADMIN) return true;
  if (!isApiKeyFacts(facts)) return false;
  if (actor.roleId === Role.AGENCY) return facts.roleId === Role.AGENCY && worksForAgency(actor, facts.agencyId);
  if (actor.roleId === Role.PARTNER) return facts.roleId === Role.PARTNER && facts.partnerId !== null && facts.partnerId === actor.partnerId;
  return false;
};

export const apiKeyPolicy = categoryPolicy('apikey', apiKeyVerbs, mayActOnApiKey);

/** Whether this actor has keys to list: administrators and the owners of an agency or a partner. */
export const mayListApiKeys = (actor: Actor): boolean =>
  actor.roleId === Role.ADMIN || (actor.roleId === Role.AGENCY && actor.agencyId != null) || (actor.roleId === Role.PARTNER && actor.partnerId != null);
