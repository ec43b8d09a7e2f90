import { PostingStatus, Role, mayActOnAssessment, mayActOnPosting, type Actor, type RoleName } from '@careledger/domain';
import type { AuthDetails } from '../api';

export type Resource = 'assessments' | 'patients' | 'postings';

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
  // Every role has patients of its own (DESIGN.md section 6); the server scopes the rows.
  patients: () => true,
  postings: (actor) => mayActOnPosting(actor, 'read', { agencyId: actor.agencyId ?? null, postingStatus: PostingStatus.OPEN, patient: { patientId: '', agencyId: actor.agencyId ?? null, partnerId: null, careTeam: [actor.id], createdBy: actor.id } }),
};

export const canAccess = (actor: Actor, resource: Resource): boolean => readers[resource](actor);

export const canCreateAssessment = (actor: Actor): boolean =>
  mayActOnAssessment(actor, 'create', { agencyId: actor.agencyId ?? null, createdBy: actor.id });

export const roleNameOf = (roleId: number): RoleName | undefined =>
  (Object.keys(Role) as RoleName[]).find((name) => Role[name] === roleId);
