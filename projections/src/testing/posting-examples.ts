import { randomUUID } from 'node:crypto';
import { it } from 'vitest';
import type { PostingEvent } from '@careledger/domain';
import { metadata, unrelated, type GivenEvent } from './assessment-events';
import type { ProjectionExamples } from './projection-spec';

const PATIENT = '00000000-0000-4000-8000-000000000001';
const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const OTHER_AGENCY = '00000000-0000-4000-8000-0000000000a2';
const CAREGIVER = '00000000-0000-4000-8000-0000000000c1';

type Data<Type extends PostingEvent['type']> = Omit<Extract<PostingEvent, { type: Type }>['data'], 'postingId'>;
type Created = Data<'PostingCreated'>;

const CREATED: Created = {
  patientId: PATIENT,
  agencyId: AGENCY,
  careServiceId: 3,
  schedule: { days: [1, 3], startTime: '09:00', endTime: '12:00' },
  startDate: '2026-04-01',
  endDate: '2026-06-30',
  description: null,
  createdBy: 'agent-1',
};

/** Builders of one posting's events, in the shapes the domain stores. */
export const posting = (postingId: string = randomUUID()) => {
  const on = <Type extends PostingEvent['type']>(type: Type, data: Data<Type>, at: string): GivenEvent => ({
    type,
    data: { postingId, ...data },
    streamId: `posting-${postingId}`,
    metadata: metadata(at),
  });
  return {
    id: postingId,
    on,
    created: (at: string, data: Partial<Created> = {}) => on('PostingCreated', { ...CREATED, ...data }, at),
    published: (at: string) => on('PostingPublished', {}, at),
  };
};

/** The state a posting made by `posting().created` keeps, with `fields` changed. */
const stateOf = (postingId: string, fields: Record<string, unknown>) => ({ postingId, ...CREATED, invited: [], applicants: [], assignee: null, ...fields });

const row = (id: string, fields: Record<string, unknown>) => ({
  id,
  patient_id: PATIENT,
  agency_id: AGENCY,
  care_service_id: 3,
  start_date: '2026-04-01',
  end_date: '2026-06-30',
  candidates: [],
  ...fields,
});

/**
 * The postings read model's examples, given events then the rows that must exist: the same for
 * every store that keeps it (PostgreSQL and PGlite tables, MongoDB documents read back as rows).
 */
