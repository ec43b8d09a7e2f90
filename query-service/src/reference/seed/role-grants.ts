import { Role, roleIds, type RoleId } from '@careledger/domain';

/**
 * `/api/roles-by-user-type/{user_type}`: the roles a user of that type may give the logins it
 * manages, as the user policy allows (domain/src/policy/user-policy.ts): an administrator any
 * role, an agency its agents and caregivers, a partner its agents; the other roles manage no logins.
 */
export const roleGrants: Readonly<Record<RoleId, readonly RoleId[]>> = {
  [Role.ADMIN]: roleIds,
  [Role.USER]: [],
  [Role.AGENCY]: [Role.AGENCY_AGENT, Role.CAREGIVER],
  [Role.AGENCY_AGENT]: [],
  [Role.PROVIDER]: [],
  [Role.PARTNER]: [Role.PARTNER_AGENT],
  [Role.PARTNER_AGENT]: [],
  [Role.CAREGIVER]: [],
};
