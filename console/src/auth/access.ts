import { PostingStatus, Role, mayActOnAssessment, mayActOnHub, mayActOnPosting, mayActOnReferral, mayReadReports, mayListUsers, mayActOnPatientNote, mayActOnCaregiver, mayActOnHostLead, can, type Actor, type RoleName } from '@careledger/domain';
import { mayReadBilling, worksShifts } from '@careledger/domain';
import { mayActOnTask } from '@careledger/domain';
import { mayListApiKeys, mayActOnWebhook } from '@careledger/domain';
import type { AuthDetails } from '../api/types';

export type Resource = 'day' | 'assessments' | 'patients' | 'postings' | 'dashboard' | 'reports' | 'analytics' | 'referrals' | 'hubs' | 'notes' | 'users' | 'audit' | 'caregivers' | 'agencies' | 'hostLeads' | 'billing' | 'readModels' | 'tasks' | 'apiKeys' | 'webhooks';

export const actorOf = (session: AuthDetails): Actor => ({
  id: session.user.id,
  roleId: session.user.roleId,
  agencyId: session.user.agencyId,
  partnerId: session.user.partnerId ?? null,
});

/**
 * A patient of the user's own, as the policy sees one: their agency's and partner's, on their care
 * team, registered by them. A rule that needs a patient's facts asks about this one, so a check
 * made before any patient is chosen does not fail for want of facts.
 */
export const ownPatientOf = (actor: Actor) => ({
  patientId: '',
  agencyId: actor.agencyId ?? null,
  partnerId: actor.partnerId ?? null,
  careTeam: [actor.id],
  createdBy: actor.id,
});

/**
 * Whether a screen belongs in this user's navigation: would the domain policy (DESIGN.md
 * section 6) let them read at least their own records of it. The server still checks each call.
 */
const readers: Record<Resource, (actor: Actor) => boolean> = {
  // A day of shifts, tasks and doses, for whoever works shifts (domain `worksShifts`).
  day: (actor) => worksShifts(actor),
  assessments: (actor) => mayActOnAssessment(actor, 'read', { agencyId: actor.agencyId ?? null, createdBy: actor.id }),
  // Every role has patients of its own (DESIGN.md section 6); the server scopes the rows.
  patients: () => true,
  postings: (actor) => mayActOnPosting(actor, 'read', { agencyId: actor.agencyId ?? null, postingStatus: PostingStatus.OPEN, patient: { ...ownPatientOf(actor), partnerId: null } }),
  // The dashboard's figures are the statistics report: the same rule as the reports.
  dashboard: (actor) => mayReadReports(actor),
  reports: (actor) => mayReadReports(actor),
  // The analysts' workbench answers from the same figures, under the same rule as the reports.
  analytics: (actor) => mayReadReports(actor),
  // A referral of the user's own partner (none for a user outside a partner: the policy matches no null).
  referrals: (actor) => {
    const patient = ownPatientOf(actor);
    return mayActOnReferral(actor, 'read', { partnerId: patient.partnerId, patient });
  },
  hubs: (actor) => mayActOnHub(actor, 'read', { agencyId: actor.agencyId ?? null }),
  // Every role writes notes about its patients, and an author always reads their own.
  notes: (actor) => mayActOnPatientNote(actor, 'read', { authorId: actor.id, visibility: 2 }),
  // Whoever reads their staff's accounts (agencies, partners) or every account (administrators): the rule of the list itself.
  users: (actor) => mayListUsers(actor),
  audit: (actor) => can(actor, 'audit.read'),
  // Agency staff read their agency's caregivers, a caregiver their own profile (the server scopes the rows).
  caregivers: (actor) => mayActOnCaregiver(actor, 'read', { agencyId: actor.agencyId ?? null, userId: actor.id }),
  // Every signed-in role reads the agency directory (domain `mayActOnAgency`).
  agencies: () => true,
  // The admin host-leads listing: only administrators read host leads (domain host-lead-policy).
  hostLeads: (actor) => mayActOnHostLead(actor, 'read'),
  // Their own billing (domain `mayReadBilling`): a family's membership, or the patients its agency serves; partners and caregivers have none.
  billing: (actor) =>
    mayReadBilling(actor, { userId: actor.id, patientId: '', patient: { patientId: '', agencyId: actor.agencyId ?? null, partnerId: null, careTeam: [], createdBy: actor.id } }),
  // The read models' status (query-service `projection-status`); rebuilding them is `projection.rebuild`.
  readModels: (actor) => can(actor, 'projection.read'),
  // Administrators and the owners of an agency or a partner (domain `mayListApiKeys`), not their agents.
  apiKeys: (actor) => mayListApiKeys(actor),
  // Administrators and whoever speaks for an agency, a provider or a partner (domain `mayActOnWebhook`), for their organisation's own subscriptions.
  webhooks: (actor) => mayActOnWebhook(actor, 'read', { agencyId: actor.agencyId ?? null, partnerId: actor.partnerId ?? null, createdBy: actor.id }),
  // The tasks of their own patients, and for a caregiver those assigned to them (domain `taskReadScope`).
  tasks: (actor) => mayActOnTask(actor, 'read', { userId: actor.id, patient: ownPatientOf(actor) }),
};

export const canAccess = (actor: Actor, resource: Resource): boolean => readers[resource](actor);

/** Whether the user may open an assessment for a patient of their own (the dialog then picks which). */
export const canCreateAssessment = (actor: Actor): boolean =>
  mayActOnAssessment(actor, 'create', { agencyId: actor.agencyId ?? null, createdBy: actor.id, patient: ownPatientOf(actor) });

export const roleNameOf = (roleId: number): RoleName | undefined =>
  (Object.keys(Role) as RoleName[]).find((name) => Role[name] === roleId);

/** Whether the user may post care for a patient of their own (the form then picks which). */
export const canCreatePosting = (actor: Actor): boolean => mayActOnPosting(actor, 'create', { agencyId: actor.agencyId ?? null, createdBy: actor.id, patient: ownPatientOf(actor) });

/** Whether the user may create a task for a patient of their own (the dialog then picks which). */
export const canCreateTask = (actor: Actor): boolean => mayActOnTask(actor, 'create', { patient: ownPatientOf(actor) });

/** Whether the user may refer a patient of their own to a home (the form then picks which): partners for their partner, administrators. */
export const canCreateReferral = (actor: Actor): boolean => mayActOnReferral(actor, 'create', { partnerId: actor.partnerId ?? null, patient: ownPatientOf(actor) });
