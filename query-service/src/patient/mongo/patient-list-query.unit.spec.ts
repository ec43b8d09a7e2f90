import { describe, expect, it } from 'vitest';
import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { PatientListRequest } from '../patient-list-request';
import { patientListQuery, prefixRegex } from './patient-list-query';

const CAREGIVER = '00000000-0000-4000-8000-0000000000c1';
const actor = (roleId: Actor['roleId'], fields: Partial<Actor> = {}): Actor => ({ id: 'user-7', roleId, agencyId: null, partnerId: null, ...fields });
const request = (fields: Partial<PatientListRequest> = {}): PatientListRequest => ({ page: 1, pageSize: 25, sortField: 'lastName', sortDirection: 'asc', words: [], ...fields });

describe('the patient list as a MongoDB query', () => {
  it('sorts by the last name as the SQL list does (lower-cased), ties by id, and leaves the contacts on the server', () => {
    expect(patientListQuery(actor(Role.ADMIN), request()).pipeline).toEqual([
      { $match: {} },
      { $sort: { last_name_key: 1, _id: 1 } },
      { $skip: 0 },
      { $limit: 25 },
      { $project: { contacts: 0 } },
    ]);
  });

  it('scopes a caregiver to the patients whose care team holds them', () => {
    expect(patientListQuery(actor(Role.CAREGIVER, { id: CAREGIVER }), request()).filter).toEqual({ care_team: { $eq: CAREGIVER } });
    expect(patientListQuery(actor(Role.PARTNER, { partnerId: 'p-1' }), request()).filter).toEqual({ partner_id: { $eq: 'p-1' } });
  });

  it('lets each search word start the first or the last name, its special characters taken literally', () => {
    expect(patientListQuery(actor(Role.ADMIN), request({ words: ['ro', 'pa'] })).filter).toEqual({
      $and: [
        { $or: [{ last_name_key: { $regex: '^ro' } }, { first_name_key: { $regex: '^ro' } }] },
        { $or: [{ last_name_key: { $regex: '^pa' } }, { first_name_key: { $regex: '^pa' } }] },
      ],
    });
    expect(prefixRegex('ma.(x)*%_')).toBe('^ma\\.\\(x\\)\\*%_');
    expect(new RegExp(prefixRegex('ma.')).test('max')).toBe(false);
  });
});
