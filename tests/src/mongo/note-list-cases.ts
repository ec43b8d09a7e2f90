import { randomUUID } from 'node:crypto';
import { Role, type NoteVisibilityId, type RoleId } from '@careledger/domain';
import { noteProjector } from '@careledger/projections';
import { note, patient, type GivenEvent } from '@careledger/projections/testing';
import { noteFactsOfRecord, toNoteView, type NoteListRequest, type NoteSubjectRef } from '@careledger/query-service';
import { projectedInPglite, type ProjectedHistory } from './projected-in-pglite';

const AGENCIES = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
const PARTNERS = ['00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2'];
const HUBS = ['00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000d2'];
const CLUSTER = '00000000-0000-4000-8000-0000000000e1';
const ADMIN = '00000000-0000-4000-8000-000000000100';
const STAFF = '00000000-0000-4000-8000-000000000101';
const PARTNER_USER = '00000000-0000-4000-8000-000000000102';
const FAMILY = '00000000-0000-4000-8000-000000000103';
const [CAREGIVER, OTHER_CAREGIVER] = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'];
const AUTHORS = [CAREGIVER, STAFF, PARTNER_USER, FAMILY, ADMIN];
const PATIENTS = Array.from({ length: 6 }, () => patient());

/** The facts changed after the patients' notes were written: one patient's new agency, another's caregiver gone. */
export const LATER_CHANGES = {
  moved: { patientId: PATIENTS[1]?.id ?? '', agencyId: AGENCIES[0] ?? '' },
  unassigned: { patientId: PATIENTS[4]?.id ?? '', caregiverId: CAREGIVER },
};

