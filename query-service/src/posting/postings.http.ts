import { postingAnswer, pageAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { PostingAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import type { Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { CARE_SERVICE_IDS, parsePostingListRequest, POSTING_STATUS_IDS as STATUS_IDS } from './posting-list-request';
import { PostingReader } from './posting-reader';
import { toPostingView, withPostingNames, withPostingNamesOf } from './posting-view';
import { sqlPostingPage } from './sql-posting-page';

@ApiTags('postings')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/postings')
@UseGuards(SessionGuard)
export class PostingsHttp {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure,
    @Inject(PostingReader) private readonly reader: PostingReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The postings the signed-in user may read, paged on the server.', description: 'Administrators every posting; agency staff their agency’s and those they are invited to; caregivers those open to them; families their patients’; partners none.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'startDate:desc' }, description: 'startDate, endDate, createdAt or updatedAt, then :asc or :desc' })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'integer', enum: [...STATUS_IDS] } })
  @ApiQuery({ name: 'agencyId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'patientId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'careServiceId', required: false, schema: { type: 'integer', enum: [...CARE_SERVICE_IDS] } })
  @ApiQuery({ name: 'startFrom', required: false, schema: { type: 'string', format: 'date' }, description: 'starts on or after' })
  @ApiQuery({ name: 'startTo', required: false, schema: { type: 'string', format: 'date' }, description: 'starts on or before' })
  @ApiQuery({ name: 'endFrom', required: false, schema: { type: 'string', format: 'date' }, description: 'ends on or after' })
  @ApiQuery({ name: 'endTo', required: false, schema: { type: 'string', format: 'date' }, description: 'ends on or before' })
  @Answers(pageAnswer(postingAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<PostingAnswer>> {
    const request = parsePostingListRequest(query);
    const { mongo } = this.infrastructure;
    const { rows, ...count } = mongo ? await mongo.postings.page(actor, request) : await sqlPostingPage(this.infrastructure, actor, request);
    const data = await withPostingNames(this.infrastructure, rows);
    return { data, ...count, page: request.page, pageSize: request.pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One posting: schedule, dates, status, invitations, applicants and assignee.', description: 'Whoever may read the posting; its `version` is the expectedVersion of hold, unhold, extend and the other posting commands.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  @Answers(postingAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PostingAnswer> {
    return withPostingNamesOf(this.infrastructure, toPostingView(await this.reader.readable(actor, id)));
  }
}
