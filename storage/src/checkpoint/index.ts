export { checkpointMigrations } from './checkpoint-migrations';
export { readCheckpoint, readAllCheckpoints, lockCheckpoint, saveCheckpoint } from './checkpoints';
