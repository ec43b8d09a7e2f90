import { describe, expect, it } from 'vitest';
import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { NO_DOCUMENT } from '../../policy/compile-mongo-condition';
import type { ReferralListRequest } from '../referral-list-request';
import { referralListQuery } from './referral-list-query';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const PARTNER = '00000000-0000-4000-8000-0000000000b1';
const HUB = '00000000-0000-4000-8000-0000000000d1';
const PATIENT = '00000000-0000-4000-8000-000000000001';
const actor = (roleId: Actor['roleId'], fields: Partial<Actor> = {}): Actor => ({ id: 'user-7', roleId, agencyId: null, partnerId: null, ...fields });
const admin = actor(Role.ADMIN);
const request = (fields: Partial<ReferralListRequest> = {}): ReferralListRequest => ({ page: 1, pageSize: 25, sortField: 'openedOn', sortDirection: 'desc', ...fields });

describe('the referral list as a MongoDB query', () => {
  it('reads everything an admin may see, latest opened first, ties by id the same way', () => {
    expect(referralListQuery(admin, request())).toEqual({
      filter: {},
      pipeline: [{ $match: {} }, { $sort: { opened_on: -1, _id: -1 } }, { $skip: 0 }, { $limit: 25 }],
    });
  });

  it("scopes each role by the policy, as the SQL list does: the partner's own, the patient's agency or registrant", () => {
    expect(referralListQuery(actor(Role.PARTNER, { partnerId: PARTNER }), request()).filter).toEqual({ partner_id: { $eq: PARTNER } });
    expect(referralListQuery(actor(Role.PARTNER_AGENT, { partnerId: PARTNER }), request()).filter).toEqual({ partner_id: { $eq: PARTNER } });
    expect(referralListQuery(actor(Role.AGENCY, { agencyId: AGENCY }), request()).filter).toEqual({ patient_agency_id: { $eq: AGENCY } });
    expect(referralListQuery(actor(Role.USER), request()).filter).toEqual({ patient_created_by: { $eq: 'user-7' } });
    // A partner's agent without a partner shares nothing: an empty page, not everything.
    expect(referralListQuery(actor(Role.PARTNER_AGENT), request()).filter).toEqual(NO_DOCUMENT);
  });

  it('refuses a caregiver, who has no part in referrals, as the SQL list does (403)', () => {
    expect(() => referralListQuery(actor(Role.CAREGIVER, { agencyId: AGENCY }), request())).toThrow(/may not see referrals/);
  });

  it('adds each filter to the scope; days opened are compared as YYYY-MM-DD text, both ends included', () => {
    const { filter } = referralListQuery(
      actor(Role.PARTNER, { partnerId: PARTNER }),
      request({ status: 2, partnerId: PARTNER, hubId: HUB, patientId: PATIENT, from: '2026-03-01', to: '2026-03-31' }),
    );
    expect(filter).toEqual({
      $and: [
        { partner_id: { $eq: PARTNER } },
        { status: { $eq: 2 } },
        { partner_id: { $eq: PARTNER } },
        { hub_id: { $eq: HUB } },
        { patient_id: { $eq: PATIENT } },
        { opened_on: { $gte: '2026-03-01', $lte: '2026-03-31' } },
      ],
    });
    expect(referralListQuery(admin, request({ to: '2026-12-31' })).filter).toEqual({ opened_on: { $lte: '2026-12-31' } });
  });

  it('sorts by each order with ties by _id, and pages with skip and limit', () => {
    expect(referralListQuery(admin, request({ page: 3, pageSize: 10, sortField: 'updatedAt', sortDirection: 'asc' })).pipeline).toEqual([
      { $match: {} },
      { $sort: { updated_at: 1, _id: 1 } },
      { $skip: 20 },
      { $limit: 10 },
    ]);
    expect(referralListQuery(admin, request({ sortField: 'status', sortDirection: 'asc' })).pipeline[1]).toEqual({ $sort: { status: 1, _id: 1 } });
  });
});
