import { PostingStatus, Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';

/**
 * The posting `read` rule of the policy as a SQL condition on `postings p`: admins all; agency
 * staff their agency's postings and those offered to, applied to or assigned to their agency;
 * caregivers the open ones and those concerning them; families their patients' postings
 * (`hasPatientAccess`: the patients they registered); partners none.
 */
export const postingScope = (actor: Actor, add: (value: unknown) => string): string => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return 'TRUE';
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER: {
      if (!actor.agencyId) return 'FALSE';
      const agency = add(actor.agencyId);
      return `(p.agency_id = ${agency} OR p.candidates @> ARRAY['agency:' || ${agency}::text])`;
    }
    case Role.CAREGIVER:
      return `(p.status = ${PostingStatus.OPEN} OR p.candidates @> ARRAY['caregiver:' || ${add(actor.id)}::text])`;
    case Role.USER:
      return `p.patient_id IN (SELECT id::text FROM patients WHERE created_by = ${add(actor.id)})`;
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return 'FALSE';
  }
};