export const postingExamples = (spec: ProjectionExamples): void => {
  it.each([1, 1_000])('keeps each posting with its status and every candidate once, in batches of %i', async (batchSize) => {
    const p = posting();
    await spec
      .given(
        p.created('2026-03-01T09:00:00.000Z'),
        p.published('2026-03-02T09:00:00.000Z'),
        p.on('AgencyInvitedToPosting', { agencyId: OTHER_AGENCY }, '2026-03-03T09:00:00.000Z'),
        p.on('CaregiverAppliedToPosting', { caregiverId: 'caregiver-7' }, '2026-03-04T09:00:00.000Z'),
        p.on('AgencyAppliedToPosting', { agencyId: OTHER_AGENCY, appliedBy: 'agent-2' }, '2026-03-05T09:00:00.000Z'),
      )
      .then(
        (positions) => [
          row(p.id, {
            status: 2,
            candidates: [`agency:${OTHER_AGENCY}`, 'caregiver:caregiver-7'],
            state: stateOf(p.id, {
              status: 2,
              invited: [{ kind: 'agency', id: OTHER_AGENCY }],
              applicants: [
                { kind: 'caregiver', id: 'caregiver-7' },
                { kind: 'agency', id: OTHER_AGENCY },
              ],
            }),
            version: 4,
            created_at: '2026-03-01T09:00:00.000Z',
            updated_at: '2026-03-05T09:00:00.000Z',
            last_position: positions.at(-1),
          }),
        ],
        { batchSize },
      );
  });

  it('follows a posting through hold, release, extension and filling', async () => {
    const p = posting();
    const assignee = { kind: 'caregiver' as const, id: CAREGIVER };
    await spec
      .given(
        p.created('2026-03-01T09:00:00.000Z', { description: 'Mornings', careServiceId: 5 }),
        p.published('2026-03-02T09:00:00.000Z'),
        p.on('PostingHeld', { reason: 'Family away' }, '2026-03-03T09:00:00.000Z'),
        p.on('PostingUnheld', {}, '2026-03-04T09:00:00.000Z'),
        p.on('PostingExtended', { endDate: '2026-09-30', previousEndDate: '2026-06-30' }, '2026-03-05T09:00:00.000Z'),
        p.on('CaregiverInvitedToPosting', { caregiverId: CAREGIVER }, '2026-03-06T09:00:00.000Z'),
        p.on('CaregiverAppliedToPosting', { caregiverId: CAREGIVER }, '2026-03-07T09:00:00.000Z'),
        p.on('PostingAssigned', { assignee, previousAssignee: null }, '2026-03-08T09:00:00.000Z'),
        p.on('PostingFilled', { assignee }, '2026-03-09T09:00:00.000Z'),
      )
      .then((positions) => [
        row(p.id, {
          care_service_id: 5,
          status: 4,
          end_date: '2026-09-30',
          candidates: [`caregiver:${CAREGIVER}`],
          state: stateOf(p.id, { status: 4, careServiceId: 5, description: 'Mornings', endDate: '2026-09-30', invited: [assignee], applicants: [assignee], assignee }),
          version: 8,
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-09T09:00:00.000Z',
          last_position: positions.at(-1),
        }),
      ]);
  });

  it('keeps a held posting\'s reason, and a closed one\'s reason and previous status', async () => {
    const [held, closed] = [posting(), posting()];
    await spec
      .given(
        held.created('2026-03-01T09:00:00.000Z'),
        closed.created('2026-03-01T10:00:00.000Z', { startDate: '2026-05-01', endDate: '2026-05-31' }),
        held.published('2026-03-02T09:00:00.000Z'),
        held.on('PostingHeld', { reason: 'Family away' }, '2026-03-03T09:00:00.000Z'),
        closed.on('PostingClosed', { reason: null, previousStatus: 1 }, '2026-03-03T10:00:00.000Z'),
      )
      .then(([, , , heldAt, closedAt]) =>
        [
          row(held.id, {
            status: 3,
            state: stateOf(held.id, { status: 3, holdReason: 'Family away' }),
            version: 2,
            created_at: '2026-03-01T09:00:00.000Z',
            updated_at: '2026-03-03T09:00:00.000Z',
            last_position: heldAt,
          }),
          row(closed.id, {
            status: 5,
            start_date: '2026-05-01',
            end_date: '2026-05-31',
            state: stateOf(closed.id, { status: 5, startDate: '2026-05-01', endDate: '2026-05-31', closeReason: null, previousStatus: 1 }),
            version: 1,
            created_at: '2026-03-01T10:00:00.000Z',
            updated_at: '2026-03-03T10:00:00.000Z',
            last_position: closedAt,
          }),
        ].sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
  });

  it('writes no row for a posting never created, for one whose id is no uuid, nor for events of other aggregates', async () => {
    const odd = posting('not-a-uuid');
    await spec.given(posting().published('2026-03-01T09:00:00.000Z'), odd.created('2026-03-01T10:00:00.000Z'), unrelated('2026-03-01T11:00:00.000Z')).then([]);
  });

  it('keeps microsecond instants to the millisecond when a later batch rewrites the row', async () => {
    const p = posting();
    await spec
      .given(p.created('2026-03-01T09:00:00.123456Z'), p.published('2026-03-02T09:00:00.654321Z'), p.on('PostingHeld', { reason: 'Paused' }, '2026-03-03T09:00:00.000Z'))
      .then(
        ([, , last]) => [
          row(p.id, {
            status: 3,
            state: stateOf(p.id, { status: 3, holdReason: 'Paused' }),
            version: 2,
            created_at: '2026-03-01T09:00:00.123Z',
            updated_at: '2026-03-03T09:00:00.000Z',
            last_position: last,
          }),
        ],
        { batchSize: 1 },
      );
  });
};
