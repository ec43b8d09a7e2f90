import { PostingStatus, Role, mayActOnAssessment, mayActOnHub, mayActOnPosting, mayActOnReferral, mayReadReports, mayActOnUser, mayActOnPatientNote, mayActOnCaregiver, can, type Actor, type RoleName } from '@careledger/domain';
import type { AuthDetails } from '../api';

export type Resource = 'assessments' | 'patients' | 'postings' | 'dashboard' | 'reports' | 'referrals' | 'hubs' | 'notes' | 'users' | 'audit' | 'caregivers' | 'agencies';

export const actorOf = (session: AuthDetails): Actor => ({
  id: session.user.id,
  roleId: session.user.roleId,
  agencyId: session.user.agencyId,
  partnerId: session.user.partnerId ?? null,
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
  // The dashboard's figures are the statistics report: the same rule as the reports.
  dashboard: (actor) => mayReadReports(actor),
  reports: (actor) => mayReadReports(actor),
  // The session does not name a partner user's organisation; their own referral is its by definition.
  referrals: (actor) => {
    const partnerId = actor.partnerId ?? 'own-partner';
    const patient = { patientId: '', agencyId: actor.agencyId ?? null, partnerId, careTeam: [actor.id], createdBy: actor.id };
    return mayActOnReferral({ ...actor, partnerId }, 'read', { partnerId, patient });
  },
  hubs: (actor) => mayActOnHub(actor, 'read', { agencyId: actor.agencyId ?? null }),
  // Every role writes notes about its patients, and an author always reads their own.
  notes: (actor) => mayActOnPatientNote(actor, 'read', { authorId: actor.id, visibility: 2 }),
  // Whoever may create an account of their own staff (agencies, partners) or any account (administrators).
  users: (actor) =>
    [
      { userId: '', roleId: Role.AGENCY_AGENT, agencyId: actor.agencyId ?? null, partnerId: null },
      { userId: '', roleId: Role.PARTNER_AGENT, agencyId: null, partnerId: actor.partnerId ?? 'own-partner' },
    ].some((staff) => mayActOnUser({ ...actor, partnerId: actor.partnerId ?? 'own-partner' }, 'create', staff)),
  audit: (actor) => can(actor, 'audit.read'),
  // Agency staff read their agency's caregivers, a caregiver their own profile (the server scopes the rows).
  caregivers: (actor) => mayActOnCaregiver(actor, 'read', { agencyId: actor.agencyId ?? null, userId: actor.id }),
  // Every signed-in role reads the agency directory (domain `mayActOnAgency`).
  agencies: () => true,
};

export const canAccess = (actor: Actor, resource: Resource): boolean => readers[resource](actor);

export const canCreateAssessment = (actor: Actor): boolean =>
  mayActOnAssessment(actor, 'create', { agencyId: actor.agencyId ?? null, createdBy: actor.id });

export const roleNameOf = (roleId: number): RoleName | undefined =>
  (Object.keys(Role) as RoleName[]).find((name) => Role[name] === roleId);
