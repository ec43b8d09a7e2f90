export { QueryServiceModule } from './query-service.module';
export { checkpointPosition, type QueryInfrastructure } from './infrastructure';
export { referenceMigrations } from './reference/reference-migrations';
export * as listScopes from './policy/list-scopes';
