import type { Migration } from '@careledger/storage';
import { assessmentProjector } from './assessment';
import { engineMigrations } from './engine/engine-migrations';

/**
 * The engine's tables and the first shape of every read model, so a query service can run
 * before any worker has. A later version's tables arrive through a rebuild, not a migration.
 * The `checkpoints` table is storage's (`checkpointMigrations`, in `allStorageMigrations`).
 */
export const projectionMigrations: readonly Migration[] = [
  ...engineMigrations,
  { id: 'projections/assessments/001-tables', sql: assessmentProjector.createTables('') },
];
