import { eventTypeCatalog, Role, type RoleId } from '@careledger/domain';

/**
 * The event types offered to a subscription, from the domain's catalogue (what `GET /api/feed/event-types`
 * serves). The server takes any event type name (as the feed's `types` does) and delivers only the
 * events the owner may read, so the types of streams only administrators see (sign-ins, card charge
 * claims, saved questions) are offered to administrators only: anyone else would never hear them.
 */
export const subscribableEventTypes = (roleId: RoleId): readonly string[] =>
  eventTypeCatalog.filter((entry) => roleId === Role.ADMIN || !entry.administratorsOnly).map((entry) => entry.type);
