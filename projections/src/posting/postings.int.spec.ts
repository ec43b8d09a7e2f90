import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PostingEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { postingProjector } from './posting-projector';

const PATIENT = '00000000-0000-4000-8000-000000000001';
const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const OTHER_AGENCY = '00000000-0000-4000-8000-0000000000a2';

const posting = (postingId: string = randomUUID()) => {
  const on = (event: PostingEvent, at: string) => given(`posting-${postingId}`, event, at);
  const ref = { postingId };
  return {
    id: postingId,
    created: (at: string) =>
      on({
        type: 'PostingCreated',
        data: {
          ...ref, patientId: PATIENT, agencyId: AGENCY, careServiceId: 3, schedule: { days: [1, 3], startTime: '09:00', endTime: '12:00' },
          startDate: '2026-04-01', endDate: '2026-06-30', description: null, createdBy: 'agent-1',
        },
      }, at),
    published: (at: string) => on({ type: 'PostingPublished', data: ref }, at),
    agencyInvited: (at: string) => on({ type: 'AgencyInvitedToPosting', data: { ...ref, agencyId: OTHER_AGENCY } }, at),
    caregiverApplied: (at: string) => on({ type: 'CaregiverAppliedToPosting', data: { ...ref, caregiverId: 'caregiver-7' } }, at),
  };
};

describe.each(testDatabases())('postings read model on $name', (testDatabase) => {
  const spec = projectionSpec(postingProjector, testDatabase);

  it.each([1, 1_000])('keeps each posting with its status and every candidate once, in batches of %i', async (batchSize) => {
    const p = posting();
    await spec
      .given(p.created('2026-03-01T09:00:00.000Z'), p.published('2026-03-02T09:00:00.000Z'), p.agencyInvited('2026-03-03T09:00:00.000Z'), p.caregiverApplied('2026-03-04T09:00:00.000Z'))
      .then(
        (positions) => [
          {
            id: p.id,
            patient_id: PATIENT,
            agency_id: AGENCY,
            care_service_id: 3,
            status: 2,
            start_date: '2026-04-01',
            end_date: '2026-06-30',
            candidates: [`agency:${OTHER_AGENCY}`, 'caregiver:caregiver-7'],
            state: expect.objectContaining({ status: 2, invited: [{ kind: 'agency', id: OTHER_AGENCY }] }),
            version: 3,
            created_at: '2026-03-01T09:00:00.000Z',
            updated_at: '2026-03-04T09:00:00.000Z',
            last_position: positions.at(-1),
          },
        ],
        { batchSize },
      );
  });

  it('writes no row for a posting never created', async () => {
    await spec.given(posting().published('2026-03-01T09:00:00.000Z')).then([]);
  });
});
