import { Controller, Get } from '@nestjs/common';
import { assessmentStatuses } from '@careledger/domain';

@Controller('api')
export class AssessmentStatusesHttp {
  @Get('assessment-statuses')
  statuses() {
    return { data: assessmentStatuses.map(({ id, key, label }) => ({ id, key, label })) };
  }
}
