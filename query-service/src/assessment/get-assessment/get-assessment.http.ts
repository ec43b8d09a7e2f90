import { Controller, Get, Inject, NotFoundException, Param, Query, UseGuards, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { assessmentStreamId, type AssessmentAnswer, assessmentAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../../infrastructure';
import { withNamesOf } from '../../names/display-names';
import { assessmentAsOf, parseAsOf } from '../assessment-as-of';
import { AssessmentReader } from '../assessment-reader';
import { ASSESSMENT_NAMES } from '../assessment-row';

@ApiTags('assessments')
@UseFilters(ErrorFilter)
@Controller('api/assessments')
@UseGuards(SessionGuard)
export class GetAssessmentHttp {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure,
    @Inject(AssessmentReader) private readonly reader: AssessmentReader,
  ) {}

  @Get(':id')
  @ApiOperation({ summary: 'One assessment, now or as it stood at an instant (asOf).', description: 'Without `asOf`, the read model’s row with its `version` (the next expectedVersion); with `asOf` (an ISO instant), the assessment folded from its events that occurred by then. Administrators, its agency’s staff and caregivers, and the family or partner that asked for it.' })
  @ApiQuery({ name: 'asOf', required: false, schema: { type: 'string', format: 'date-time' } })
  @Answers(assessmentAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string, @Query('asOf') asOf?: string): Promise<AssessmentAnswer> {
    const instant = asOf === undefined ? undefined : parseAsOf(asOf);
    const current = await this.reader.current(actor, id);
    if (!instant) return withNamesOf(this.infrastructure, current, ASSESSMENT_NAMES);
    const then = assessmentAsOf(await this.infrastructure.eventStore.readStream(assessmentStreamId(id)), instant);
    if (!then) throw new NotFoundException({ message: `Assessment ${id} did not exist yet at ${instant.toISOString()}.` });
    // Names are today's: a person is known by their current name in every view of the past.
    return withNamesOf(this.infrastructure, then, ASSESSMENT_NAMES);
  }
}
