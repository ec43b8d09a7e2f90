import { Role, type RoleId } from '@careledger/domain';
import { referralProjector } from '@careledger/projections';
import { patient, referral, type GivenEvent } from '@careledger/projections/testing';
import type { ReferralListRequest } from '@careledger/query-service';
import { projectedInPglite, type ProjectedHistory } from './projected-in-pglite';

const AGENCIES = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
const PARTNERS = ['00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2'];
const HUBS = ['00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000d2'];
const CREATORS = ['family-1', 'family-2', 'partner-1'];
const PATIENTS = Array.from({ length: 12 }, () => patient());
// Registered with the second agency, moved to the first after their referrals were opened.
const MOVED = PATIENTS.filter((_, i) => i % 4 === 1);
export const MOVED_TO = AGENCIES[0] ?? '';
export const MOVED_PATIENT_IDS: readonly string[] = MOVED.map((p) => p.id);

const day = (n: number): string => `2026-03-${String(n).padStart(2, '0')}`;
const at = (n: number, hour: number): string => `${day(n)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * Referrals opened four a day and changed in step, so every order needs its tie-break by id; some
 * held, some closed; and patients who move to another agency after their referrals were opened,
 * so the agency scope reads facts the patient's own events changed.
 */
const history = (): GivenEvent[] => {
  const events: GivenEvent[] = PATIENTS.map((p, i) =>
    p.registered(at(1, 8), { agencyId: i % 4 === 0 ? null : (AGENCIES[i % 2] ?? null), partnerId: null, createdBy: CREATORS[i % 3] ?? 'family-1' }),
  );
  for (let i = 0; i < 60; i += 1) {
    const r = referral();
    const opened = 1 + Math.floor(i / 4);
    const patientId = PATIENTS[i % PATIENTS.length]?.id ?? '';
    events.push(r.opened(at(opened, 9), { patientId, partnerId: PARTNERS[i % 2] ?? '', hubId: i % 3 === 0 ? null : (HUBS[i % 2] ?? null), openedOn: day(opened) }));
    if (i % 3 === 1) events.push(r.held(at(opened + 1, 10)));
    if (i % 5 === 0) events.push(r.milestone(at(opened + 1, 11), 'move-in', day(opened + 1)));
    if (i % 4 === 2) events.push(r.closed(at(opened + 2, 12)));
  }
  for (const p of MOVED) events.push(p.on('PatientAssignedToAgency', { agencyId: MOVED_TO, previousAgencyId: AGENCIES[1] ?? null }, at(20, 8)));
  return events;
};

const actor = (roleId: RoleId, id: string, organisation: { agencyId?: string; partnerId?: string } = {}) => ({
  id,
  roleId,
  agencyId: organisation.agencyId ?? null,
  partnerId: organisation.partnerId ?? null,
});
export type ListActor = ReturnType<typeof actor>;

export const ACTORS: readonly ListActor[] = [
  actor(Role.ADMIN, 'admin-1'),
  actor(Role.PARTNER, 'partner-1', { partnerId: PARTNERS[0] }),
  actor(Role.PARTNER_AGENT, 'agent-without-partner'),
  actor(Role.AGENCY, 'agency-staff-1', { agencyId: AGENCIES[0] }),
  actor(Role.PROVIDER, 'provider-1', { agencyId: AGENCIES[1] }),
  actor(Role.USER, 'family-2'),
];

/** Reads no referral at all: both stores refuse the list (403). */
export const CAREGIVER: ListActor = actor(Role.CAREGIVER, 'caregiver-1', { agencyId: AGENCIES[0] });

const FILTERS: Partial<ReferralListRequest>[] = [
  {},
  { status: 2 },
  { status: 3 },
  { partnerId: PARTNERS[1] },
  { hubId: HUBS[0] },
  { patientId: PATIENTS[4]?.id },
  { from: day(3), to: day(6) },
  { from: day(12) },
];
const ORDERS = (['openedOn', 'updatedAt', 'status'] as const).flatMap((sortField) => (['asc', 'desc'] as const).map((sortDirection) => ({ sortField, sortDirection })));
const PAGES = [
  { page: 1, pageSize: 100 },
  { page: 2, pageSize: 7 },
  { page: 40, pageSize: 7 },
];

/** Every role, filter, order and page the list comparisons ask for. */
export const listRequests = (): { who: ListActor; request: ReferralListRequest }[] =>
  ACTORS.flatMap((who) => FILTERS.flatMap((filter) => ORDERS.flatMap((order) => PAGES.map((paging) => ({ who, request: { ...paging, ...order, ...filter } })))));

/** A PGlite database whose `referrals` tables the SQL projector has filled from the history; its store and head. */
export const projectedReferrals = (): Promise<ProjectedHistory> => projectedInPglite(history(), [referralProjector]);
