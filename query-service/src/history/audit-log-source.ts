import type { EventStoreSettings } from '@careledger/storage';

/** Where the audit list is read from: the SQL `events` table, MongoDB's `audit_events`, or nowhere yet. */
export type AuditLogSource = 'sql' | 'mongo' | 'unavailable';

/**
 * The SQL `events` table holds the log only when the SQL store keeps the events; with EventStoreDB
 * (EVENTSTORE_URL) the audit list is MongoDB's projection of it (MONGODB_URL), and without one
 * there is none to read: saying so beats an empty list that looks like an empty log.
 */
export const auditLogSource = (eventStoreEngine: EventStoreSettings['engine'] | undefined, mongo: boolean): AuditLogSource =>
  mongo ? 'mongo' : eventStoreEngine === undefined || eventStoreEngine === 'sql' ? 'sql' : 'unavailable';

export const AUDIT_LOG_UNAVAILABLE =
  'The audit log cannot be listed here: the events are kept in EventStoreDB (EVENTSTORE_URL), and the list is read from MongoDB (MONGODB_URL), which this service is not given.';
