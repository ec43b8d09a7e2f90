import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';

/**
 * The patient `read` rule of the policy (`hasPatientAccess`) as a SQL condition on `patients`:
 * admins all; agency-side roles their agency's; partners their partner's; caregivers the
 * patients whose care team they are on; families the patients they registered.
 */
export const patientScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } => {
  const none = { sql: 'FALSE', params: [] };
  switch (actor.roleId) {
    case Role.ADMIN:
      return { sql: 'TRUE', params: [] };
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return actor.agencyId ? { sql: `agency_id = $${nextParameter}`, params: [actor.agencyId] } : none;
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return actor.partnerId ? { sql: `partner_id = $${nextParameter}`, params: [actor.partnerId] } : none;
    case Role.CAREGIVER:
      return { sql: `care_team @> ARRAY[$${nextParameter}::text]`, params: [actor.id] };
    case Role.USER:
      return { sql: `created_by = $${nextParameter}`, params: [actor.id] };
  }
};
