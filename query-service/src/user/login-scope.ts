import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';

/**
 * The user `read` rule of the policy (`mayActOnUser`) as a SQL condition on `logins`:
 * admins every account; agencies their agency's and partners their partner's; everyone their own.
 */
export const loginScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } => {
  const own = { sql: `id = $${nextParameter}::uuid`, params: [actor.id] };
  switch (actor.roleId) {
    case Role.ADMIN:
      return { sql: 'TRUE', params: [] };
    case Role.AGENCY:
      return actor.agencyId ? { sql: `(agency_id = $${nextParameter + 1} OR ${own.sql})`, params: [actor.id, actor.agencyId] } : own;
    case Role.PARTNER:
      return actor.partnerId ? { sql: `(partner_id = $${nextParameter + 1} OR ${own.sql})`, params: [actor.id, actor.partnerId] } : own;
    case Role.USER:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.PARTNER_AGENT:
    case Role.CAREGIVER:
      return own;
  }
};
