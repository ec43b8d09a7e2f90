import { Role, mayActOnAssessment, type Actor, type RoleName } from '@careledger/domain';
import type { AuthDetails } from '../api';

export type Resource = 'assessments';

export const actorOf = (session: AuthDetails): Actor => ({
  id: session.user.id,
  roleId: session.user.roleId,
  agencyId: session.user.agencyId,
});

/**
 * Whether a screen belongs in this user's navigation: would the domain policy (DESIGN.md
 * section 6) let them read at least their own records of it. The server still checks each call.
 */
const readers: Record<Resource, (actor: Actor) => boolean> = {
  assessments: (actor) => mayActOnAssessment(actor, 'read', { agencyId: actor.agencyId ?? null, createdBy: actor.id }),
};

export const canAccess = (actor: Actor, resource: Resource): boolean => readers[resource](actor);

export const canCreateAssessment = (actor: Actor): boolean =>
  mayActOnAssessment(actor, 'create', { agencyId: actor.agencyId ?? null, createdBy: actor.id });

export const roleNameOf = (roleId: number): RoleName | undefined =>
  (Object.keys(Role) as RoleName[]).find((name) => Role[name] === roleId);
