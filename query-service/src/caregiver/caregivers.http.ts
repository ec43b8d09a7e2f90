import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { can, careServices, caregiverStatuses, invalid, professions, type FieldError, type CaregiverAnswer, caregiverAnswer, pageAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { idParam, isUuid, MAX_SEARCH, searchParam, sqlParameters, uuidParam } from '../agency/list-params';
import { caregiverScope } from './caregiver-scope';
import { CAREGIVER_COLUMNS, CAREGIVER_FROM, toCaregiverView, type CaregiverRecord } from './caregiver-view';

// The same expressions as the name indexes of `caregivers`, so they serve the search and the sort.
const LAST_NAME = `lower(c.last_name) COLLATE "C"`;
const FIRST_NAME = `lower(c.first_name) COLLATE "C"`;
const SORT_COLUMNS = { lastName: LAST_NAME, createdAt: 'c.created_at', updatedAt: 'c.updated_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STATUS_IDS: readonly number[] = caregiverStatuses.map((status) => status.id);
const PROFESSION_IDS: readonly string[] = professions.map((profession) => profession.id);
const CARE_SERVICE_IDS: readonly number[] = careServices.map((service) => service.id);

@ApiTags('caregivers')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/caregivers')
@UseGuards(SessionGuard)
export class CaregiversHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The caregivers the signed-in user may read, paged on the server.', description: 'Administrators every caregiver; agency staff their agency’s; a caregiver only their own profile. Families and partners never read caregiver records.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'lastName:asc' }, description: 'lastName, createdAt or updatedAt, then :asc or :desc' })
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: MAX_SEARCH }, description: 'each word starts the first or the last name (case-insensitive)' })
  @ApiQuery({ name: 'agencyId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'integer', enum: [...STATUS_IDS] } })
  @ApiQuery({ name: 'professionId', required: false, schema: { type: 'string', enum: [...PROFESSION_IDS] } })
  @ApiQuery({ name: 'careServiceId', required: false, schema: { type: 'integer', enum: [...CARE_SERVICE_IDS] } })
  @Answers(pageAnswer(caregiverAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<CaregiverAnswer>> {
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'lastName:asc', errors);
    const words = searchParam(query.search, errors);
    const equal = {
      'c.agency_id': uuidParam(query.agencyId, 'agencyId', errors),
      'c.status': idParam(query.status, 'status', STATUS_IDS, errors),
      'c.profession_id': idParam(query.professionId, 'professionId', PROFESSION_IDS, errors),
    };
    const careServiceId = idParam(query.careServiceId, 'careServiceId', CARE_SERVICE_IDS, errors);
    throwIfInvalid(errors);

    const { params, add } = sqlParameters();
    const conditions = [caregiverScope(actor, add)];
    for (const [column, value] of Object.entries(equal)) if (value !== undefined) conditions.push(`${column} = ${add(value)}`);
    if (careServiceId !== undefined) conditions.push(`c.care_service_ids @> ARRAY[${add(careServiceId)}::integer]`);
    for (const word of words) {
      const pattern = add(word);
      conditions.push(`(${LAST_NAME} LIKE ${pattern} OR ${FIRST_NAME} LIKE ${pattern})`);
    }
    const where = conditions.join(' AND ');
    const direction = sortDirection.toUpperCase();
    const [data, count] = await Promise.all([
      readModelRows(this.infrastructure, toCaregiverView,
        `SELECT ${CAREGIVER_COLUMNS} FROM ${CAREGIVER_FROM} WHERE ${where} ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, c.id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      ),
      countMatches(this.infrastructure, 'caregivers c', where, params),
    ]);
    return { data, ...count, page, pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One caregiver: profile, status, services with competency, certifications.', description: 'Status 0 Pending, 1 Hired, 2 Not hired, 3 Off boarded; competency 0-3 per service. The employing agency’s staff, administrators and the caregiver themself.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  @Answers(caregiverAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<CaregiverAnswer> {
    if (!isUuid(id)) throw invalid([{ path: 'id', message: 'must be a UUID' }], 'The caregiver id is not valid.');
    const { rows } = await this.infrastructure.db.query<CaregiverRecord>(`SELECT ${CAREGIVER_COLUMNS} FROM ${CAREGIVER_FROM} WHERE c.id = $1`, [id]);
    const record = rows[0];
    if (!record) throw new NotFoundException({ message: `No caregiver has the id ${id}.` });
    const { agencyId, userId, createdBy } = record.state;
    if (!can(actor, 'caregiver.read', { agencyId, userId, createdBy })) throw new ForbiddenException({ message: 'You may not see this caregiver.' });
    return toCaregiverView(record);
  }
}
