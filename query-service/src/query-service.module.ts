import { Module, type DynamicModule } from '@nestjs/common';
import { AssessmentHistoryHttp } from './assessment/assessment-history/assessment-history.http';
import { AssessmentReader } from './assessment/assessment-reader';
import { AssessmentStatusesHttp } from './assessment/assessment-statuses/assessment-statuses.http';
import { GetAssessmentHttp } from './assessment/get-assessment/get-assessment.http';
import { ListAssessmentsHttp } from './assessment/list-assessments/list-assessments.http';
import { AuthDetailsHttp } from './auth/auth-details.http';
import { ProjectionStatusHttp } from './projection/projection-status/projection-status.http';
import { MinPositionInterceptor } from './http/min-position.interceptor';
import { SessionGuard } from './http/session.guard';
import { INFRASTRUCTURE, type QueryInfrastructure } from './infrastructure';

@Module({})
export class QueryServiceModule {
  static register(infrastructure: QueryInfrastructure): DynamicModule {
    return {
      module: QueryServiceModule,
      controllers: [AuthDetailsHttp, AssessmentStatusesHttp, ListAssessmentsHttp, AssessmentHistoryHttp, GetAssessmentHttp, ProjectionStatusHttp],
      providers: [
        { provide: INFRASTRUCTURE, useValue: infrastructure },
        SessionGuard,
        MinPositionInterceptor,
        AssessmentReader,
      ],
    };
  }
}
