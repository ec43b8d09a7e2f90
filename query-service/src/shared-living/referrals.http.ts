import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { can, type ReferralAnswer, referralAnswer, pageAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import type { Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames, withNamesOf } from '../names/display-names';
import { assertUuid } from './query-params';
import { parseReferralListRequest, REFERRAL_STATUS_IDS as STATUS_IDS } from './referral-list-request';
import { REFERRAL_COLUMNS, REFERRAL_NAMES, referralFactsOfRecord, toReferralView, type ReferralRecord } from './referral-view';
import { sqlReferralPage } from './sql-referral-page';

@ApiTags('referrals')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/referrals')
@UseGuards(SessionGuard)
export class ReferralsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The shared-living referrals the signed-in user may see, paged.', description: 'Administrators every referral; partners their partner’s; agency staff those of patients they serve; families those of their patients; caregivers none. Status 1 OPEN, 2 HOLD, 3 CLOSED.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'openedOn:desc' }, description: 'openedOn, updatedAt or status, then :asc or :desc' })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'integer', enum: STATUS_IDS } })
  @ApiQuery({ name: 'partnerId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'hubId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'patientId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date' }, description: 'Opened on or after this day.' })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date' }, description: 'Opened on or before this day.' })
  @Answers(pageAnswer(referralAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<ReferralAnswer>> {
    const request = parseReferralListRequest(query);
    const { mongo } = this.infrastructure;
    const { rows, ...count } = mongo ? await mongo.referrals.page(actor, request) : await sqlReferralPage(this.infrastructure, actor, request);
    const data = await withNames(this.infrastructure, rows, REFERRAL_NAMES);
    return { data, ...count, page: request.page, pageSize: request.pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One referral with every milestone date.', description: 'Hospital admission and discharge, on-site visit, approved, accepted, move-in and move-out (null until recorded), the close reason and discharge date once closed; whoever may read the referral.' })
  @Answers(referralAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ReferralAnswer> {
    assertUuid(id, 'id', 'referral');
    const row = await this.load(id.toLowerCase());
    if (!row) throw new NotFoundException({ message: `No referral has the id ${id}.` });
    if (!can(actor, 'referral.read', referralFactsOfRecord(row))) throw new ForbiddenException({ message: 'You may not see this referral.' });
    return withNamesOf(this.infrastructure, toReferralView(row), REFERRAL_NAMES);
  }

  private async load(id: string): Promise<ReferralRecord | null> {
    const { mongo, db } = this.infrastructure;
    if (mongo) return mongo.referrals.referral(id);
    const { rows } = await db.query<ReferralRecord>(`SELECT ${REFERRAL_COLUMNS} FROM referrals WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }
}
