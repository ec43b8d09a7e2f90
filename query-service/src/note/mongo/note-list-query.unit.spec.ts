import { describe, expect, it } from 'vitest';
import { Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { NoteListRequest } from '../note-list-request';
import { noteAuthorsFilter, noteListQuery } from './note-list-query';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const PATIENT = '00000000-0000-4000-8000-000000000001';
const HUB = '00000000-0000-4000-8000-0000000000d1';
const actor = (roleId: Actor['roleId'], fields: Partial<Actor> = {}): Actor => ({ id: 'user-7', roleId, agencyId: null, partnerId: null, ...fields });
const admin = actor(Role.ADMIN);
const inbox = (fields: Partial<NoteListRequest> = {}): NoteListRequest => ({ kind: 'patient', status: 'published', page: 1, pageSize: 25, sortField: 'dateOfService', sortDirection: 'desc', ...fields });

describe('the note lists as MongoDB queries', () => {
  it("read an administrator's inbox by kind and status, latest day of service first, ties by id, leaving the domain's state on the server", () => {
    expect(noteListQuery(admin, inbox())).toEqual({
      filter: { $and: [{ kind: { $eq: 'patient' } }, { status: { $eq: 'published' } }] },
      pipeline: [
        { $match: { $and: [{ kind: { $eq: 'patient' } }, { status: { $eq: 'published' } }] } },
        { $sort: { date_of_service: -1, _id: -1 } },
        { $skip: 0 },
        { $limit: 25 },
        { $project: { state: 0 } },
      ],
    });
  });

  it("scope a patient note by its author, or by the visibility the read rule sees and the patient's facts the note carries", () => {
    const [, , scope] = noteListQuery(actor(Role.AGENCY, { agencyId: AGENCY }), inbox()).filter.$and as object[];
    expect(scope).toEqual({
      $or: [
        { author_id: { $eq: 'user-7' } },
        {
          $and: [
            { $and: [{ patient: { $ne: null } }, { 'patient.agency_id': { $eq: AGENCY } }] },
            { $or: [{ read_visibility: { $eq: 1 } }, { read_visibility: { $eq: 3 } }, { read_visibility: { $eq: 4 } }] },
          ],
        },
      ],
    });
    const [, , caregiver] = noteListQuery(actor(Role.CAREGIVER, { id: 'caregiver-1', agencyId: AGENCY }), inbox()).filter.$and as object[];
    expect(JSON.stringify(caregiver)).toContain('{"patient.care_team":{"$eq":"caregiver-1"}}');
  });

  it("scope a hub note by the organisation its author wrote for", () => {
    const [, , scope] = noteListQuery(actor(Role.PARTNER, { partnerId: 'p-1' }), inbox({ kind: 'hub', subjectId: HUB })).filter.$and as object[];
    expect(JSON.stringify(scope)).toContain('{"author_partner_id":{"$eq":"p-1"}}');
    expect(JSON.stringify(scope)).not.toContain('patient');
  });

  it("narrow by the subject, whether anything was appended, type, author and days of service (both included, as text)", () => {
    const { filter } = noteListQuery(admin, inbox({ subjectId: PATIENT, amended: true, noteTypeId: 4, authorId: 'a-1', from: '2026-03-01', to: '2026-03-31' }));
    expect(filter).toEqual({
      $and: [
        { kind: { $eq: 'patient' } },
        { status: { $eq: 'published' } },
        { patient_id: { $eq: PATIENT } },
        { appended_count: { $gt: 0 } },
        { note_type_id: { $eq: 4 } },
        { author_id: { $eq: 'a-1' } },
        { date_of_service: { $gte: '2026-03-01', $lte: '2026-03-31' } },
      ],
    });
    expect((noteListQuery(admin, inbox({ amended: false })).filter.$and as object[]).at(-1)).toEqual({ appended_count: { $eq: 0 } });
    expect((noteListQuery(admin, inbox({ kind: 'cluster', subjectId: HUB })).filter.$and as object[]).at(-1)).toEqual({ cluster_id: { $eq: HUB } });
  });

  it('sort by each order with ties by _id, and page with skip and limit', () => {
    expect(noteListQuery(admin, inbox({ sortField: 'updatedAt', sortDirection: 'asc', page: 2, pageSize: 10 })).pipeline.slice(1, 4)).toEqual([
      { $sort: { updated_at: 1, _id: 1 } },
      { $skip: 10 },
      { $limit: 10 },
    ]);
    expect(noteListQuery(admin, inbox({ sortField: 'createdAt' })).pipeline[1]).toEqual({ $sort: { created_at: -1, _id: -1 } });
  });

  it("read a subject's authors from its drafts and published notes, never a discarded one", () => {
    expect(noteAuthorsFilter(admin, { kind: 'hub', id: HUB.toUpperCase() })).toEqual({
      $and: [{ kind: { $eq: 'hub' } }, { hub_id: { $eq: HUB } }, { status: { $ne: 'discarded' } }],
    });
  });
});
