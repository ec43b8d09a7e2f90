import { Controller, Get, Inject, Query, UseGuards, UseFilters } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type FieldError, type AssessmentAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../../infrastructure';
import { withNames } from '../../names/display-names';
import { ASSESSMENT_COLUMNS, ASSESSMENT_NAMES, toAssessmentView } from '../assessment-row';
import { assessmentScope } from '../assessment-scope';
import { uuidParam } from '../../shared-living/query-params';
import { dateParam } from '../../http/day-range';

const SORT_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at', status: 'status', visitAt: 'visit_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STATUS_IDS = [1, 2, 3, 4, 5, 6, 7];

const parseStatus = (raw: unknown, errors: FieldError[]): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const status = Number(raw);
  if (!STATUS_IDS.includes(status)) {
    errors.push({ path: 'status', message: `must be an assessment status id (${STATUS_IDS.join(', ')})` });
    return undefined;
  }
  return status;
};

@ApiTags('assessments')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/assessments')
@UseGuards(SessionGuard)
export class ListAssessmentsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The assessments the signed-in user may see, paged on the server.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'updatedAt:desc' }, description: 'createdAt, updatedAt, status or visitAt, then :asc or :desc' })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'integer', enum: STATUS_IDS } })
  @ApiQuery({ name: 'agencyId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'patientId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'createdFrom', required: false, schema: { type: 'string', format: 'date' }, description: 'First day created, inclusive' })
  @ApiQuery({ name: 'createdTo', required: false, schema: { type: 'string', format: 'date' }, description: 'Last day created, inclusive' })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<AssessmentAnswer>> {
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'updatedAt:desc', errors);
    const status = parseStatus(query.status, errors);
    const filters = {
      agency_id: uuidParam(query.agencyId, 'agencyId', errors),
      patient_id: uuidParam(query.patientId, 'patientId', errors),
    };
    const createdFrom = dateParam(query.createdFrom, 'createdFrom', errors);
    const createdTo = dateParam(query.createdTo, 'createdTo', errors);
    if (createdFrom && createdTo && createdFrom > createdTo) errors.push({ path: 'createdTo', message: 'must not be before createdFrom' });
    throwIfInvalid(errors);

    const scope = assessmentScope(actor, 1);
    const params: unknown[] = [...scope.params];
    let where = scope.sql;
    if (status !== undefined) {
      params.push(status);
      where += ` AND status = $${params.length}`;
    }
    for (const [column, value] of Object.entries(filters)) {
      if (value === undefined) continue;
      params.push(value);
      where += ` AND ${column} = $${params.length}`;
    }
    if (createdFrom) {
      params.push(createdFrom);
      where += ` AND created_at >= $${params.length}::date::timestamp AT TIME ZONE 'UTC'`;
    }
    if (createdTo) {
      // Days are UTC days; the whole last one counts: before the start of the next.
      params.push(createdTo);
      where += ` AND created_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
    }
    const direction = sortDirection.toUpperCase();
    // Only visit_at can be null; on the other columns a NULLS clause would stop the index from serving the order.
    const nulls = sortField === 'visitAt' ? ' NULLS LAST' : '';
    const order = `${SORT_COLUMNS[sortField]} ${direction}${nulls}, id ${direction}`;
    const [rows, count] = await Promise.all([
      readModelRows(this.infrastructure, toAssessmentView,
        `SELECT ${ASSESSMENT_COLUMNS} FROM assessments WHERE ${where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      ),
      countMatches(this.infrastructure, 'assessments', where, params),
    ]);
    const data = await withNames(this.infrastructure, rows, ASSESSMENT_NAMES);
    return { data, ...count, page, pageSize };
  }
}
