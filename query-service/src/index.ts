export { QueryServiceModule } from './query-service.module';
export { checkpointPosition, type QueryInfrastructure } from './infrastructure';
export { referenceMigrations } from './reference/reference-migrations';
