import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { can, referralStatuses, type FieldError, type ReferralAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { assertUuid, Conditions, oneOfParam, uuidParam } from './query-params';
import { dayRangeParams } from '../http/day-range';
import { referralScope } from './referral-scope';
import { withNames, withNamesOf } from '../names/display-names';
import { REFERRAL_COLUMNS, REFERRAL_NAMES, toReferralView, type ReferralRow } from './referral-view';

const SORT_COLUMNS = { openedOn: 'opened_on', updatedAt: 'updated_at', status: 'status' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STATUS_IDS = referralStatuses.map((status) => status.id);

@ApiTags('referrals')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/referrals')
@UseGuards(SessionGuard)
export class ReferralsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The shared-living referrals the signed-in user may see, paged.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'openedOn:desc' }, description: 'openedOn, updatedAt or status, then :asc or :desc' })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'integer', enum: STATUS_IDS } })
  @ApiQuery({ name: 'partnerId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'hubId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'patientId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date' }, description: 'Opened on or after this day.' })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date' }, description: 'Opened on or before this day.' })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<ReferralAnswer>> {
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'openedOn:desc', errors);
    const status = oneOfParam(query.status, 'status', STATUS_IDS, errors);
    const partnerId = uuidParam(query.partnerId, 'partnerId', errors);
    const hubId = uuidParam(query.hubId, 'hubId', errors);
    const patientId = uuidParam(query.patientId, 'patientId', errors);
    const { from, to } = dayRangeParams(query, errors);
    throwIfInvalid(errors);
    const where = new Conditions(referralScope(actor, 1));
    where.add('status = ?', status);
    where.add('partner_id = ?', partnerId);
    where.add('hub_id = ?', hubId);
    where.add('patient_id = ?', patientId);
    where.add('opened_on >= ?::date', from);
    where.add('opened_on <= ?::date', to);
    const direction = sortDirection.toUpperCase();
    const [rows, count] = await Promise.all([
      readModelRows(this.infrastructure, toReferralView,
        `SELECT ${REFERRAL_COLUMNS} FROM referrals WHERE ${where.sql}
         ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        where.params,
      ),
      countMatches(this.infrastructure, 'referrals', where.sql, where.params),
    ]);
    const data = await withNames(this.infrastructure, rows, REFERRAL_NAMES);
    return { data, ...count, page, pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One referral with every milestone date.' })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ReferralAnswer> {
    assertUuid(id, 'id', 'referral');
    const { rows } = await this.infrastructure.db.query<ReferralRow>(`SELECT ${REFERRAL_COLUMNS} FROM referrals WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new NotFoundException({ message: `No referral has the id ${id}.` });
    const patient = { patientId: row.patient_id, agencyId: row.patient_agency_id, partnerId: null, careTeam: [], createdBy: row.patient_created_by };
    if (!can(actor, 'referral.read', { partnerId: row.partner_id, patientId: row.patient_id, patient })) {
      throw new ForbiddenException({ message: 'You may not see this referral.' });
    }
    return withNamesOf(this.infrastructure, toReferralView(row), REFERRAL_NAMES);
  }
}
