import { Controller, ForbiddenException, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { can, type AuditEventAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import type { Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames } from '../names/display-names';
import { AUDIT_COLUMNS, auditConditions, parseAuditQuery, toAuditEntry, type AuditRow } from './audit-query';
import { HISTORY_NAMES } from './record-history';
import { countRows } from '../http/list-query';

@ApiTags('audit')
@UseFilters(ErrorFilter)
@Controller('api/audit')
@UseGuards(SessionGuard)
export class AuditEventsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('events')
  @ApiOperation({
    summary: 'The global event log, filtered and paged, newest first (administrators only).',
    description: 'from and to bound each event\'s occurredAt (when it happened, as the history\'s asOf does), both inclusive.',
  })
  @ApiQuery({ name: 'stream', required: false, description: 'Exact stream id, e.g. patient-<uuid>.' })
  @ApiQuery({ name: 'category', required: false, description: 'Stream category, the prefix before the first dash, e.g. patient.' })
  @ApiQuery({ name: 'type', required: false, description: 'Event type, e.g. PatientRegistered.' })
  @ApiQuery({ name: 'actor', required: false, schema: { type: 'string', format: 'uuid' }, description: 'The acting user\'s id.' })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date-time' }, description: 'occurredAt at or after this instant.' })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date-time' }, description: 'occurredAt at or before this instant.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', enum: ['position:desc', 'position:asc'], default: 'position:desc' } })
  @ApiResponse({ status: 200, description: '{ data: [{ globalPosition, streamId, streamVersion, type, data, actorId, actorName, actorRole, occurredAt, recordedAt, correlationId, causationId }], total, page, pageSize }' })
  @ApiResponse({ status: 400, description: '{ message, errors: [{ path, message }] }: a parameter breaks its rule.' })
  @ApiResponse({ status: 403, description: 'Administrators only.' })
  async events(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<AuditEventAnswer>> {
    if (!can(actor, 'audit.read')) throw new ForbiddenException({ message: 'Only administrators may explore the audit log.' });
    const audit = parseAuditQuery(query);
    const where = auditConditions(audit);
    const db = this.infrastructure.db;
    const count = await countRows(db, 'events', where.sql, where.params);
    const direction = audit.sortDirection === 'asc' ? 'ASC' : 'DESC';
    const { rows } = await db.query<AuditRow>(
      `SELECT ${AUDIT_COLUMNS} FROM events WHERE ${where.sql} ORDER BY global_position ${direction}
       LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
      [...where.params, audit.pageSize, (audit.page - 1) * audit.pageSize],
    );
    const data = await withNames(this.infrastructure, rows.map(toAuditEntry), HISTORY_NAMES);
    return { data, ...count, page: audit.page, pageSize: audit.pageSize };
  }
}
