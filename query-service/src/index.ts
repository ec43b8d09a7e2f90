export { QueryServiceModule } from './query-service.module';
export { checkpointPosition, type QueryInfrastructure } from './infrastructure';
