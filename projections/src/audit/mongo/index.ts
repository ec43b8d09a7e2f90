export { auditEventMongoProjector, AUDIT_EVENTS_SCHEMA_VERSION } from './audit-event-mongo-projector';
export { AUDIT_EVENT_INDEXES } from './audit-event-collection';
