import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { can, type FieldError, type ClusterAnswer, type ClusterDetailAnswer, clusterAnswer, clusterDetailAnswer, pageAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { hubScope } from './hub-scope';
import { withNames } from '../names/display-names';
import { HUB_COLUMNS, HUB_NAMES, toHubView, type HubRow } from './hub-view';
import { assertUuid, Conditions, iso, prefixPattern, textParam, uuidParam } from './query-params';
import type { ClusterRow as StoredClusterRow, DriverInstant, SqlExecutor } from '@careledger/storage';


/** A `shared_living_clusters` row with its hubs in order, as the queries select it. */
type ClusterRow = Omit<StoredClusterRow<DriverInstant>, 'created_by' | 'last_position'> & { hub_ids: string[] | null };

const toView = (row: ClusterRow): ClusterAnswer => ({
  id: row.id,
  name: row.name,
  hubIds: row.hub_ids ?? [],
  version: Number(row.version),
  createdAt: iso(row.created_at) ?? '',
  updatedAt: iso(row.updated_at) ?? '',
});

const COLUMNS = `c.id, c.name, c.version, c.created_at, c.updated_at,
  ARRAY(SELECT m.hub_id::text FROM shared_living_cluster_hubs m WHERE m.cluster_id = c.id ORDER BY m.position) AS hub_ids`;
const SORT_COLUMNS = { name: 'c.name', createdAt: 'c.created_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

/** Cluster policy `cluster.read`: no cluster is anyone's own, so the role alone decides. */
const assertMayRead = (actor: Actor): void => {
  if (!can(actor, 'cluster.read')) throw new ForbiddenException({ message: 'You may not see shared-living clusters.' });
};

/** A cluster the actor may read: 400 malformed id, 403 a role that reads no cluster, 404 unknown. */
export const assertClusterReadable = async (db: SqlExecutor, actor: Actor, id: string): Promise<void> => {
  assertUuid(id, 'clusterId', 'cluster');
  assertMayRead(actor);
  const { rows } = await db.query('SELECT 1 FROM shared_living_clusters WHERE id = $1', [id]);
  if (rows.length === 0) throw new NotFoundException({ message: `No shared-living cluster has the id ${id}.` });
};

@ApiTags('shared-living clusters')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/shared-living-clusters')
@UseGuards(SessionGuard)
export class SharedLivingClustersHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'Clusters of hubs, paged, each with the ids of its hubs.', description: 'Administrators form clusters; agencies and partners read them.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'name:asc' }, description: 'name or createdAt, then :asc or :desc' })
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string' }, description: 'Start of the cluster name, any case.' })
  @ApiQuery({ name: 'hubId', required: false, schema: { type: 'string', format: 'uuid' }, description: 'Clusters holding this hub.' })
  @Answers(pageAnswer(clusterAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<ClusterAnswer>> {
    assertMayRead(actor);
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'name:asc', errors);
    const search = textParam(query.search, 'search', errors);
    const hubId = uuidParam(query.hubId, 'hubId', errors);
    throwIfInvalid(errors);
    const where = new Conditions({ sql: 'TRUE', params: [] });
    where.add(`lower(c.name) LIKE ? ESCAPE '\\'`, search === undefined ? undefined : prefixPattern(search));
    where.add('c.id IN (SELECT cluster_id FROM shared_living_cluster_hubs WHERE hub_id = ?)', hubId);
    const direction = sortDirection.toUpperCase();
    const [data, count] = await Promise.all([
      readModelRows(this.infrastructure, toView,
        `SELECT ${COLUMNS} FROM shared_living_clusters c WHERE ${where.sql}
         ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, c.id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        where.params,
      ),
      countMatches(this.infrastructure, 'shared_living_clusters c', where.sql, where.params),
    ]);
    return { data, ...count, page, pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One cluster with its hubs (the ones the reader may see).', description: 'Administrators, agencies and partners; the cluster’s notes are at /api/shared-living-clusters/{id}/notes/{isDraft}.' })
  @Answers(clusterDetailAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ClusterDetailAnswer> {
    assertUuid(id, 'id', 'cluster');
    assertMayRead(actor);
    const { db } = this.infrastructure;
    const { rows } = await db.query<ClusterRow>(`SELECT ${COLUMNS} FROM shared_living_clusters c WHERE c.id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new NotFoundException({ message: `No shared-living cluster has the id ${id}.` });
    const readable = hubScope(actor, 2);
    const hubs = await db.query<HubRow>(
      `SELECT ${HUB_COLUMNS.split(', ').map((name) => `h.${name}`).join(', ')} FROM shared_living_cluster_hubs m
       JOIN shared_living_hubs h ON h.id = m.hub_id WHERE m.cluster_id = $1 AND ${readable.sql} ORDER BY m.position`,
      [id, ...readable.params],
    );
    return { ...toView(row), hubs: await withNames(this.infrastructure, hubs.rows.map(toHubView), HUB_NAMES) };
  }
}
