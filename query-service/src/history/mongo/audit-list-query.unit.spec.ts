import { describe, expect, it } from 'vitest';
import type { AuditQuery } from '../audit-query';
import { parseAuditQuery } from '../audit-query';
import { auditListQuery, instantParts } from './audit-list-query';

const ACTOR = '00000000-0000-4000-8000-000000000003';
const query = (fields: Partial<AuditQuery> = {}): AuditQuery => ({ page: 1, pageSize: 25, sortField: 'position', sortDirection: 'desc', ...fields });

describe('the audit list as a MongoDB query', () => {
  it('reads the whole log newest first by default, the position being _id', () => {
    expect(auditListQuery(parseAuditQuery({}))).toEqual({
      filter: {},
      pipeline: [{ $match: {} }, { $sort: { _id: -1 } }, { $skip: 0 }, { $limit: 25 }],
    });
  });

  it('pages with skip and limit, oldest first when asked', () => {
    expect(auditListQuery(query({ page: 3, pageSize: 10, sortDirection: 'asc' })).pipeline).toEqual([{ $match: {} }, { $sort: { _id: 1 } }, { $skip: 20 }, { $limit: 10 }]);
  });

  it('puts each filter on the field kept for it; values are never read as operators', () => {
    const { filter } = auditListQuery(query({ stream: 'patient-1', category: 'patient', type: 'PatientRegistered', actor: ACTOR }));
    expect(filter).toEqual({
      $and: [{ stream_id: { $eq: 'patient-1' } }, { category: { $eq: 'patient' } }, { type: { $eq: 'PatientRegistered' } }, { actor_id: { $eq: ACTOR } }],
    });
    expect(auditListQuery(query({ stream: '{"$ne":null}' })).filter).toEqual({ stream_id: { $eq: '{"$ne":null}' } });
  });

  it('bounds occurredAt at both ends inclusively, whatever the zone the instant is written in', () => {
    expect(auditListQuery(query({ from: '2026-03-01T09:00:00Z', to: '2026-03-01T12:00:00.250+02:00' })).filter).toEqual({
      occurred_at: { $gte: new Date('2026-03-01T09:00:00.000Z'), $lte: new Date('2026-03-01T10:00:00.250Z') },
    });
    expect(auditListQuery(query({ to: '2026-03-01T09:00Z' })).filter).toEqual({ occurred_at: { $lte: new Date('2026-03-01T09:00:00.000Z') } });
  });

  it('reads a finer instant as PostgreSQL does, then keeps the milliseconds it admits', () => {
    // From .0001: the first millisecond at or after it is .001; to .0009: the last at or before it is .000.
    expect(auditListQuery(query({ from: '2026-03-01T09:00:00.0001Z', to: '2026-03-01T09:00:00.0009Z' })).filter).toEqual({
      occurred_at: { $gte: new Date('2026-03-01T09:00:00.001Z'), $lte: new Date('2026-03-01T09:00:00.000Z') },
    });
    // Rounded to the microsecond, half to even: .0000005 is .000000, .9999995 is the next second.
    expect(instantParts('2026-03-01T09:00:00.0000005Z')).toEqual({ milliseconds: Date.parse('2026-03-01T09:00:00.000Z'), microseconds: 0 });
    expect(instantParts('2026-03-01T09:00:00.0000015Z')).toEqual({ milliseconds: Date.parse('2026-03-01T09:00:00.000Z'), microseconds: 2 });
    expect(instantParts('2026-03-01T09:00:00.0000025Z')).toEqual({ milliseconds: Date.parse('2026-03-01T09:00:00.000Z'), microseconds: 2 });
    expect(instantParts('2026-03-01T09:00:00.9999995Z')).toEqual({ milliseconds: Date.parse('2026-03-01T09:00:01.000Z'), microseconds: 0 });
    expect(instantParts('2026-03-01T09:00:00.123456789+01:00')).toEqual({ milliseconds: Date.parse('2026-03-01T08:00:00.123Z'), microseconds: 457 });
  });
});
