import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { taskStates, type FieldError, type TaskAnswer, taskAnswer, pageAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type ListReads, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { dayRangeParams } from '../http/day-range';
import { assertPatientRecordsReadable } from '../medication/patient-read-access';
import { Conditions, assertUuid, oneOfParam, uuidParam } from '../shared-living/query-params';
import { taskScope } from './task-scope';
import { withNames } from '../names/display-names';
import { TASK_COLUMNS, TASK_NAMES, toTaskView } from './task-view';

const SORT_COLUMNS = { dueDate: 'due_date', updatedAt: 'updated_at', createdAt: 'created_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STATE_IDS: readonly number[] = taskStates.map((state) => state.id);
const DUE_RANGE = { from: 'dueFrom', to: 'dueTo' };

interface TaskFilters {
  query: Record<string, unknown>;
  where: Conditions;
  /** The list of everything the user may read takes a `patientId` filter; a patient's own list is already one patient's. */
  patientFilter?: boolean;
}

/** Parses the filters every task list shares into `where`; 400 naming each bad one. */
const pageOfTasks = async (reads: ListReads, { query, where, patientFilter = false }: TaskFilters): Promise<Page<TaskAnswer>> => {
  const errors: FieldError[] = [];
  const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'dueDate:asc', errors);
  const state = oneOfParam(query.state, 'state', STATE_IDS, errors);
  const due = dayRangeParams(query, errors, DUE_RANGE);
  const assigneeId = uuidParam(query.assigneeId, 'assigneeId', errors);
  const patientId = patientFilter ? uuidParam(query.patientId, 'patientId', errors) : undefined;
  throwIfInvalid(errors);
  where.add('task_state = ?', state);
  where.add('due_date >= ?::date', due.from);
  where.add('due_date <= ?::date', due.to);
  where.add('assignee_id = ?', assigneeId);
  where.add('patient_id = ?', patientId);
  const direction = sortDirection.toUpperCase();
  const [rows, count] = await Promise.all([
    readModelRows(reads, toTaskView,
      `SELECT ${TASK_COLUMNS} FROM tasks WHERE ${where.sql} ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      where.params,
    ),
    countMatches(reads, 'tasks', where.sql, where.params),
  ]);
  const data = await withNames(reads, rows, TASK_NAMES);
  return { data, ...count, page, pageSize };
};

const listQueries = [
  ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
  ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } }),
  ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'dueDate:asc' }, description: 'dueDate, updatedAt or createdAt, then :asc or :desc' }),
  ApiQuery({ name: 'state', required: false, schema: { type: 'integer', enum: [...STATE_IDS] }, description: '0 not completed, 1 completed, 2 not required' }),
  ApiQuery({ name: 'dueFrom', required: false, schema: { type: 'string', format: 'date' }, description: 'due on or after this day' }),
  ApiQuery({ name: 'dueTo', required: false, schema: { type: 'string', format: 'date' }, description: 'due on or before this day' }),
  ApiQuery({ name: 'assigneeId', required: false, schema: { type: 'string', format: 'uuid' } }),
];
const documentedAsList = (): MethodDecorator => (target, key, descriptor) => {
  for (const decorator of listQueries) decorator(target, key, descriptor);
};

@ApiTags('tasks')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class TasksHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('patients/:id/tasks')
  @ApiOperation({ summary: "A patient's tasks (the current occurrence of each), paged, for anyone who may read the patient.", description: 'Task state 0 not completed, 1 completed, 2 not required; a recurring task shows its current occurrence.' })
  @ApiParam({ name: 'id', description: 'the patient id', schema: { type: 'string', format: 'uuid' } })
  @documentedAsList()
  @Answers(pageAnswer(taskAnswer), { refusals: refusalsOf.record })
  async forPatient(@CurrentActor() actor: Actor, @Param('id') patientId: string, @Query() query: Record<string, unknown>): Promise<Page<TaskAnswer>> {
    assertUuid(patientId, 'id', 'patient');
    const id = patientId.toLowerCase();
    await assertPatientRecordsReadable(this.infrastructure.db, actor, id, 'task.read', 'tasks');
    return pageOfTasks(this.infrastructure, { query, where: new Conditions({ sql: 'patient_id = $1', params: [id] }) });
  }

  @Get('tasks')
  @ApiOperation({ summary: 'Every task the signed-in user may read: of the patients they may read, and for a caregiver also the tasks assigned to them.', description: 'Filtered as the parameters list; a recurring task shows its current occurrence.' })
  @documentedAsList()
  @ApiQuery({ name: 'patientId', required: false, schema: { type: 'string', format: 'uuid' }, description: "one patient's tasks among those the user may read (a caregiver reaches the ones assigned to her)" })
  @Answers(pageAnswer(taskAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<TaskAnswer>> {
    return pageOfTasks(this.infrastructure, { query, where: new Conditions(taskScope(actor, 1)), patientFilter: true });
  }
}
