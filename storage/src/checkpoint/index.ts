export { checkpointMigrations, READ_MODEL_CHANGES_CHANNEL } from './checkpoint-migrations';
export { advanceCheckpoints, advanceIdleCheckpoints, readCheckpoint, readAllCheckpoints, lockCheckpoint, saveCheckpoint, type CheckpointMove } from './checkpoints';
export { watchReadModelChanges, type ReadModelChanges } from './read-model-changes';
