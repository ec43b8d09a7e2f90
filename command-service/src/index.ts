export { CommandServiceModule } from './command-service.module';
export { commandInfrastructure, type CommandInfrastructure } from './infrastructure';
export type { Actor } from '@careledger/http';
export type { CommandAccepted } from './pipeline/command-accepted';
export { RecordCommand } from './pipeline/record.command';
export { CommandPipeline } from './pipeline/command-pipeline.handler';
export { clientRequestOf } from './pipeline/client-request';
export { commandRoutes, nonCommandRoutes, type CommandRoute } from './routes/command-routes';
