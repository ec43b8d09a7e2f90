import { Role, type CareServiceId, type RoleId } from '@careledger/domain';
import { patientProjector, postingProjector } from '@careledger/projections';
import { patient, posting, type GivenEvent } from '@careledger/projections/testing';
import type { PostingListRequest } from '@careledger/query-service';
import { projectedInPglite, type ProjectedHistory } from './projected-in-pglite';

const AGENCIES = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000a3'];
const CAREGIVERS = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'];
const CARE_SERVICES: readonly CareServiceId[] = [3, 5, 6];
const FAMILIES = ['family-1', 'family-2'];
/** The last patient is never registered: its postings are no family's. */
const PATIENTS = Array.from({ length: 7 }, (_, n) => `00000000-0000-4000-8000-00000000000${n + 1}`);

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Patients registered by two families (and by agency staff), and postings of every status whose
 * dates and instants collide in groups, so every order needs its tie-break by id; candidates are
 * agencies and caregivers invited, applying and assigned.
 */
const history = (): GivenEvent[] => {
  const events: GivenEvent[] = PATIENTS.slice(0, -1).map((patientId, n) =>
    patient(patientId).registered(`2026-02-01T0${n}:00:00.000Z`, { agencyId: AGENCIES[n % 3] ?? null, createdBy: n < 4 ? (FAMILIES[n % 2] ?? '') : 'agency-staff-1' }),
  );
  for (let i = 0; i < 60; i += 1) {
    const p = posting();
    const day = `2026-03-${pad(1 + Math.floor(i / 4))}`;
    const at = (hour: number): string => `${day}T${pad(hour)}:00:00.000Z`;
    const agency = AGENCIES[i % 3] ?? '';
    const caregiver = { kind: 'caregiver' as const, id: CAREGIVERS[i % 2] ?? '' };
    events.push(
      p.created(at(9), {
        patientId: PATIENTS[i % 7] ?? '',
        agencyId: agency,
        careServiceId: CARE_SERVICES[i % 3] ?? 3,
        startDate: `2026-04-${pad(1 + Math.floor(i / 5))}`,
        endDate: `2026-0${5 + (i % 3)}-30`,
      }),
    );
    if (i % 5 === 4) continue;
    events.push(p.published(at(10)));
    if (i % 4 === 1) events.push(p.on('AgencyInvitedToPosting', { agencyId: AGENCIES[(i + 1) % 3] ?? '' }, at(11)));
    if (i % 3 === 2) events.push(p.on('CaregiverAppliedToPosting', { caregiverId: caregiver.id }, at(11)));
    if (i % 6 === 0) events.push(p.on('PostingHeld', { reason: 'Family away' }, at(12)));
    else if (i % 9 === 2) events.push(p.on('PostingFilled', { assignee: caregiver }, at(12)));
    else if (i % 7 === 3) events.push(p.on('PostingClosed', { reason: 'No longer needed', previousStatus: 2 }, at(12)));
  }
  return events;
};

const actor = (roleId: RoleId, id: string, agencyId: string | null = null) => ({ id, roleId, agencyId, partnerId: roleId === Role.PARTNER ? 'partner-1' : null });
export type ListActor = ReturnType<typeof actor>;

export const ACTORS: readonly ListActor[] = [
  actor(Role.ADMIN, 'admin-1'),
  actor(Role.AGENCY, 'agency-staff-1', AGENCIES[0]),
  actor(Role.PROVIDER, 'provider-1', AGENCIES[1]),
  actor(Role.AGENCY_AGENT, 'agent-without-agency'),
  actor(Role.CAREGIVER, CAREGIVERS[0] ?? ''),
  actor(Role.USER, FAMILIES[0] ?? ''),
  actor(Role.USER, 'family-without-patients'),
  actor(Role.PARTNER, 'partner-staff-1'),
];

const FILTERS: Partial<PostingListRequest>[] = [
  {},
  { status: 2 },
  { status: 3 },
  { agencyId: AGENCIES[2] },
  { patientId: PATIENTS[1] },
  { careServiceId: 5 },
  { startFrom: '2026-04-03', startTo: '2026-04-08' },
  { endFrom: '2026-06-30' },
  { endTo: '2026-05-30', status: 2 },
];
const ORDERS = (['startDate', 'endDate', 'createdAt', 'updatedAt'] as const).flatMap((sortField) => (['asc', 'desc'] as const).map((sortDirection) => ({ sortField, sortDirection })));
const PAGES = [
  { page: 1, pageSize: 100 },
  { page: 2, pageSize: 7 },
  { page: 40, pageSize: 7 },
];

/** Every role, filter, order and page the list comparisons ask for. */
export const listRequests = (): { who: ListActor; request: PostingListRequest }[] =>
  ACTORS.flatMap((who) => FILTERS.flatMap((filter) => ORDERS.flatMap((order) => PAGES.map((paging) => ({ who, request: { ...paging, ...order, ...filter } })))));

/** A PGlite database whose `patients` and `postings` tables the SQL projectors have filled from the history; its store and head. */
export const projectedPostings = (): Promise<ProjectedHistory> => projectedInPglite(history(), [patientProjector, postingProjector]);
