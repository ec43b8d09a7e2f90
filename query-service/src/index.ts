export { QueryServiceModule } from './query-service.module';
export { checkpointsBehind, type QueryInfrastructure, type ReadModelBehind } from './infrastructure';
export { openReadModelCache, noReadModelCache, type ReadModelCache } from './http/read-model-cache';
export { displayNamesOf, namedKinds, type NamedKind } from './names/display-names';
export { referenceMigrations } from './reference/reference-migrations';
export * as listScopes from './policy/list-scopes';
export { queryJobDefinitions, type QueryJobContext } from './job/query-jobs';
export { EXPORT_PAGE_ROWS } from './export/export-job';
export { projectionLag } from './projection/projection-lag';
