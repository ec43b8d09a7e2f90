import { Role, type RoleId } from '@careledger/domain';
import { assessmentProjector } from '@careledger/projections';
import { assessment, type GivenEvent } from '@careledger/projections/testing';
import type { AssessmentListRequest } from '@careledger/query-service';
import { projectedInPglite, type ProjectedHistory } from './projected-in-pglite';

const AGENCIES = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000a3'];
const PATIENTS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];
const CREATORS = ['family-1', 'family-2', 'partner-1', 'agency-staff-1'];

/** Assessments whose instants collide in groups, so every order needs its tie-break by id, and a third of them never get a visit. */
const history = (): GivenEvent[] => {
  const events: GivenEvent[] = [];
  for (let i = 0; i < 60; i += 1) {
    const a = assessment();
    const day = String(1 + Math.floor(i / 4)).padStart(2, '0');
    const at = (hour: number): string => `2026-03-${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    events.push(
      a.created(at(9), {
        agencyId: i % 7 === 0 ? null : (AGENCIES[i % 3] ?? null),
        patientId: PATIENTS[i % 3] ?? '',
        createdBy: CREATORS[i % 4] ?? '',
        status: i % 2 === 0 ? 1 : 7,
      }),
    );
    if (i % 3 === 0) continue;
    events.push(a.scheduled(at(10), `2026-04-0${1 + (i % 5)}T14:00:00.000Z`));
    if (i % 3 === 1) events.push(a.approved(at(11)));
    if (i % 5 === 0) events.push(a.cancelled(at(12), 'No longer needed', 2));
  }
  return events;
};

const actor = (roleId: RoleId, id: string, agencyId: string | null = null) => ({ id, roleId, agencyId, partnerId: null });
export type ListActor = ReturnType<typeof actor>;

export const ACTORS: readonly ListActor[] = [
  actor(Role.ADMIN, 'admin-1'),
  actor(Role.AGENCY, 'agency-staff-1', AGENCIES[0]),
  actor(Role.CAREGIVER, 'caregiver-1', AGENCIES[1]),
  actor(Role.AGENCY_AGENT, 'agent-without-agency'),
  actor(Role.USER, 'family-1'),
  actor(Role.PARTNER, 'partner-1'),
];

const FILTERS: Partial<AssessmentListRequest>[] = [
  {},
  { status: 2 },
  { status: 5 },
  { agencyId: AGENCIES[2] },
  { patientId: PATIENTS[1] },
  { createdFrom: '2026-03-03', createdTo: '2026-03-06' },
];
const ORDERS = (['createdAt', 'updatedAt', 'status', 'visitAt'] as const).flatMap((sortField) => (['asc', 'desc'] as const).map((sortDirection) => ({ sortField, sortDirection })));
const PAGES = [
  { page: 1, pageSize: 100 },
  { page: 2, pageSize: 7 },
  { page: 40, pageSize: 7 },
];

/** Every role, filter, order and page the list comparisons ask for. */
export const listRequests = (): { who: ListActor; request: AssessmentListRequest }[] =>
  ACTORS.flatMap((who) => FILTERS.flatMap((filter) => ORDERS.flatMap((order) => PAGES.map((paging) => ({ who, request: { ...paging, ...order, ...filter } })))));

/** A PGlite database whose `assessments` table the SQL projector has filled from the history; its store and head. */
export const projectedHistory = (): Promise<ProjectedHistory> => projectedInPglite(history(), [assessmentProjector]);
