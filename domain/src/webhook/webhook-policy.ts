import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { categoryPolicy } from '../policy/category-policy';
import type { RecordFacts } from '../policy/resource';

export const webhookVerbs = ['create', 'read', 'pause', 'resume', 'rotate-secret', 'delete', 'redeliver'] as const;
export type WebhookVerb = (typeof webhookVerbs)[number];

/** The roles that speak for an organisation (an agency, a provider, which is an agency for the care it provides, a partner), and administrators for the whole system. */
const SUBSCRIBERS: ReadonlySet<number> = new Set([Role.ADMIN, Role.AGENCY, Role.PROVIDER, Role.PARTNER]);

/**
 * Administrators act on every subscription; an agency or a partner on its organisation's, whoever
 * of its owners made it. A creation's facts are the owner it names, which is always the actor's own.
 */
export const mayActOnWebhook = (actor: Actor, _verb: WebhookVerb, facts?: RecordFacts): boolean => {
  if (actor.roleId === Role.ADMIN) return true;
  if (!SUBSCRIBERS.has(actor.roleId) || !facts) return false;
  if (actor.roleId === Role.AGENCY || actor.roleId === Role.PROVIDER) return facts.agencyId != null && facts.agencyId === actor.agencyId && facts.partnerId == null;
  return facts.partnerId != null && facts.partnerId === actor.partnerId && facts.agencyId == null;
};

export const webhookPolicy = categoryPolicy('webhook', webhookVerbs, mayActOnWebhook);
