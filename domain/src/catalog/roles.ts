/** User role ids of SPEC.md section 3. */
export const Role = {
  ADMIN: 1,
  USER: 2,
  AGENCY: 3,
  AGENCY_AGENT: 4,
  PROVIDER: 5,
  PARTNER: 6,
  PARTNER_AGENT: 8,
  CAREGIVER: 9,
} as const;

export type RoleName = keyof typeof Role;
export type RoleId = (typeof Role)[RoleName];

export const roleIds: readonly RoleId[] = Object.values(Role);

export const isRoleId = (value: unknown): value is RoleId => roleIds.includes(value as RoleId);
