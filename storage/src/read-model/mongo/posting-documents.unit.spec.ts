import { describe, expect, it } from 'vitest';
import type { PostingRow } from '../posting-rows';
import { postingDocumentOf, postingRowOf } from './posting-documents';

const ID = '00000000-0000-4000-8000-000000000021';
const PATIENT = '00000000-0000-4000-8000-000000000001';
const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const OTHER_AGENCY = '00000000-0000-4000-8000-0000000000a2';

const row: PostingRow = {
  id: ID,
  patient_id: PATIENT,
  agency_id: AGENCY,
  care_service_id: 3,
  status: 3,
  start_date: '2026-04-01',
  end_date: '2026-06-30',
  candidates: [`agency:${OTHER_AGENCY}`, 'caregiver:caregiver-7'],
  state: {
    status: 3,
    holdReason: 'Waiting for the family',
    postingId: ID,
    patientId: PATIENT,
    agencyId: AGENCY,
    careServiceId: 3,
    schedule: { days: [1, 3], startTime: '21:00', endTime: '07:00' },
    startDate: '2026-04-01',
    endDate: '2026-06-30',
    description: null,
    createdBy: 'agent-1',
    invited: [{ kind: 'agency', id: OTHER_AGENCY }],
    applicants: [{ kind: 'caregiver', id: 'caregiver-7' }],
    assignee: null,
  },
  version: 4,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-04T09:00:00.000Z',
  last_position: 42,
};

describe('posting documents', () => {
  it('keep the id as _id, instants as dates, calendar dates as their text and the state whole', () => {
    const { id: _id, ...fields } = row;
    expect(postingDocumentOf(row)).toEqual({
      ...fields,
      _id: ID,
      created_at: new Date('2026-03-01T09:00:00.000Z'),
      updated_at: new Date('2026-03-04T09:00:00.000Z'),
    });
    expect(postingDocumentOf(row)).not.toHaveProperty('id');
  });

  it('give back the row they were made from', () => {
    expect(postingRowOf(postingDocumentOf(row))).toEqual(row);
  });

  it('keep instants to the millisecond, as every answer shows them', () => {
    const stored = postingDocumentOf({ ...row, created_at: '2026-03-01T09:00:00.123456Z', updated_at: '2026-03-04T09:00:00.999999+00:00' });
    expect(postingRowOf(stored)).toMatchObject({ created_at: '2026-03-01T09:00:00.123Z', updated_at: '2026-03-04T09:00:00.999Z' });
  });
});
