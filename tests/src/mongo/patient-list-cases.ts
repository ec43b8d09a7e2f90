import { Role, type RoleId } from '@careledger/domain';
import { patientProjector } from '@careledger/projections';
import { patient, type GivenEvent } from '@careledger/projections/testing';
import type { PatientListRequest } from '@careledger/query-service';
import { projectedInPglite, type ProjectedHistory } from './projected-in-pglite';

const AGENCIES = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
const PARTNERS = ['00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2'];
const CAREGIVERS = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000c3'];
// Names that differ only in case, share prefixes, and hold LIKE's and regular expressions' special characters.
const LAST_NAMES = ['Parks', 'parks', 'PARKER', 'DuPont', 'dupont', "O'Neil", 'Adams', 'adamson', 'Zed_x', 'Zed%y', 'Ma.rtin', 'Mar(tin'];
const FIRST_NAMES = ['Rosa', 'rose', 'Adam', 'Émile', 'Ann', 'anna'];

/** Patients whose sort keys collide in groups, so every order needs its tie-break by id. */
const history = (): GivenEvent[] => {
  const events: GivenEvent[] = [];
  for (let i = 0; i < 48; i += 1) {
    const p = patient();
    const day = String(1 + Math.floor(i / 6)).padStart(2, '0');
    events.push(
      p.registered(`2026-03-${day}T09:00:00.000Z`, {
        firstName: FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Rosa',
        lastName: LAST_NAMES[i % LAST_NAMES.length] ?? 'Parks',
        agencyId: i % 5 === 0 ? null : (AGENCIES[i % 2] ?? null),
        partnerId: i % 3 === 0 ? (PARTNERS[i % 2] ?? null) : null,
        createdBy: i % 4 === 0 ? 'family-1' : 'agency-staff-1',
      }),
    );
    for (const caregiverId of CAREGIVERS.slice(0, i % 4)) events.push(p.on('CaregiverAssignedToPatient', { caregiverId }, `2026-03-${day}T10:00:00.000Z`));
    if (i % 3 === 1) events.push(p.on('PatientAmbulatoryLevelSet', { level: 2, previousLevel: null }, `2026-03-${day}T11:00:00.000Z`));
  }
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
  actor(Role.AGENCY, 'agency-staff-1', { agencyId: AGENCIES[0] }),
  actor(Role.PARTNER, 'partner-1', { partnerId: PARTNERS[1] }),
  actor(Role.CAREGIVER, CAREGIVERS[1] ?? ''),
  actor(Role.USER, 'family-1'),
  actor(Role.AGENCY_AGENT, 'agent-without-agency'),
];

const FILTERS: Partial<PatientListRequest>[] = [
  {},
  { words: ['par'] },
  { words: ['ad', 'ann'] },
  { words: ["o'n"] },
  { words: ['zed_'] },
  { words: ['zed%'] },
  { words: ['ma.'] },
  { words: ['mar('] },
  { words: ['é'] },
  { agencyId: AGENCIES[1] },
  { partnerId: PARTNERS[0] },
  { ambulatoryLevel: 2 },
  { caregiverId: CAREGIVERS[2] },
];
const ORDERS = (['lastName', 'createdAt', 'updatedAt'] as const).flatMap((sortField) => (['asc', 'desc'] as const).map((sortDirection) => ({ sortField, sortDirection })));
const PAGES = [
  { page: 1, pageSize: 100 },
  { page: 2, pageSize: 5 },
];

/** Every role, filter, order and page the list comparisons ask for. */
export const listRequests = (): { who: ListActor; request: PatientListRequest }[] =>
  ACTORS.flatMap((who) => FILTERS.flatMap((filter) => ORDERS.flatMap((order) => PAGES.map((paging) => ({ who, request: { words: [], ...paging, ...order, ...filter } })))));

/** A PGlite database whose `patients` table the SQL projector has filled from the history; its store and head. */
export const projectedPatients = (): Promise<ProjectedHistory> => projectedInPglite(history(), [patientProjector]);
