import { hubEventAnswer, pageAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FieldError, HubEventAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { readHub } from './hub-view';
import { booleanParam, Conditions, instantParam, iso } from './query-params';
import type { DriverInstant, HubEventRow as StoredHubEventRow } from '@careledger/storage';


/** A `hub_events` row as the calendar selects it. */
type HubEventRow = Omit<StoredHubEventRow<DriverInstant>, 'created_at' | 'updated_at' | 'last_position'>;

const toView = (row: HubEventRow): HubEventAnswer => ({
  eventId: row.event_id,
  hubId: row.hub_id,
  title: row.title,
  description: row.description,
  startsAt: iso(row.starts_at) ?? '',
  endsAt: iso(row.ends_at) ?? '',
  status: row.status,
  cancelReason: row.cancel_reason,
});

@ApiTags('shared-living hubs')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/hub')
@UseGuards(SessionGuard)
export class HubEventsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get(':hubId/hub-events')
  @ApiOperation({ summary: "A hub's calendar: upcoming events first (soonest first), then past ones (latest first).", description: 'SPEC.md’s hub-events call; whoever may read the hub.' })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date-time' }, description: 'Events ending at or after this instant.' })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date-time' }, description: 'Events starting before this instant.' })
  @ApiQuery({ name: 'includeCancelled', required: false, schema: { type: 'boolean', default: false } })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @Answers(pageAnswer(hubEventAnswer), { refusals: refusalsOf.record })
  async list(@CurrentActor() actor: Actor, @Param('hubId') hubId: string, @Query() query: Record<string, unknown>): Promise<Page<HubEventAnswer>> {
    const errors: FieldError[] = [];
    const { page, pageSize } = parseListQuery({ ...query, sort: undefined }, ['startsAt'], 'startsAt:asc', errors);
    const from = instantParam(query.from, 'from', errors);
    const to = instantParam(query.to, 'to', errors);
    const includeCancelled = booleanParam(query.includeCancelled, 'includeCancelled', errors) ?? false;
    if (from && to && Date.parse(from) > Date.parse(to)) errors.push({ path: 'to', message: 'must not be before from' });
    throwIfInvalid(errors);
    await readHub(this.infrastructure.db, actor, hubId, 'hubId');
    const where = new Conditions({ sql: 'hub_id = $1', params: [hubId] });
    where.add('ends_at >= ?::timestamptz', from);
    where.add('starts_at < ?::timestamptz', to);
    if (!includeCancelled) where.add('status = ?', 'active');
    const [data, count] = await Promise.all([
      readModelRows(this.infrastructure, toView,
        `SELECT event_id, hub_id, title, description, starts_at, ends_at, status, cancel_reason FROM hub_events WHERE ${where.sql}
         ORDER BY (ends_at < now()), CASE WHEN ends_at >= now() THEN starts_at END ASC, starts_at DESC, event_id
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        where.params,
      ),
      countMatches(this.infrastructure, 'hub_events', where.sql, where.params),
    ]);
    return { data, ...count, page, pageSize };
  }
}
