import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../event-store/event-store';
import { auditedEventOf, auditEventDocumentOf, streamCategory } from './audit-event-documents';

const ACTOR = '00000000-0000-4000-8000-000000000003';
const event: RecordedEvent = {
  globalPosition: 42,
  streamId: 'patient-00000000-0000-4000-8000-000000000001',
  streamVersion: 3,
  type: 'PatientRegistered',
  data: { patientId: '00000000-0000-4000-8000-000000000001', names: { first: 'Rosa' }, levels: [1, 2] },
  metadata: { actorId: ACTOR, actorRole: 3, correlationId: 'c-1', causationId: 'k-1', occurredAt: '2026-03-01T09:00:00.123Z', schemaVersion: 1 },
  recordedAt: new Date('2026-03-01T09:00:00.456Z'),
  hash: 'h',
  previousHash: null,
};

describe('audit event documents', () => {
  it('keep the position as _id, the event as stored, and what the list filters on beside it', () => {
    expect(auditEventDocumentOf(event)).toEqual({
      _id: 42,
      stream_id: event.streamId,
      stream_version: 3,
      type: 'PatientRegistered',
      data: event.data,
      metadata: event.metadata,
      recorded_at: new Date('2026-03-01T09:00:00.456Z'),
      category: 'patient',
      actor_id: ACTOR,
      occurred_at: new Date('2026-03-01T09:00:00.123Z'),
    });
  });

  it('give back the event they were made from, without its hashes', () => {
    const { hash: _hash, previousHash: _previous, ...audited } = event;
    expect(auditedEventOf(auditEventDocumentOf(event))).toEqual(audited);
  });

  it('take the category as split_part does: up to the first dash, the whole id when it has none', () => {
    expect(streamCategory('hubnote-1-2')).toBe('hubnote');
    expect(streamCategory('ledger')).toBe('ledger');
    expect(streamCategory('-x')).toBe('');
  });

  it('keep an occurredAt with an offset as its instant, and none where it is no instant', () => {
    const at = (occurredAt: string) => auditEventDocumentOf({ ...event, metadata: { ...event.metadata, occurredAt } }).occurred_at;
    expect(at('2026-03-01T11:00:00+02:00')).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect(at('yesterday')).toBeNull();
  });

  it('keep no actor where the metadata has no text there', () => {
    const metadata = { ...event.metadata, actorId: null } as unknown as RecordedEvent['metadata'];
    expect(auditEventDocumentOf({ ...event, metadata }).actor_id).toBeNull();
  });
});
