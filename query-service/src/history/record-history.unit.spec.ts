import { describe, expect, it } from 'vitest';
import { isDomainError, patientRecord } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import { auditConditions, parseAuditQuery } from './audit-query';
import { stateAsOf } from './record-history';

const PATIENT_ID = '5b0c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';

const recorded = (streamVersion: number, type: string, data: object, occurredAt: string): RecordedEvent => ({
  type,
  data,
  metadata: { actorId: CAREGIVER_ID, actorRole: 3, correlationId: 'c', causationId: 'k', occurredAt, schemaVersion: 1 },
  streamId: `patient-${PATIENT_ID}`,
  streamVersion,
  globalPosition: streamVersion + 1,
  // Stored much later than it happened: asOf must follow occurredAt, not recordedAt.
  recordedAt: new Date('2031-01-01T00:00:00Z'),
  hash: 'h',
  previousHash: null,
});

const history = [
  recorded(0, 'PatientRegistered', { patientId: PATIENT_ID, firstName: 'Rosa', lastName: 'Parks', dateOfBirth: null, agencyId: null, partnerId: null, createdBy: CAREGIVER_ID }, '2030-01-01T09:00:00.000Z'),
  recorded(1, 'CaregiverAssignedToPatient', { patientId: PATIENT_ID, caregiverId: CAREGIVER_ID }, '2030-01-02T09:00:00.000Z'),
];

const refusal = (query: Record<string, unknown>): unknown => {
  try {
    parseAuditQuery(query);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
    throw error;
  }
  throw new Error('accepted');
};

describe('state as of an instant', () => {
  it('folds the events that occurred by then, the instant itself included', () => {
    expect(stateAsOf(patientRecord, history, new Date('2030-01-01T09:00:00Z'))).toMatchObject({ version: 0, state: { careTeam: [] } });
    expect(stateAsOf(patientRecord, history, new Date('2030-01-03T00:00:00Z'))).toMatchObject({ asOf: '2030-01-03T00:00:00.000Z', version: 1, state: { careTeam: [CAREGIVER_ID] } });
  });

  it('is undefined before the record existed', () => {
    expect(stateAsOf(patientRecord, history, new Date('2030-01-01T08:59:59Z'))).toBeUndefined();
    expect(stateAsOf(patientRecord, [], new Date('2030-01-01T08:59:59Z'))).toBeUndefined();
  });
});

describe('audit query', () => {
  it('numbers the placeholders of the filters it is given, in order', () => {
    const where = auditConditions(parseAuditQuery({ category: 'patient', actor: CAREGIVER_ID.toUpperCase(), from: '2030-01-01T00:00:00Z' }));
    expect(where.sql).toBe("(true) AND (split_part(stream_id, '-', 1) = $1) AND (metadata->>'actorId' = $2) AND ((metadata->>'occurredAt')::timestamptz >= $3::timestamptz)");
    expect(where.params).toEqual(['patient', CAREGIVER_ID, '2030-01-01T00:00:00Z']);
  });

  it("brings a note's view log with the note's stream or category, and nothing with another record's", () => {
    const NOTE_ID = '6f1d2c3b-4a59-4e68-8f70-000000000001';
    const byStream = auditConditions(parseAuditQuery({ stream: `hubnote-${NOTE_ID}` }));
    expect(byStream.sql).toBe('(true) AND (stream_id = ANY($1::text[]))');
    expect(byStream.params).toEqual([[`hubnote-${NOTE_ID}`, `hubnoteview-${NOTE_ID}`]]);
    const byCategory = auditConditions(parseAuditQuery({ category: 'note' }));
    expect(byCategory.sql).toBe("(true) AND (split_part(stream_id, '-', 1) = ANY($1::text[]))");
    expect(byCategory.params).toEqual([['note', 'noteview']]);
    expect(auditConditions(parseAuditQuery({ stream: `noteview-${NOTE_ID}`, category: 'patient' })).params).toEqual([`noteview-${NOTE_ID}`, 'patient']);
  });

  it('defaults to the newest events first, 25 a page', () => {
    expect(parseAuditQuery({})).toMatchObject({ page: 1, pageSize: 25, sortField: 'position', sortDirection: 'desc' });
  });

  it('names each bad parameter and its rule', () => {
    expect(refusal({ pageSize: '101', type: 'Patient Registered', from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' })).toEqual([
      { path: 'pageSize', message: 'must be a whole number from 1 to 100' },
      { path: 'type', message: 'must be an event type name, e.g. PatientRegistered' },
      { path: 'to', message: 'must not be before from' },
    ]);
  });
});
