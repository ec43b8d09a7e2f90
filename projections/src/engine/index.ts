export type { Projector, TableNames } from './projector';
export { tableNames } from './projector';
export { CheckpointMoved, LeaseLost } from './apply-batch';
export { projectionLeaseMsFrom } from './lease-settings';
export { DEFAULT_LEASE_MS, runLeasedProjections, type LeasedProjectionOptions, type LeasedProjections } from './leased-projections';
export { describeFailure, type FailedEvent, type ProjectorFailure } from './projector-failure';
export {
  runProjections,
  type ProjectionOptions,
  type ProjectionRunner,
  type ProjectorProgress,
  type ProjectorStatus,
} from './run-projections';
export { rebuildProjector, type RebuildOptions, type RebuildProgress, type RebuildResult } from './rebuild-projector';
export { readRebuildStatus, RebuildInProgress, type RebuildStatus } from './rebuild-status';
export { engineMigrations } from './engine-migrations';
