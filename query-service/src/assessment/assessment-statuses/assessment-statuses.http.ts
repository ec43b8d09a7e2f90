import { Controller, Get, UseFilters } from '@nestjs/common';
import { assessmentStatuses } from '@careledger/domain';
import { ErrorFilter } from '@careledger/http';
import { ReadsNoReadModel } from '../../http/min-position.guard';

@UseFilters(ErrorFilter)
@ReadsNoReadModel()
@Controller('api')
export class AssessmentStatusesHttp {
  @Get('assessment-statuses')
  statuses() {
    return { data: assessmentStatuses.map(({ id, key, label }) => ({ id, key, label })) };
  }
}
