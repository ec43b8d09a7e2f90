import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';

/**
 * Which assessments an actor may read, as a SQL condition (DESIGN.md section 6): admins all,
 * agency-side roles their agency's, families and partners the ones they created.
 */
export const assessmentScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return { sql: 'TRUE', params: [] };
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.CAREGIVER:
      return actor.agencyId ? { sql: `agency_id = $${nextParameter}`, params: [actor.agencyId] } : { sql: 'FALSE', params: [] };
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return { sql: `created_by = $${nextParameter}`, params: [actor.id] };
  }
};
