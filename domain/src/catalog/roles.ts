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

/** Labels, i18n keys and the URL slugs used in routes such as `/api/roles-by-user-type/{slug}`. */
export const roles = [
  { id: 1, key: 'ADMIN', slug: 'admin', label: 'Administrator', translationKey: 'role.admin' },
  { id: 2, key: 'USER', slug: 'user', label: 'User', translationKey: 'role.user' },
  { id: 3, key: 'AGENCY', slug: 'agency', label: 'Agency', translationKey: 'role.agency' },
  { id: 4, key: 'AGENCY_AGENT', slug: 'agency-agent', label: 'Agency agent', translationKey: 'role.agencyAgent' },
  { id: 5, key: 'PROVIDER', slug: 'provider', label: 'Homecare provider', translationKey: 'role.provider' },
  { id: 6, key: 'PARTNER', slug: 'partner', label: 'Partner', translationKey: 'role.partner' },
  { id: 8, key: 'PARTNER_AGENT', slug: 'partner-agent', label: 'Partner agent', translationKey: 'role.partnerAgent' },
  { id: 9, key: 'CAREGIVER', slug: 'caregiver', label: 'Caregiver', translationKey: 'role.caregiver' },
] as const satisfies readonly RoleEntry[];

export interface RoleEntry {
  readonly id: RoleId;
  readonly key: RoleName;
  readonly slug: string;
  readonly label: string;
  readonly translationKey: string;
}

export type RoleSlug = (typeof roles)[number]['slug'];

export const roleSlugs: readonly RoleSlug[] = roles.map((role) => role.slug);

export const isRoleSlug = (value: unknown): value is RoleSlug => roleSlugs.includes(value as RoleSlug);

/** Every role id has an entry (pinned by the catalog test), so the lookups cannot miss. */
const roleEntry = (roleId: RoleId): (typeof roles)[number] =>
  roles.find((role) => role.id === roleId) as (typeof roles)[number];

export const roleIdOfSlug = (slug: RoleSlug): RoleId => (roles.find((role) => role.slug === slug) as RoleEntry).id;

export const slugOfRole = (roleId: RoleId): RoleSlug => roleEntry(roleId).slug;

export const labelOfRole = (roleId: RoleId): string => roleEntry(roleId).label;

/** The role's key, `ADMIN` for 1: the name the who-am-I answer gives it. */
export const nameOfRole = (roleId: RoleId): RoleName => roleEntry(roleId).key;
