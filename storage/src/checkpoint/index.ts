export { checkpointMigrations } from './checkpoint-migrations';
export { advanceCheckpoints, readCheckpoint, readAllCheckpoints, lockCheckpoint, saveCheckpoint, type CheckpointMove } from './checkpoints';
