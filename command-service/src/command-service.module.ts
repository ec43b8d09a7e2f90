import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeAssessmentHandler } from './assessment/change-assessment/change-assessment.handler';
import { ChangeAssessmentHttp } from './assessment/change-assessment/change-assessment.http';
import { CreateAssessmentHandler } from './assessment/create-assessment/create-assessment.handler';
import { CreateAssessmentHttp } from './assessment/create-assessment/create-assessment.http';
import { LoginHttp } from './auth/login/login.http';
import { RebuildProjectionHandler } from './projection/rebuild-projection/rebuild-projection.handler';
import { RebuildProjectionHttp } from './projection/rebuild-projection/rebuild-projection.http';
import { LogoutHttp } from './auth/logout/logout.http';
import { IdempotencyInterceptor } from './http/idempotency.interceptor';
import { SESSIONS, SessionGuard } from '@careledger/http';
import { INFRASTRUCTURE, type CommandInfrastructure } from './infrastructure';
import { recordControllers } from './record-controllers';
import { RecordHandler } from './record/record.handler';
import { userCommandHandlers } from './user/user-commands';
import { billingCommandHandlers } from './subscription/billing-commands';
import { savedSearchCommandControllers } from './saved-search';

@Module({})
export class CommandServiceModule {
  static register(infrastructure: CommandInfrastructure): DynamicModule {
    return {
      module: CommandServiceModule,
      imports: [CqrsModule.forRoot()],
      controllers: [LoginHttp, LogoutHttp, CreateAssessmentHttp, ChangeAssessmentHttp, RebuildProjectionHttp, ...recordControllers, ...savedSearchCommandControllers],
      providers: [
        { provide: INFRASTRUCTURE, useValue: infrastructure },
        { provide: SESSIONS, useValue: infrastructure.sessions },
        SessionGuard,
        IdempotencyInterceptor,
        CreateAssessmentHandler,
        ChangeAssessmentHandler,
        RebuildProjectionHandler,
        RecordHandler,
        ...userCommandHandlers,
        ...billingCommandHandlers,
      ],
    };
  }
}
