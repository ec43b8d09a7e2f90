import { Controller, ForbiddenException, Get, Inject, Query, ServiceUnavailableException, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { can, type AuditEventAnswer, auditEventAnswer, pageAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import type { Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames } from '../names/display-names';
import { parseAuditQuery, toAuditEntry } from './audit-query';
import { HISTORY_NAMES } from './record-history';
import { sqlAuditPage } from './sql-audit-page';
import { AUDIT_LOG_UNAVAILABLE, auditLogSource } from './audit-log-source';

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
  @ApiQuery({ name: 'stream', required: false, description: "Exact stream id, e.g. patient-<uuid>; a note's stream brings its view log (note-<uuid>: noteview-<uuid> too)." })
  @ApiQuery({ name: 'category', required: false, description: 'Stream category, the prefix before the first dash, e.g. patient; note and hubnote bring their view logs (noteview, hubnoteview).' })
  @ApiQuery({ name: 'type', required: false, description: 'Event type, e.g. PatientRegistered.' })
  @ApiQuery({ name: 'actor', required: false, schema: { type: 'string', format: 'uuid' }, description: 'The acting user\'s id.' })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date-time' }, description: 'occurredAt at or after this instant.' })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date-time' }, description: 'occurredAt at or before this instant.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', enum: ['position:desc', 'position:asc'], default: 'position:desc' } })
  @Answers(pageAnswer(auditEventAnswer), { description: 'Administrators only. 503 also when the events are in EventStoreDB and this service has no MongoDB (MONGODB_URL) to read the audit log from.', refusals: refusalsOf.restricted })
  async events(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<AuditEventAnswer>> {
    if (!can(actor, 'audit.read')) throw new ForbiddenException({ message: 'Only administrators may explore the audit log.' });
    const audit = parseAuditQuery(query);
    const { mongo, db, eventStore } = this.infrastructure;
    const source = auditLogSource(eventStore.engine, mongo !== undefined);
    if (source === 'unavailable') throw new ServiceUnavailableException({ message: AUDIT_LOG_UNAVAILABLE });
    const { rows, ...count } = mongo ? await mongo.audit.page(audit) : await sqlAuditPage(db, audit);
    const data = await withNames(this.infrastructure, rows.map(toAuditEntry), HISTORY_NAMES);
    return { data, ...count, page: audit.page, pageSize: audit.pageSize };
  }
}
