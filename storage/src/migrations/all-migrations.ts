import { checkpointMigrations } from '../checkpoint/checkpoint-migrations';
import { eventStoreMigrations } from '../event-store/event-store-migrations';
import { identityMigrations } from '../identity/identity-migrations';
import { integrityMigrations } from '../integrity/integrity-migrations';
import { leaseMigrations } from '../lease/lease-migrations';
import { webhookMigrations } from '../webhook/webhook-migrations';
import type { Migration } from './migrations';

/** Every table storage owns, in the order they were introduced. Read models bring their own. */
export const allStorageMigrations: readonly Migration[] = [
  ...eventStoreMigrations,
  ...checkpointMigrations,
  ...identityMigrations,
  ...leaseMigrations,
  ...integrityMigrations,
  ...webhookMigrations,
];
