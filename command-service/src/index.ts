export { CommandServiceModule } from './command-service.module';
export { commandInfrastructure, type CommandInfrastructure } from './infrastructure';
export { CreateAssessmentCommand } from './assessment/create-assessment/create-assessment.command';
export { ChangeAssessmentCommand } from './assessment/change-assessment/change-assessment.command';
export type { Actor } from '@careledger/http';
export type { CommandAccepted } from './shared/decide-and-append';
export { RecordCommand } from './record/record.command';
export { OpenCardBatchCommand } from './subscription/open-card-batch/open-card-batch.command';
