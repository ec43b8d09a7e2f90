import { ApiOperation } from '@nestjs/swagger';
import { Controller, Get, UseFilters } from '@nestjs/common';
import { assessmentStatuses, assessmentStatusAnswer, collectionAnswer } from '@careledger/domain';
import { ErrorFilter, Answers } from '@careledger/http';
import { ReadsNoReadModel } from '../../http/min-position.guard';

@UseFilters(ErrorFilter)
@ReadsNoReadModel()
@Controller('api')
export class AssessmentStatusesHttp {
  @Get('assessment-statuses')
  @ApiOperation({ summary: 'The assessment statuses.', description: 'SPEC.md’s assessment-statuses call: PENDING 1, SCHEDULED 2, APPROVED 3, ACTIVE 4, CANCELLED 5, COMPLETED 6, REQUESTED 7, with their labels. Public.' })
  @Answers(collectionAnswer(assessmentStatusAnswer))
  statuses() {
    return { data: assessmentStatuses.map(({ id, key, label }) => ({ id, key, label })) };
  }
}
