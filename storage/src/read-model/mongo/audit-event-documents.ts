import type { AnyBulkWriteOperation } from 'mongodb';
import type { RecordedEvent } from '../../event-store/event-store';
import type { MongoTransaction } from './mongo-read-models';

/** What the audit log shows of an event: everything but its hashes. */
export type AuditedEvent = Pick<RecordedEvent, 'globalPosition' | 'streamId' | 'streamVersion' | 'type' | 'data' | 'metadata' | 'recordedAt'>;

/**
 * An `audit_events` document: one per stored event, its global position as `_id` (the log's
 * order), the event as the store gives it, and what the audit list filters on kept beside it as
 * the SQL list computes it from the `events` row.
 */
export interface AuditEventDocument {
  _id: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_at: Date;
  /** `split_part(stream_id, '-', 1)`: the stream id up to its first dash. */
  category: string;
  /** `metadata->>'actorId'` where it is text; the list filters it by a UUID, which nothing else equals. */
  actor_id: string | null;
  /** `metadata.occurredAt` as a date: services write it with `toISOString`, to the millisecond. Null where it is no instant. */
  occurred_at: Date | null;
}

export const AUDIT_EVENTS_COLLECTION = 'audit_events';

export const streamCategory = (streamId: string): string => streamId.split('-', 1)[0] ?? '';

const occurredAtOf = (metadata: RecordedEvent['metadata']): Date | null => {
  const occurred = new Date(metadata.occurredAt);
  return Number.isNaN(occurred.getTime()) ? null : occurred;
};

export const auditEventDocumentOf = (event: AuditedEvent): AuditEventDocument => ({
  _id: event.globalPosition,
  stream_id: event.streamId,
  stream_version: event.streamVersion,
  type: event.type,
  data: event.data,
  metadata: event.metadata,
  recorded_at: event.recordedAt,
  category: streamCategory(event.streamId),
  actor_id: typeof event.metadata.actorId === 'string' ? event.metadata.actorId : null,
  occurred_at: occurredAtOf(event.metadata),
});

export const auditedEventOf = (document: AuditEventDocument): AuditedEvent => ({
  globalPosition: document._id,
  streamId: document.stream_id,
  streamVersion: document.stream_version,
  type: document.type,
  data: document.data,
  metadata: document.metadata,
  recordedAt: document.recorded_at,
});

/**
 * Writes each document whole, by position, in one round trip: writing a position again (a replayed
 * batch) leaves one document. Its data and metadata are nested, so any field name they hold may be stored.
 */
export const writeAuditEvents = async ({ db, session }: MongoTransaction, documents: readonly AuditEventDocument[]): Promise<void> => {
  if (documents.length === 0) return;
  const operations = documents.map(
    (document): AnyBulkWriteOperation<AuditEventDocument> => ({ replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true } }),
  );
  await db.collection<AuditEventDocument>(AUDIT_EVENTS_COLLECTION).bulkWrite(operations, { session, ordered: false });
};
