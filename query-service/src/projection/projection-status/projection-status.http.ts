import { ApiOperation } from '@nestjs/swagger';
import { Controller, ForbiddenException, Get, Inject, UseFilters, UseGuards } from '@nestjs/common';
import { can, type ProjectionStatusListAnswer, type RebuildStatus, projectionStatusListAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../../infrastructure';
import { ReadsNoReadModel } from '../../http/min-position.guard';

interface ProjectionRow {
  name: string;
  position: number | string;
  rebuild_status: RebuildStatus | null;
  rebuild_position: number | string | null;
  rebuild_head: number | string | null;
  started_at: Date | null;
  finished_at: Date | null;
  error: string | null;
  failure_message: string | null;
  failed_position: number | string | null;
  failed_event_type: string | null;
}

const iso = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Lag is counted by the store (positions need not be dense, so `head - position` counts nothing
 * in KurrentDB, where counting means reading): exact on the SQL stores, at most this elsewhere.
 */
const LAG_COUNTED_UP_TO = 10_000;

/** Each read model: how far it has read, how far behind it is, and its last rebuild's progress. */
@UseFilters(ErrorFilter)
@ReadsNoReadModel()
@Controller('api/admin/projections')
@UseGuards(SessionGuard)
export class ProjectionStatusHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The read models and how far each has read the log.', description: 'Administrators only. Each read model with its checkpoint position, its lag behind the log’s head and a rebuild’s progress (POST /api/admin/projections/{name}/rebuild).' })
  @Answers(projectionStatusListAnswer, { description: 'Administrators only.', refusals: refusalsOf.restricted })
  async list(@CurrentActor() actor: Actor): Promise<ProjectionStatusListAnswer> {
    if (!can(actor, 'projection.read')) throw new ForbiddenException({ message: 'Only administrators may see the read models.' });
    const head = await this.infrastructure.eventStore.headPosition();
    const { rows } = await this.infrastructure.db.query<ProjectionRow>(
      `SELECT c.projector AS name, c.position, r.status AS rebuild_status, r.position AS rebuild_position,
              r.head AS rebuild_head, r.started_at, r.finished_at, r.error,
              f.message AS failure_message, f.position AS failed_position, f.event_type AS failed_event_type
       FROM checkpoints c
       LEFT JOIN projection_rebuilds r ON r.projector = c.projector
       LEFT JOIN projection_failures f ON f.projector = c.projector
       ORDER BY c.projector`,
    );
    rows.push(...(await this.mongoRows()));
    const positions = [...new Set(rows.map((row) => Number(row.position)))];
    const lags = new Map(await Promise.all(positions.map(async (position) => [position, await this.infrastructure.eventStore.countAfter(position, LAG_COUNTED_UP_TO)] as const)));
    return {
      head,
      data: rows.map((row) => ({
        name: row.name,
        position: Number(row.position),
        lag: lags.get(Number(row.position)) ?? 0,
        lastError: row.failure_message,
        failedPosition: row.failed_position === null ? null : Number(row.failed_position),
        failedEventType: row.failed_event_type,
        rebuild:
          row.rebuild_status === null
            ? null
            : {
                status: row.rebuild_status,
                position: Number(row.rebuild_position),
                head: Number(row.rebuild_head),
                startedAt: iso(row.started_at),
                finishedAt: iso(row.finished_at),
                error: row.error,
              },
      })),
    };
  }

  /** The read models MongoDB keeps (MONGODB_URL), each with its failure; they are rebuilt in place, never by request. */
  private async mongoRows(): Promise<ProjectionRow[]> {
    const checkpoints = (await this.infrastructure.mongo?.checkpoints()) ?? [];
    if (checkpoints.length === 0) return [];
    const { rows: failures } = await this.infrastructure.db.query<Pick<ProjectionRow, 'failure_message' | 'failed_position' | 'failed_event_type'> & { projector: string }>(
      'SELECT projector, message AS failure_message, position AS failed_position, event_type AS failed_event_type FROM projection_failures WHERE projector = ANY($1)',
      [checkpoints.map((checkpoint) => checkpoint.name)],
    );
    const failureOf = new Map(failures.map(({ projector, ...failure }) => [projector, failure]));
    return checkpoints.map(({ name, position }) => ({
      name,
      position,
      rebuild_status: null,
      rebuild_position: null,
      rebuild_head: null,
      started_at: null,
      finished_at: null,
      error: null,
      failure_message: null,
      failed_position: null,
      failed_event_type: null,
      ...failureOf.get(name),
    }));
  }
}
