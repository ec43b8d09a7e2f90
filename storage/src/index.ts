export * from './sql';
export * from './event-store/event-store';
export { runMigrations, type Migration } from './migrations/migrations';
export * from './checkpoint';
