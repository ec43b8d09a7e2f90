import { patientSummaryAnswer, pageAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { PatientSummaryAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import type { Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames } from '../names/display-names';
import { AMBULATORY_LEVEL_IDS, MAX_PATIENT_SEARCH as MAX_SEARCH, parsePatientListRequest } from './patient-list-request';
import { PATIENT_NAMES } from './patient-view';
import { sqlPatientPage } from './sql-patient-page';

@ApiTags('patients')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/patients')
@UseGuards(SessionGuard)
export class ListPatientsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The patients the signed-in user may read, paged on the server.', description: 'Administrators every patient; agency staff their agency’s; families those they registered; partners those they referred; caregivers those whose care team they are on.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'lastName:asc' }, description: 'lastName, createdAt or updatedAt, then :asc or :desc' })
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: MAX_SEARCH }, description: 'each word starts the first or the last name (case-insensitive)' })
  @ApiQuery({ name: 'agencyId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'partnerId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'ambulatoryLevel', required: false, schema: { type: 'integer', enum: [...AMBULATORY_LEVEL_IDS] } })
  @ApiQuery({ name: 'caregiverId', required: false, schema: { type: 'string', format: 'uuid' }, description: 'a member of the care team' })
  @Answers(pageAnswer(patientSummaryAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<PatientSummaryAnswer>> {
    const request = parsePatientListRequest(query);
    const { mongo } = this.infrastructure;
    const { rows, ...count } = mongo ? await mongo.patients.page(actor, request) : await sqlPatientPage(this.infrastructure, actor, request);
    const data = await withNames(this.infrastructure, rows, PATIENT_NAMES);
    return { data, ...count, page: request.page, pageSize: request.pageSize };
  }
}
