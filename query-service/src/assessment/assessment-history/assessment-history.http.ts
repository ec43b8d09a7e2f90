import { ApiOperation } from '@nestjs/swagger';
import { Controller, Get, Inject, Param, UseGuards, UseFilters } from '@nestjs/common';
import { assessmentStreamId, collectionAnswer, historyEntryAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../../infrastructure';
import { AssessmentReader } from '../assessment-reader';
import { historyEntries } from '../../history/record-history';

@UseFilters(ErrorFilter)
@Controller('api/assessments')
@UseGuards(SessionGuard)
export class AssessmentHistoryHttp {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure,
    @Inject(AssessmentReader) private readonly reader: AssessmentReader,
  ) {}

  @Get(':id/history')
  @ApiOperation({ summary: 'Every event of one assessment.', description: 'The assessment’s stream as the event store holds it, oldest first: type, data, actor, role, time and correlation of each change, for its history timeline. Administrators and whoever may read the assessment.' })
  @Answers(collectionAnswer(historyEntryAnswer), { refusals: refusalsOf.record })
  async history(@CurrentActor() actor: Actor, @Param('id') id: string) {
    await this.reader.current(actor, id);
    const events = await this.infrastructure.eventStore.readStream(assessmentStreamId(id));
    return { data: await historyEntries(this.infrastructure, events) };
  }
}
