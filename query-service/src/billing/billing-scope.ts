import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';

/**
 * The billing `read` rule of the policy (`mayReadBilling`) as a SQL condition on `subscriptions`
 * or `payments`: admins all; a family its own membership and the care of the patients it
 * registered; agency-side staff the billing of their agency's patients; nobody else any.
 */
export const billingScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } => {
  const parameter = `$${nextParameter}`;
  switch (actor.roleId) {
    case Role.ADMIN:
      return { sql: 'TRUE', params: [] };
    case Role.USER:
      return { sql: `(user_id = ${parameter} OR patient_id IN (SELECT id::text FROM patients WHERE created_by = ${parameter}))`, params: [actor.id] };
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return actor.agencyId ? { sql: `patient_id IN (SELECT id::text FROM patients WHERE agency_id = ${parameter})`, params: [actor.agencyId] } : { sql: 'FALSE', params: [] };
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
    case Role.CAREGIVER:
      return { sql: 'FALSE', params: [] };
  }
};
