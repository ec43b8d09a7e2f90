import { Role, type RoleId } from '../catalog/roles';
import { recordTypes } from '../record/record-types';

/** Every read (lists, details, reports, history) the key's role may make. */
export const READ_SCOPE = 'read';

/** Keys never manage keys: creating and revoking them takes a person. */
const NEVER_GRANTED = new Set(['apikey', 'savedsearch', 'analyticsquestion']);

/**
 * The record kinds whose commands an organisation's key may be granted: those its owner's role
 * works with. The policy still decides each call, as for a person of that role; this only keeps a
 * key from holding a scope its role could never use. An organisation's system subscribes its own
 * webhooks: a subscription made with a key hears what that key may read.
 */
const KINDS_OF_ROLE: Partial<Record<RoleId, readonly string[]>> = {
  [Role.AGENCY]: ['assessment', 'patient', 'posting', 'note', 'caregiver', 'medication', 'medicationorder', 'task', 'user', 'webhook'],
  [Role.PARTNER]: ['referral', 'patient', 'note', 'hubnote', 'hub', 'cluster', 'assessment', 'user', 'webhook'],
};

/** The command scopes of one record kind: `<kind>.*` (every command) and `<kind>.<action>` (one). */
const commandScopesOf = (category: string, actions: readonly string[]): string[] => [`${category}.*`, ...['create', ...actions].map((action) => `${category}.${action}`)];

/** Every scope a key can hold: `read`, and the commands of each record kind. */
export const apiKeyScopes = (): string[] => [
  READ_SCOPE,
  ...recordTypes.filter((type) => !NEVER_GRANTED.has(type.category)).flatMap((type) => commandScopesOf(type.category, Object.keys(type.actions))),
];

export const isApiKeyScope = (value: unknown): value is string => typeof value === 'string' && apiKeyScopes().includes(value);

const kindOf = (scope: string): string => scope.slice(0, scope.indexOf('.'));

/** Whether a key of `roleId` may hold `scope`: administrators any, an agency or partner those of its kinds. */
export const scopeFitsRole = (scope: string, roleId: RoleId): boolean => {
  if (scope === READ_SCOPE || roleId === Role.ADMIN) return true;
  return KINDS_OF_ROLE[roleId]?.includes(kindOf(scope)) ?? false;
};

/** The scope a command needs: one of its kind's. */
export const commandScope = (category: string, action: string): string => `${category}.${action}`;

/** Whether the scopes a key holds cover `needed` (`patient.*` covers `patient.create`). */
export const scopesGrant = (held: readonly string[], needed: string): boolean =>
  held.includes(needed) || (needed !== READ_SCOPE && held.includes(`${kindOf(needed)}.*`));
