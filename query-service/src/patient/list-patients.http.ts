import { Controller, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ambulatoryLevels, type FieldError, type PatientSummaryAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { patientScope } from './patient-scope';
import { withNames } from '../names/display-names';
import { PATIENT_COLUMNS, PATIENT_NAMES, toPatientSummary } from './patient-view';

// The same expression as the name indexes of `patients`, so they serve the search and the sort.
const LAST_NAME = `lower(last_name) COLLATE "C"`;
const FIRST_NAME = `lower(first_name) COLLATE "C"`;
const SORT_COLUMNS = { lastName: LAST_NAME, createdAt: 'created_at', updatedAt: 'updated_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const AMBULATORY_LEVEL_IDS: readonly number[] = ambulatoryLevels.map((level) => level.id);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SEARCH = 100;

const absent = (raw: unknown): boolean => raw === undefined || raw === '';

const uuidParam = (raw: unknown, path: string, errors: FieldError[]): string | undefined => {
  if (absent(raw)) return undefined;
  if (typeof raw === 'string' && UUID.test(raw)) return raw.toLowerCase();
  errors.push({ path, message: 'must be a UUID' });
  return undefined;
};

const ambulatoryLevelParam = (raw: unknown, errors: FieldError[]): number | undefined => {
  if (absent(raw)) return undefined;
  const level = AMBULATORY_LEVEL_IDS.find((id) => String(id) === raw);
  if (level === undefined) errors.push({ path: 'ambulatoryLevel', message: `must be an ambulatory level id (${AMBULATORY_LEVEL_IDS.join(', ')})` });
  return level;
};

/** The words of the search, each a LIKE prefix pattern (its wildcards taken literally). */
const searchParam = (raw: unknown, errors: FieldError[]): string[] => {
  if (absent(raw)) return [];
  if (typeof raw !== 'string' || raw.length > MAX_SEARCH) {
    errors.push({ path: 'search', message: `must be a text of at most ${MAX_SEARCH} characters` });
    return [];
  }
  return raw
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => `${word.replace(/[\\%_]/g, (special) => `\\${special}`)}%`);
};

@ApiTags('patients')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/patients')
@UseGuards(SessionGuard)
export class ListPatientsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The patients the signed-in user may read, paged on the server.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'lastName:asc' }, description: 'lastName, createdAt or updatedAt, then :asc or :desc' })
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: MAX_SEARCH }, description: 'each word starts the first or the last name (case-insensitive)' })
  @ApiQuery({ name: 'agencyId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'partnerId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'ambulatoryLevel', required: false, schema: { type: 'integer', enum: [...AMBULATORY_LEVEL_IDS] } })
  @ApiQuery({ name: 'caregiverId', required: false, schema: { type: 'string', format: 'uuid' }, description: 'a member of the care team' })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<PatientSummaryAnswer>> {
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'lastName:asc', errors);
    const words = searchParam(query.search, errors);
    const equal = { agency_id: uuidParam(query.agencyId, 'agencyId', errors), partner_id: uuidParam(query.partnerId, 'partnerId', errors), ambulatory_level: ambulatoryLevelParam(query.ambulatoryLevel, errors) };
    const caregiverId = uuidParam(query.caregiverId, 'caregiverId', errors);
    throwIfInvalid(errors);

    const scope = patientScope(actor, 1);
    const params: unknown[] = [...scope.params];
    const conditions = [scope.sql];
    const parameter = (value: unknown): string => `$${params.push(value)}`;
    for (const [column, value] of Object.entries(equal)) if (value !== undefined) conditions.push(`${column} = ${parameter(value)}`);
    if (caregiverId !== undefined) conditions.push(`care_team @> ARRAY[${parameter(caregiverId)}::text]`);
    for (const word of words) {
      const pattern = parameter(word);
      conditions.push(`(${LAST_NAME} LIKE ${pattern} OR ${FIRST_NAME} LIKE ${pattern})`);
    }
    const where = conditions.join(' AND ');
    const direction = sortDirection.toUpperCase();
    const order = `${SORT_COLUMNS[sortField]} ${direction}, id ${direction}`;
    const pageOfRows = `ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
    // A name search sorts its matches: walking a sort index and filtering on a prefix may pass most
    // of the table before a page of matches (they all sit together), and the count reads every match anyway.
    const select =
      words.length > 0
        ? `WITH matched AS MATERIALIZED (SELECT ${PATIENT_COLUMNS} FROM patients WHERE ${where}) SELECT * FROM matched ${pageOfRows}`
        : `SELECT ${PATIENT_COLUMNS} FROM patients WHERE ${where} ${pageOfRows}`;
    const [rows, count] = await Promise.all([
      readModelRows(this.infrastructure, toPatientSummary, select, params),
      countMatches(this.infrastructure, 'patients', where, params),
    ]);
    const data = await withNames(this.infrastructure, rows, PATIENT_NAMES);
    return { data, ...count, page, pageSize };
  }
}
