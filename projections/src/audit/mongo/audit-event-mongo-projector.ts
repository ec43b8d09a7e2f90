import { AUDIT_EVENTS_COLLECTION, auditEventDocumentOf, ensureMongoIndexes, writeAuditEvents } from '@careledger/storage/mongo';
import type { MongoProjector } from '../../engine/mongo/mongo-projector';
import { AUDIT_EVENT_INDEXES } from './audit-event-collection';

/** Bump it when the documents change: the worker then empties the collection and replays. */
export const AUDIT_EVENTS_SCHEMA_VERSION = 1;

/**
 * The audit log in MongoDB: one document per event, whichever store keeps the events. PostgreSQL
 * needs no such read model (its list reads the `events` table); EventStoreDB leaves that table
 * empty, and MongoDB then answers the list.
 */
export const auditEventMongoProjector: MongoProjector = {
  name: 'audit_events',
  version: AUDIT_EVENTS_SCHEMA_VERSION,
  collections: [AUDIT_EVENTS_COLLECTION],
  handles: () => true,
  ensureIndexes: (db) => ensureMongoIndexes(db, AUDIT_EVENTS_COLLECTION, AUDIT_EVENT_INDEXES),
  apply: (tx, events) => writeAuditEvents(tx, events.map(auditEventDocumentOf)),
};
