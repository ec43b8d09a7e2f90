import { remindersAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FieldError, ReminderAnswer, ReminderState, RemindersAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import type { DriverInstant, StateRow } from '@careledger/storage';
import { countMatches, parseListQuery, readModelRows, throwIfInvalid } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames, type Unnamed } from '../names/display-names';
import { booleanParam, iso } from '../shared-living/query-params';

const REMINDER_NAMES = { patientId: 'patient' } as const;

type ReminderRow = Omit<StateRow<ReminderState | string, DriverInstant>, 'last_position'>;

const toReminder = (row: ReminderRow): Unnamed<ReminderAnswer, typeof REMINDER_NAMES> => {
  const reminder = typeof row.state === 'string' ? (JSON.parse(row.state) as ReminderState) : row.state;
  if (reminder.status === 'none') throw new Error(`reminders row ${row.id} holds no reminder`);
  return {
    id: row.id,
    source: reminder.source,
    sourceId: reminder.sourceId,
    patientId: reminder.patientId,
    title: reminder.title,
    dueAt: new Date(reminder.dueAt).toISOString(),
    readAt: reminder.status === 'read' ? new Date(reminder.readAt).toISOString() : null,
    version: row.version,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
};

@ApiTags('reminders')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class RemindersHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('reminders')
  @ApiOperation({
    summary:
      "The signed-in user's reminders (tasks and medication doses falling due within the hour), newest due first, with the patient's name; `unread` counts all of the user's unread ones, whatever the page.",
    description: 'A reminder is a notice to one person: this lists only your own. Mark one read with POST /api/reminders/{id}/mark-read.',
  })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'dueAt:desc' }, description: 'dueAt, then :asc or :desc' })
  @ApiQuery({ name: 'unread', required: false, schema: { type: 'boolean' }, description: 'true for the unread ones only' })
  @Answers(remindersAnswer, { refusals: refusalsOf.list })
  async mine(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<RemindersAnswer> {
    const errors: FieldError[] = [];
    const { page, pageSize, sortDirection } = parseListQuery(query, ['dueAt'], 'dueAt:desc', errors);
    const unreadOnly = booleanParam(query.unread, 'unread', errors) === true;
    throwIfInvalid(errors);
    const where = unreadOnly ? 'assignee_id = $1 AND read_at IS NULL' : 'assignee_id = $1';
    const direction = sortDirection.toUpperCase();
    const [rows, count, unread] = await Promise.all([
      readModelRows(
        this.infrastructure,
        toReminder,
        `SELECT id::text AS id, state, version, created_at, updated_at FROM reminders WHERE ${where}
          ORDER BY due_at ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        [actor.id],
      ),
      countMatches(this.infrastructure, 'reminders', where, [actor.id]),
      unreadOnly ? undefined : countMatches(this.infrastructure, 'reminders', 'assignee_id = $1 AND read_at IS NULL', [actor.id]),
    ]);
    const data = await withNames(this.infrastructure, rows, REMINDER_NAMES);
    return { data, total: count.total, unread: (unread ?? count).total, page, pageSize };
  }
}
