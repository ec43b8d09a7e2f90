import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Product, type FieldError, type HubAnswer, type HubDetailAnswer, hubAnswer, hubDetailAnswer, pageAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { hubScope } from './hub-scope';
import { withNames, withNamesOf } from '../names/display-names';
import { HUB_COLUMNS, HUB_NAMES, readHub, toHubView } from './hub-view';
import { booleanParam, Conditions, oneOfParam, prefixPattern, textParam, uuidParam } from './query-params';

const SORT_COLUMNS = { name: 'name', city: 'city', capacity: 'capacity', createdAt: 'created_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
export const HUB_PRODUCT_IDS = [Product.SHARED_LIVING, Product.DAY_PROGRAM] as const;

@ApiTags('shared-living hubs')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/shared-living-hubs')
@UseGuards(SessionGuard)
export class SharedLivingHubsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'Shared-living and day-program hubs, paged; the list is at data.data for an axios caller.', description: 'Administrators every hub; agencies and partners read the homes they place people in; caregivers those their agency operates.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'name:asc' }, description: 'name, city, capacity or createdAt, then :asc or :desc' })
  @ApiQuery({ name: 'productId', required: false, schema: { type: 'integer', enum: [...HUB_PRODUCT_IDS] } })
  @ApiQuery({ name: 'active', required: false, schema: { type: 'boolean' } })
  @ApiQuery({ name: 'city', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string' }, description: 'Start of the hub name, any case.' })
  @ApiQuery({ name: 'clusterId', required: false, schema: { type: 'string', format: 'uuid' } })
  @Answers(pageAnswer(hubAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<HubAnswer>> {
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'name:asc', errors);
    const productId = oneOfParam(query.productId, 'productId', HUB_PRODUCT_IDS, errors);
    const active = booleanParam(query.active, 'active', errors);
    const city = textParam(query.city, 'city', errors);
    const search = textParam(query.search, 'search', errors);
    const clusterId = uuidParam(query.clusterId, 'clusterId', errors);
    throwIfInvalid(errors);
    const where = new Conditions(hubScope(actor, 1));
    where.add('product_id = ?', productId);
    where.add('active = ?', active);
    where.add('city = ?', city);
    where.add(`lower(name) LIKE ? ESCAPE '\\'`, search === undefined ? undefined : prefixPattern(search));
    where.add('id IN (SELECT hub_id FROM shared_living_cluster_hubs WHERE cluster_id = ?)', clusterId);
    const direction = sortDirection.toUpperCase();
    const [rows, count] = await Promise.all([
      readModelRows(this.infrastructure, toHubView,
        `SELECT ${HUB_COLUMNS} FROM shared_living_hubs WHERE ${where.sql}
         ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        where.params,
      ),
      countMatches(this.infrastructure, 'shared_living_hubs', where.sql, where.params),
    ]);
    const data = await withNames(this.infrastructure, rows, HUB_NAMES);
    return { data, ...count, page, pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One hub, with the clusters it belongs to.', description: 'Its address, capacity, lead, status and version; whoever may read the hub.' })
  @Answers(hubDetailAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<HubDetailAnswer> {
    const { db } = this.infrastructure;
    const hub = await withNamesOf(this.infrastructure, toHubView(await readHub(db, actor, id)), HUB_NAMES);
    const { rows } = await db.query<{ cluster_id: string }>('SELECT cluster_id FROM shared_living_cluster_hubs WHERE hub_id = $1 ORDER BY cluster_id', [id]);
    return { ...hub, clusterIds: rows.map((row) => row.cluster_id) };
  }
}
