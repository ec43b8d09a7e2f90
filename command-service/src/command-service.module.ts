import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoginHttp } from './auth/login/login.http';
import { LogoutHttp } from './auth/logout/logout.http';
import { API_KEYS, ErrorFilter, SESSIONS, SessionGuard, type ApiKeyAccess } from '@careledger/http';
import { INFRASTRUCTURE, type CommandInfrastructure } from './infrastructure';
import { CommandPipeline } from './pipeline/command-pipeline.handler';
import { RebuildProjectionHandler } from './projection/rebuild-projection/rebuild-projection.handler';
import { RebuildProjectionHttp } from './projection/rebuild-projection/rebuild-projection.http';
import { commandControllers } from './routes/command-routes.http';
import { savedSearchCommandControllers } from './saved-search';
import { RedeliverWebhookHttp } from './webhook';
import { analyticsQuestionCommandControllers } from './analytics-question';
import { RandomPasswordHttp } from './user/random-password/random-password.http';
import { RetryJobHttp } from './job/retry-job.http';
import { StartBillingRunHttp } from './subscription/start-billing-run/start-billing-run.http';

@Module({})
export class CommandServiceModule {
  static register(infrastructure: CommandInfrastructure): DynamicModule {
    return {
      module: CommandServiceModule,
      imports: [CqrsModule.forRoot()],
      controllers: [LoginHttp, LogoutHttp, RebuildProjectionHttp, RandomPasswordHttp, RetryJobHttp, StartBillingRunHttp, RedeliverWebhookHttp, ...commandControllers(), ...savedSearchCommandControllers, ...analyticsQuestionCommandControllers],
      providers: [
        { provide: INFRASTRUCTURE, useValue: infrastructure },
        { provide: SESSIONS, useValue: infrastructure.sessions },
        // Every POST here is a command: each route names the scope a key needs for it.
        { provide: API_KEYS, useValue: { keys: infrastructure.apiKeys, postsAreReads: false } satisfies ApiKeyAccess },
        // Every error of the process, those raised before a route runs too (a body the parser refuses).
        { provide: APP_FILTER, useClass: ErrorFilter },
        SessionGuard,
        CommandPipeline,
        RebuildProjectionHandler,
      ],
    };
  }
}
