import { Controller, Get, Inject, NotFoundException, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { agencyStandings, can, careServices, invalid, type FieldError, type AgencyAnswer, agencyAnswer, pageAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { AGENCY_COLUMNS, toAgencyView, type AgencyRecord } from './agency-view';
import { booleanParam, idParam, isUuid, MAX_SEARCH, prefixParam, sqlParameters } from './list-params';

// The same expression as the name indexes of `agencies`, so they serve the search and the sort.
const NAME = `lower(name) COLLATE "C"`;
const SORT_COLUMNS = { name: NAME, createdAt: 'created_at', updatedAt: 'updated_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STANDING_IDS: readonly number[] = agencyStandings.map((standing) => standing.id);
const CARE_SERVICE_IDS: readonly number[] = careServices.map((service) => service.id);

/** The agency directory: every signed-in role reads it (DESIGN.md section 6, `agency.read`). */
@ApiTags('agencies')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/agencies')
@UseGuards(SessionGuard)
export class AgenciesHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The agency directory, paged on the server.', description: 'Every signed-in role reads the directory (families and partners choose an agency from it); filtered as the parameters list.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'name:asc' }, description: 'name, createdAt or updatedAt, then :asc or :desc' })
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: MAX_SEARCH }, description: 'the name starts with it (case-insensitive)' })
  @ApiQuery({ name: 'standing', required: false, schema: { type: 'integer', enum: [...STANDING_IDS] } })
  @ApiQuery({ name: 'internal', required: false, schema: { type: 'boolean' } })
  @ApiQuery({ name: 'careServiceId', required: false, schema: { type: 'integer', enum: [...CARE_SERVICE_IDS] } })
  @Answers(pageAnswer(agencyAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<AgencyAnswer>> {
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'name:asc', errors);
    const prefix = prefixParam(query.search, errors);
    const standing = idParam(query.standing, 'standing', STANDING_IDS, errors);
    const internal = booleanParam(query.internal, 'internal', errors);
    const careServiceId = idParam(query.careServiceId, 'careServiceId', CARE_SERVICE_IDS, errors);
    throwIfInvalid(errors);
    if (!can(actor, 'agency.read', {})) return { data: [], total: 0, page, pageSize };

    const { params, add } = sqlParameters();
    const conditions = ['TRUE'];
    if (standing !== undefined) conditions.push(`standing = ${add(standing)}`);
    if (internal !== undefined) conditions.push(`is_internal = ${add(internal)}`);
    if (careServiceId !== undefined) conditions.push(`care_service_ids @> ARRAY[${add(careServiceId)}::integer]`);
    if (prefix !== undefined) conditions.push(`${NAME} LIKE ${add(prefix)}`);
    const where = conditions.join(' AND ');
    const direction = sortDirection.toUpperCase();
    const [data, count] = await Promise.all([
      readModelRows(this.infrastructure, toAgencyView,
        `SELECT ${AGENCY_COLUMNS} FROM agencies WHERE ${where} ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      ),
      countMatches(this.infrastructure, 'agencies', where, params),
    ]);
    return { data, ...count, page, pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One agency: profile, standing, internal flag and the care types it provides.', description: 'Every signed-in role may read an agency; its `version` is the expectedVersion of the next agency command.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  @Answers(agencyAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<AgencyAnswer> {
    if (!isUuid(id)) throw invalid([{ path: 'id', message: 'must be a UUID' }], 'The agency id is not valid.');
    const { rows } = await this.infrastructure.db.query<AgencyRecord>(`SELECT ${AGENCY_COLUMNS} FROM agencies WHERE id = $1`, [id]);
    const record = rows[0];
    if (!record || !can(actor, 'agency.read', { agencyId: record.id, createdBy: record.state.createdBy })) {
      throw new NotFoundException({ message: `No agency has the id ${id}.` });
    }
    return toAgencyView(record);
  }
}
