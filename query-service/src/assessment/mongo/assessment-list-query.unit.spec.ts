import { describe, expect, it } from 'vitest';
import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { COUNT_CAP, cappedTotal } from '../../http/list-query';
import { CAPPED_COUNT } from '../../http/mongo-list';
import { NO_DOCUMENT } from '../../policy/compile-mongo-condition';
import type { AssessmentListRequest } from '../list-assessments/assessment-list-request';
import { assessmentListQuery } from './assessment-list-query';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const PATIENT = '00000000-0000-4000-8000-000000000001';
const actor = (roleId: Actor['roleId'], agencyId: string | null = null): Actor => ({ id: 'user-7', roleId, agencyId, partnerId: null });
const admin = actor(Role.ADMIN);
const request = (fields: Partial<AssessmentListRequest> = {}): AssessmentListRequest => ({ page: 1, pageSize: 25, sortField: 'updatedAt', sortDirection: 'desc', ...fields });

describe('the assessment list as a MongoDB query', () => {
  it('reads everything an admin may see, newest change first, ties by id the same way', () => {
    expect(assessmentListQuery(admin, request())).toEqual({
      filter: {},
      pipeline: [{ $match: {} }, { $sort: { updated_at: -1, _id: -1 } }, { $skip: 0 }, { $limit: 25 }],
    });
  });

  it('scopes each role by the policy, as the SQL list does', () => {
    expect(assessmentListQuery(actor(Role.AGENCY, AGENCY), request()).filter).toEqual({ agency_id: { $eq: AGENCY } });
    expect(assessmentListQuery(actor(Role.CAREGIVER, AGENCY), request()).filter).toEqual({ agency_id: { $eq: AGENCY } });
    expect(assessmentListQuery(actor(Role.USER), request()).filter).toEqual({ created_by: { $eq: 'user-7' } });
    expect(assessmentListQuery(actor(Role.PARTNER), request()).filter).toEqual({ created_by: { $eq: 'user-7' } });
    // An agency's staff member without an agency shares nothing: an empty page, not everything.
    expect(assessmentListQuery(actor(Role.AGENCY, null), request()).filter).toEqual(NO_DOCUMENT);
  });

  it('adds each filter to the scope; days are whole UTC days, the last one included', () => {
    const { filter } = assessmentListQuery(
      actor(Role.AGENCY, AGENCY),
      request({ status: 4, agencyId: AGENCY, patientId: PATIENT, createdFrom: '2026-03-01', createdTo: '2026-03-31' }),
    );
    expect(filter).toEqual({
      $and: [
        { agency_id: { $eq: AGENCY } },
        { status: { $eq: 4 } },
        { agency_id: { $eq: AGENCY } },
        { patient_id: { $eq: PATIENT } },
        { created_at: { $gte: new Date('2026-03-01T00:00:00.000Z'), $lt: new Date('2026-04-01T00:00:00.000Z') } },
      ],
    });
    expect(assessmentListQuery(admin, request({ createdTo: '2026-12-31' })).filter).toEqual({ created_at: { $lt: new Date('2027-01-01T00:00:00.000Z') } });
  });

  it('pages with skip and limit', () => {
    const { pipeline } = assessmentListQuery(admin, request({ page: 3, pageSize: 10, sortField: 'createdAt', sortDirection: 'asc' }));
    expect(pipeline).toEqual([{ $match: {} }, { $sort: { created_at: 1, _id: 1 } }, { $skip: 20 }, { $limit: 10 }]);
    expect(assessmentListQuery(admin, request({ sortField: 'status', sortDirection: 'asc' })).pipeline[1]).toEqual({ $sort: { status: 1, _id: 1 } });
  });

  it('puts assessments with no visit last in both directions, as NULLS LAST does', () => {
    // Descending, MongoDB already puts null last.
    expect(assessmentListQuery(admin, request({ sortField: 'visitAt', sortDirection: 'desc' })).pipeline).toEqual([
      { $match: {} },
      { $sort: { visit_at: -1, _id: -1 } },
      { $skip: 0 },
      { $limit: 25 },
    ]);
    expect(assessmentListQuery(admin, request({ sortField: 'visitAt', sortDirection: 'asc', status: 2 })).pipeline).toEqual([
      { $match: { status: { $eq: 2 } } },
      { $addFields: { _null_last: { $eq: [{ $ifNull: ['$visit_at', null] }, null] } } },
      { $sort: { _null_last: 1, visit_at: 1, _id: 1 } },
      { $skip: 0 },
      { $limit: 25 },
      { $project: { _null_last: 0 } },
    ]);
  });

  it('counts at most one past the cap, and says "at least" beyond it', () => {
    expect(CAPPED_COUNT).toEqual({ limit: COUNT_CAP + 1 });
    expect(cappedTotal(3)).toEqual({ total: 3 });
    expect(cappedTotal(COUNT_CAP)).toEqual({ total: COUNT_CAP });
    expect(cappedTotal(COUNT_CAP + 1)).toEqual({ total: COUNT_CAP, totalCapped: true });
  });
});
