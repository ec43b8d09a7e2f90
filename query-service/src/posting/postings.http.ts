import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { careServices, postingStatuses, type FieldError, type PostingAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { idParam, sqlParameters, uuidParam } from '../agency/list-params';
import { dateParam } from '../http/day-range';
import { PostingReader } from './posting-reader';
import { postingScope } from './posting-scope';
import { POSTING_COLUMNS, POSTING_FROM, toPostingView, withPostingNames, withPostingNamesOf } from './posting-view';

const SORT_COLUMNS = { startDate: 'p.start_date', endDate: 'p.end_date', createdAt: 'p.created_at', updatedAt: 'p.updated_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STATUS_IDS: readonly number[] = postingStatuses.map((status) => status.id);
const CARE_SERVICE_IDS: readonly number[] = careServices.map((service) => service.id);
const DATE_BOUNDS = { startFrom: 'p.start_date >=', startTo: 'p.start_date <=', endFrom: 'p.end_date >=', endTo: 'p.end_date <=' } as const;

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
  @ApiOperation({ summary: 'The postings the signed-in user may read, paged on the server.' })
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
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<PostingAnswer>> {
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'startDate:desc', errors);
    const equal = {
      'p.status': idParam(query.status, 'status', STATUS_IDS, errors),
      'p.agency_id': uuidParam(query.agencyId, 'agencyId', errors),
      'p.patient_id': uuidParam(query.patientId, 'patientId', errors),
      'p.care_service_id': idParam(query.careServiceId, 'careServiceId', CARE_SERVICE_IDS, errors),
    };
    const bounds = Object.entries(DATE_BOUNDS).map(([name, comparison]) => [comparison, dateParam(query[name], name, errors)] as const);
    throwIfInvalid(errors);

    const { params, add } = sqlParameters();
    const conditions = [postingScope(actor, add)];
    for (const [column, value] of Object.entries(equal)) if (value !== undefined) conditions.push(`${column} = ${add(value)}`);
    for (const [comparison, value] of bounds) if (value !== undefined) conditions.push(`${comparison} ${add(value)}::date`);
    const where = conditions.join(' AND ');
    const direction = sortDirection.toUpperCase();
    const [rows, count] = await Promise.all([
      readModelRows(this.infrastructure, toPostingView,
        `SELECT ${POSTING_COLUMNS} FROM ${POSTING_FROM} WHERE ${where} ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, p.id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      ),
      countMatches(this.infrastructure, 'postings p', where, params),
    ]);
    const data = await withPostingNames(this.infrastructure, rows);
    return { data, ...count, page, pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One posting: schedule, dates, status, invitations, applicants and assignee.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PostingAnswer> {
    return withPostingNamesOf(this.infrastructure, toPostingView(await this.reader.readable(actor, id)));
  }
}
