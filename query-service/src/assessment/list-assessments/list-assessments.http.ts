import { assessmentAnswer, pageAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Query, UseGuards, UseFilters } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AssessmentAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import type { Page } from '../../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../../infrastructure';
import { withNames } from '../../names/display-names';
import { ASSESSMENT_NAMES } from '../assessment-row';
import { ASSESSMENT_STATUS_IDS as STATUS_IDS, parseAssessmentListRequest } from './assessment-list-request';
import { sqlAssessmentPage } from './sql-assessment-page';

@ApiTags('assessments')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/assessments')
@UseGuards(SessionGuard)
export class ListAssessmentsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The assessments the signed-in user may see, paged on the server.', description: 'Administrators see every assessment; agency staff and caregivers their agency’s; families and partners those they asked for. Filtered as the parameters list.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'updatedAt:desc' }, description: 'createdAt, updatedAt, status or visitAt, then :asc or :desc' })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'integer', enum: STATUS_IDS } })
  @ApiQuery({ name: 'agencyId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'patientId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'createdFrom', required: false, schema: { type: 'string', format: 'date' }, description: 'First day created, inclusive' })
  @ApiQuery({ name: 'createdTo', required: false, schema: { type: 'string', format: 'date' }, description: 'Last day created, inclusive' })
  @Answers(pageAnswer(assessmentAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<AssessmentAnswer>> {
    const request = parseAssessmentListRequest(query);
    const { mongo } = this.infrastructure;
    const { rows, ...count } = mongo ? await mongo.assessments.page(actor, request) : await sqlAssessmentPage(this.infrastructure, actor, request);
    const data = await withNames(this.infrastructure, rows, ASSESSMENT_NAMES);
    return { data, ...count, page: request.page, pageSize: request.pageSize };
  }
}
