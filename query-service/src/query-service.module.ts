import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AssessmentHistoryHttp } from './assessment/assessment-history/assessment-history.http';
import { AssessmentReader } from './assessment/assessment-reader';
import { AssessmentStatusesHttp } from './assessment/assessment-statuses/assessment-statuses.http';
import { GetAssessmentHttp } from './assessment/get-assessment/get-assessment.http';
import { ListAssessmentsHttp } from './assessment/list-assessments/list-assessments.http';
import { AuthDetailsHttp } from './auth/auth-details.http';
import { ErrorFilter } from './http/error.filter';
import { MinPositionInterceptor } from './http/min-position.interceptor';
import { SessionGuard } from './http/session.guard';
import { INFRASTRUCTURE, type QueryInfrastructure } from './infrastructure';

@Module({})
export class QueryServiceModule {
  static register(infrastructure: QueryInfrastructure): DynamicModule {
    return {
      module: QueryServiceModule,
      controllers: [AuthDetailsHttp, AssessmentStatusesHttp, ListAssessmentsHttp, AssessmentHistoryHttp, GetAssessmentHttp],
      providers: [
        { provide: INFRASTRUCTURE, useValue: infrastructure },
        { provide: APP_FILTER, useClass: ErrorFilter },
        SessionGuard,
        MinPositionInterceptor,
        AssessmentReader,
      ],
    };
  }
}
