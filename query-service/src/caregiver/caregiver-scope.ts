import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';

/**
 * The caregiver `read` rule of the policy as a SQL condition on `caregivers` (alias `c`): admins
 * all; agency-side roles their agency's; a caregiver their own profile; families and partners none.
 */
export const caregiverScope = (actor: Actor, add: (value: unknown) => string): string => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return 'TRUE';
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return actor.agencyId ? `c.agency_id = ${add(actor.agencyId)}` : 'FALSE';
    case Role.CAREGIVER:
      return `c.user_id = ${add(actor.id)}`;
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return 'FALSE';
  }
};
