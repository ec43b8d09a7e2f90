export { webhookMigrations } from './webhook-migrations';
export * from './webhook-store';