const day = (n: number): string => `2026-03-${String(n).padStart(2, '0')}`;
const at = (n: number, hour: number): string => `${day(n)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** Patients with every kind of fact the patient-note rule reads; one moves agency and one loses a caregiver after their notes were written. */
const patients = (): GivenEvent[] =>
  PATIENTS.flatMap((p, i) => [
    p.registered(at(1, 8), { agencyId: i % 3 === 2 ? null : (AGENCIES[i % 2] ?? null), partnerId: i % 2 === 0 ? (PARTNERS[0] ?? null) : null, createdBy: i % 2 === 1 ? FAMILY : STAFF }),
    ...(i % 2 === 0 ? [p.on('CaregiverAssignedToPatient', { caregiverId: CAREGIVER }, at(1, 8))] : []),
    ...(i % 3 === 0 ? [p.on('CaregiverAssignedToPatient', { caregiverId: OTHER_CAREGIVER }, at(1, 8))] : []),
  ]);

const laterPatientChanges = (): GivenEvent[] => [
  patient(LATER_CHANGES.moved.patientId).on('PatientAssignedToAgency', { agencyId: LATER_CHANGES.moved.agencyId, previousAgencyId: AGENCIES[1] ?? null }, at(20, 8)),
  patient(LATER_CHANGES.unassigned.patientId).on('CaregiverUnassignedFromPatient', { caregiverId: LATER_CHANGES.unassigned.caregiverId }, at(20, 8)),
];

const subjectOf = (i: number) =>
  i % 9 === 7 ? ({ kind: 'hub', hubId: HUBS[i % 2] ?? '' } as const) : i % 9 === 8 ? ({ kind: 'cluster', clusterId: CLUSTER } as const) : ({ kind: 'patient', patientId: PATIENTS[i % 6]?.id ?? '' } as const);

/**
 * Notes whose days of service, creation and last change collide in groups, so every order needs
 * its tie-break by id: of every visibility, by authors of every side, drafts (some discarded, some
 * published later), notes appended to, made more visible, or moved to another day.
 */
const notes = (): GivenEvent[] =>
  Array.from({ length: 81 }, (_, i) => {
    const n = note(subjectOf(i));
    const written = 1 + Math.floor(i / 8);
    const draft = i % 7 === 3;
    const events = [
      n.created(at(written, 9), {
        authorId: AUTHORS[i % AUTHORS.length] ?? ADMIN,
        authorAgencyId: i % 3 === 2 ? null : (AGENCIES[i % 3] ?? null),
        authorPartnerId: i % 4 === 1 ? (PARTNERS[0] ?? null) : null,
        noteTypeId: 2 + (i % 3),
        dateOfService: day(1 + Math.floor(i / 6)),
        visibility: (1 + (i % 6)) as NoteVisibilityId,
        isDraft: draft,
      }),
    ];
    if (draft && i % 21 === 3) return [...events, n.discarded(at(written + 1, 10))];
    if (draft && i % 21 === 10) events.push(n.published(at(written + 1, 10)));
    if (draft) return events;
    if (i % 5 === 0) events.push(n.appended(at(written + 1, 11)));
    if (i % 11 === 4) events.push(n.privacy(at(written + 2, 12), 3, (1 + (i % 6)) as NoteVisibilityId));
    if (i % 13 === 5) events.push(n.fields(at(written + 2, 12), 4, day(2)));
    return events;
  }).flat();

const actor = (roleId: RoleId, id: string, organisation: { agencyId?: string; partnerId?: string } = {}) => ({
  id,
  roleId,
  agencyId: organisation.agencyId ?? null,
  partnerId: organisation.partnerId ?? null,
});
export type ListActor = ReturnType<typeof actor>;

export const ACTORS: readonly ListActor[] = [
  actor(Role.ADMIN, ADMIN),
  actor(Role.AGENCY, STAFF, { agencyId: AGENCIES[0] }),
  actor(Role.AGENCY_AGENT, randomUUID()),
  actor(Role.PROVIDER, randomUUID(), { agencyId: AGENCIES[1] }),
  actor(Role.CAREGIVER, CAREGIVER, { agencyId: AGENCIES[0] }),
  actor(Role.PARTNER, PARTNER_USER, { partnerId: PARTNERS[0] }),
  actor(Role.USER, FAMILY),
];

const LISTS: (Pick<NoteListRequest, 'kind' | 'status'> & Partial<NoteListRequest>)[] = [
  { kind: 'patient', status: 'published' },
  { kind: 'patient', status: 'draft' },
  { kind: 'patient', status: 'published', subjectId: PATIENTS[1]?.id },
  { kind: 'patient', status: 'published', subjectId: PATIENTS[4]?.id },
  { kind: 'patient', status: 'published', amended: true },
  { kind: 'patient', status: 'published', amended: false, noteTypeId: 3 },
  { kind: 'patient', status: 'published', authorId: CAREGIVER },
  { kind: 'patient', status: 'published', from: day(3), to: day(6) },
  { kind: 'hub', status: 'published', subjectId: HUBS[0] },
  { kind: 'hub', status: 'draft', subjectId: HUBS[1] },
  { kind: 'cluster', status: 'published', subjectId: CLUSTER },
];
const ORDERS = (['dateOfService', 'createdAt', 'updatedAt'] as const).flatMap((sortField) => (['asc', 'desc'] as const).map((sortDirection) => ({ sortField, sortDirection })));
const PAGES = [
  { page: 1, pageSize: 100 },
  { page: 2, pageSize: 7 },
];

/** Every role, list, filter, order and page the comparisons ask for. */
export const listRequests = (): { who: ListActor; request: NoteListRequest }[] =>
  ACTORS.flatMap((who) => LISTS.flatMap((list) => ORDERS.flatMap((order) => PAGES.map((paging) => ({ who, request: { ...paging, ...order, ...list } })))));

/** The subjects whose author lists the comparisons ask for. */
export const SUBJECTS: readonly NoteSubjectRef[] = [
  ...PATIENTS.slice(0, 3).map((p) => ({ kind: 'patient' as const, id: p.id })),
  { kind: 'hub', id: HUBS[0] ?? '' },
  { kind: 'cluster', id: CLUSTER },
];

/** What a reader sees of a listed note, and the facts its read rule decided on, whichever store it came from. */
export const comparable = (page: { rows: Parameters<typeof toNoteView>[0][]; total: number; totalCapped?: boolean }) => ({
  rows: page.rows.map((row) => ({ view: toNoteView(row, new Map()), facts: noteFactsOfRecord(row) })),
  total: page.total,
  totalCapped: page.totalCapped,
});

/** A PGlite database whose notes tables the SQL projector has filled from the history; its store and head. */
export const projectedNotes = (): Promise<ProjectedHistory> => projectedInPglite([...patients(), ...notes(), ...laterPatientChanges()], [noteProjector]);
