import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AssessmentHistoryHttp } from './assessment/assessment-history/assessment-history.http';
import { AssessmentReader } from './assessment/assessment-reader';
import { AssessmentStatusesHttp } from './assessment/assessment-statuses/assessment-statuses.http';
import { GetAssessmentHttp } from './assessment/get-assessment/get-assessment.http';
import { ListAssessmentsHttp } from './assessment/list-assessments/list-assessments.http';
import { AuthDetailsHttp } from './auth/auth-details.http';
import { ProjectionStatusHttp } from './projection/projection-status/projection-status.http';
import { JobQueuesHttp } from './job/job-queues.http';
import { referenceControllers } from './reference/reference-controllers';
import { MinPositionGuard } from './http/min-position.guard';
import { withQueryRules } from './http/query-parameters';
import { API_KEYS, ErrorFilter, SESSIONS, SessionGuard, type ApiKeyAccess } from '@careledger/http';
import { ApiKeysHttp } from './api-key/api-keys.http';
import { sharedLivingControllers, sharedLivingProviders } from './shared-living';
import { INFRASTRUCTURE, type QueryInfrastructure } from './infrastructure';
import { noteQueryControllers, noteQueryProviders } from './note';
import { patientQueryControllers, patientQueryProviders } from './patient';
import { userQueryControllers, userQueryProviders } from './user';
import { billingQueryControllers, billingQueryProviders } from './billing';
import { agencyQueryControllers } from './agency';
import { caregiverQueryControllers } from './caregiver';
import { postingQueryControllers, postingQueryProviders } from './posting';
import { historyControllers, historyProviders } from './history/history-controllers';
import { FeedHttp } from './feed/feed.http';
import { reportQueryControllers, reportQueryProviders } from './report';
import { savedSearchQueryControllers, savedSearchQueryProviders } from './saved-search';
import { medicationQueryControllers } from './medication';
import { taskQueryControllers } from './task';
import { medicationOrderQueryControllers } from './medication-order';
import { searchQueryControllers, searchQueryProviders } from './search';
import { assessmentShiftQueryControllers } from './assessment/assessment-shifts';
import { shiftQueryControllers } from './shift';
import { reminderQueryControllers } from './reminder';
import { exportQueryControllers, exportQueryProviders } from './export';
import { integrityQueryControllers } from './integrity';
import { siteMapControllers, siteMapProviders } from './site-map';
import { analyticsQueryControllers } from './analytics';
import { webhookQueryControllers } from './webhook';

@Module({})
export class QueryServiceModule {
  static register(infrastructure: QueryInfrastructure): DynamicModule {
    return {
      module: QueryServiceModule,
      controllers: withQueryRules([
        AuthDetailsHttp,
        AssessmentStatusesHttp,
        ListAssessmentsHttp,
        AssessmentHistoryHttp,
        GetAssessmentHttp,
        ProjectionStatusHttp,
        JobQueuesHttp,
        ...referenceControllers,
        ...sharedLivingControllers,
        ...noteQueryControllers,
        ...patientQueryControllers,
        ...userQueryControllers,
        ...billingQueryControllers,
        ...agencyQueryControllers,
        ...caregiverQueryControllers,
        ...postingQueryControllers,
        ...historyControllers,
        ...reportQueryControllers,
        ...savedSearchQueryControllers,
        ...medicationQueryControllers,
        ...taskQueryControllers,
        ...medicationOrderQueryControllers,
        ...searchQueryControllers,
        ...assessmentShiftQueryControllers,
        ...shiftQueryControllers,
        ...reminderQueryControllers,
        ...exportQueryControllers,
        ...integrityQueryControllers,
        ...siteMapControllers,
        ...analyticsQueryControllers,
        ...webhookQueryControllers,
        FeedHttp,
        ApiKeysHttp,
      ], MinPositionGuard),
      providers: [
        { provide: INFRASTRUCTURE, useValue: infrastructure },
        { provide: SESSIONS, useValue: infrastructure.sessions },
        // Every call here is a read, the POST reports too: a key needs its `read` scope.
        { provide: API_KEYS, useValue: infrastructure.apiKeys ? ({ keys: infrastructure.apiKeys, postsAreReads: true } satisfies ApiKeyAccess) : null },
        // Every error of the process, those raised before a route runs too (a body the parser refuses).
        { provide: APP_FILTER, useClass: ErrorFilter },
        SessionGuard,
        MinPositionGuard,
        AssessmentReader,
        ...sharedLivingProviders,
        ...noteQueryProviders,
        ...patientQueryProviders,
        ...userQueryProviders,
        ...billingQueryProviders,
        ...postingQueryProviders,
        ...historyProviders,
        ...reportQueryProviders,
        ...savedSearchQueryProviders,
        ...searchQueryProviders,
        ...exportQueryProviders,
        ...siteMapProviders,
      ],
    };
  }
}
