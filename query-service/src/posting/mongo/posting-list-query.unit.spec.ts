import { describe, expect, it } from 'vitest';
import type { Document } from 'mongodb';
import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { NO_DOCUMENT } from '../../policy/compile-mongo-condition';
import type { PostingListRequest } from '../posting-list-request';
import { postingListQuery } from './posting-list-query';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const PATIENTS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
const actor = (roleId: Actor['roleId'], fields: Partial<Actor> = {}): Actor => ({ id: 'user-7', roleId, agencyId: null, partnerId: null, ...fields });
const admin = actor(Role.ADMIN);
const request = (fields: Partial<PostingListRequest> = {}): PostingListRequest => ({ page: 1, pageSize: 25, sortField: 'startDate', sortDirection: 'desc', ...fields });

/** A first step that answers `ids` and keeps the patient filters it was asked. */
const patientLookup = (ids: readonly string[] = []) => {
  const asked: Document[] = [];
  return {
    asked,
    lookup: (patientFilter: Document): Promise<readonly string[]> => {
      asked.push(patientFilter);
      return Promise.resolve(ids);
    },
  };
};

const filterFor = async (who: Actor, fields: Partial<PostingListRequest> = {}): Promise<Document> => (await postingListQuery(who, request(fields), patientLookup().lookup)).filter;

describe('the posting list as a MongoDB query', () => {
  it('reads everything an admin may see, latest start first, ties by id the same way', async () => {
    expect(await postingListQuery(admin, request(), patientLookup().lookup)).toEqual({
      filter: {},
      pipeline: [{ $match: {} }, { $sort: { start_date: -1, _id: -1 } }, { $skip: 0 }, { $limit: 25 }],
    });
  });

  it("scopes an agency's staff to its own postings and those it is a candidate for", async () => {
    const scope = { $or: [{ agency_id: { $eq: AGENCY } }, { candidates: { $eq: `agency:${AGENCY}` } }] };
    expect(await filterFor(actor(Role.AGENCY, { agencyId: AGENCY }))).toEqual(scope);
    expect(await filterFor(actor(Role.PROVIDER, { agencyId: AGENCY }))).toEqual(scope);
    // A staff member without an agency shares nothing: an empty page, not everything.
    expect(await filterFor(actor(Role.AGENCY_AGENT))).toEqual(NO_DOCUMENT);
  });

  it('shows a caregiver the open postings and those offered to or taken by them', async () => {
    expect(await filterFor(actor(Role.CAREGIVER, { id: 'caregiver-3' }))).toEqual({ $or: [{ status: { $eq: 2 } }, { candidates: { $eq: 'caregiver:caregiver-3' } }] });
  });

  it("reads a family's postings in two steps: their patients' ids, then the postings of those patients", async () => {
    const { asked, lookup } = patientLookup(PATIENTS);
    const { filter } = await postingListQuery(actor(Role.USER), request(), lookup);
    expect(asked).toEqual([{ created_by: { $eq: 'user-7' } }]);
    expect(filter).toEqual({ patient_id: { $in: PATIENTS } });
    // A family with no patient has no posting to read.
    expect(await filterFor(actor(Role.USER))).toEqual({ patient_id: { $in: [] } });
  });

  it('gives partners nothing, without asking for any patient', async () => {
    const { asked, lookup } = patientLookup(PATIENTS);
    expect((await postingListQuery(actor(Role.PARTNER, { partnerId: 'p-1' }), request(), lookup)).filter).toEqual(NO_DOCUMENT);
    expect(asked).toEqual([]);
  });

  it('adds each filter to the scope; date bounds include both ends', async () => {
    const filter = await filterFor(actor(Role.AGENCY, { agencyId: AGENCY }), {
      status: 3,
      agencyId: AGENCY,
      patientId: PATIENTS[0],
      careServiceId: 5,
      startFrom: '2026-04-01',
      startTo: '2026-04-30',
      endFrom: '2026-05-01',
      endTo: '2026-12-31',
    });
    expect(filter).toEqual({
      $and: [
        { $or: [{ agency_id: { $eq: AGENCY } }, { candidates: { $eq: `agency:${AGENCY}` } }] },
        { status: { $eq: 3 } },
        { agency_id: { $eq: AGENCY } },
        { patient_id: { $eq: PATIENTS[0] } },
        { care_service_id: { $eq: 5 } },
        { start_date: { $gte: '2026-04-01', $lte: '2026-04-30' } },
        { end_date: { $gte: '2026-05-01', $lte: '2026-12-31' } },
      ],
    });
    expect(await filterFor(admin, { endTo: '2026-06-30' })).toEqual({ end_date: { $lte: '2026-06-30' } });
    expect(await filterFor(admin, { startFrom: '2026-06-01' })).toEqual({ start_date: { $gte: '2026-06-01' } });
  });

  it('orders by each sort field, ties by id the same way, and pages with skip and limit', async () => {
    const pipeline = async (fields: Partial<PostingListRequest>) => (await postingListQuery(admin, request(fields), patientLookup().lookup)).pipeline;
    expect(await pipeline({ page: 3, pageSize: 10, sortField: 'endDate', sortDirection: 'asc' })).toEqual([
      { $match: {} },
      { $sort: { end_date: 1, _id: 1 } },
      { $skip: 20 },
      { $limit: 10 },
    ]);
    expect((await pipeline({ sortField: 'createdAt', sortDirection: 'asc' }))[1]).toEqual({ $sort: { created_at: 1, _id: 1 } });
    expect((await pipeline({ sortField: 'updatedAt', sortDirection: 'desc' }))[1]).toEqual({ $sort: { updated_at: -1, _id: -1 } });
  });
});
