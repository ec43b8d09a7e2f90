export * from './engine';
export * from './assessment';
export { allProjectors } from './all-projectors';
export { projectionMigrations } from './projection-migrations';
export { startWorker, type RunningWorker, type WorkerConfig } from './worker';
export { inProcessRebuilds, serveRebuildRequests } from './rebuild-requests';
export { patientProjector } from './patient';
