export * from './sql';
export * from './event-store/event-store';
export { openEventStore } from './event-store/sql-event-store';
export { eventStoreMigrations } from './event-store/event-store-migrations';
export { EVENTS_CHANNEL } from './event-store/sql-append';
export { canonicalJson, eventHash, type HashedContent } from './event-store/event-hash';
export { runMigrations, type Migration } from './migrations/migrations';
export * from './checkpoint';
