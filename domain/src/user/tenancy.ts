import { Role, type RoleId } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import type { DomainError } from '../shared/domain-error';
import { agencyNotAllowed, agencyRequired, partnerNotAllowed, partnerRequired } from './errors';
import type { Tenancy } from './events';

export type Employer = 'agency' | 'partner' | 'none';

/** Agency-side roles and caregivers work for an agency, partner roles for a partner; families and admins for neither. */
export const employerOf = (roleId: RoleId): Employer => {
  switch (roleId) {
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
    case Role.CAREGIVER:
      return 'agency';
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return 'partner';
    case Role.ADMIN:
    case Role.USER:
      return 'none';
    default:
      return assertNever(roleId);
  }
};

/** The refusal for a role without the organisation it needs, or with one it must not have; null when it fits. */
export const tenancyViolation = ({ roleId, agencyId, partnerId }: Tenancy): DomainError | null => {
  const employer = employerOf(roleId);
  if (employer === 'agency' && agencyId === null) return agencyRequired(roleId);
  if (employer !== 'agency' && agencyId !== null) return agencyNotAllowed(roleId);
  if (employer === 'partner' && partnerId === null) return partnerRequired(roleId);
  if (employer !== 'partner' && partnerId !== null) return partnerNotAllowed(roleId);
  return null;
};
