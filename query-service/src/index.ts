export { QueryServiceModule } from './query-service.module';
export { checkpointsBehind, type QueryInfrastructure, type ReadModelBehind } from './infrastructure';
export { referenceMigrations } from './reference/reference-migrations';
export * as listScopes from './policy/list-scopes';
