import { Controller, Get, UseFilters } from '@nestjs/common';
import { assessmentStatuses, assessmentStatusAnswer, collectionAnswer } from '@careledger/domain';
import { ErrorFilter, Answers } from '@careledger/http';
import { ReadsNoReadModel } from '../../http/min-position.guard';

@UseFilters(ErrorFilter)
@ReadsNoReadModel()
@Controller('api')
export class AssessmentStatusesHttp {
  @Get('assessment-statuses')
  @Answers(collectionAnswer(assessmentStatusAnswer))
  statuses() {
    return { data: assessmentStatuses.map(({ id, key, label }) => ({ id, key, label })) };
  }
}
