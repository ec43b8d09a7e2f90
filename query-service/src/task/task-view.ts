import { taskStateOf, type TaskAggregateState, type TaskAnswer } from '@careledger/domain';
import type { DriverInstant, StateRow } from '@careledger/storage';
import type { Unnamed } from '../names/display-names';
import { iso } from '../shared-living/query-params';

export const TASK_COLUMNS = 'id, state, version, created_at, updated_at';

/** A `tasks` row as the queries select it (`TASK_COLUMNS`); a driver may hand `state` back as text. */
export type TaskRecord = Omit<StateRow<TaskAggregateState | string, DriverInstant>, 'last_position'>;

/** The ids a task names, and what each points at: the assignee is a caregiver's login. */
export const TASK_NAMES = { patientId: 'patient', assigneeId: 'user', createdBy: 'user' } as const;

/** A task before its names are looked up (`withNames`). */
export type TaskView = Unnamed<TaskAnswer, typeof TASK_NAMES>;

export const toTaskView = (record: TaskRecord): TaskView => {
  const task = typeof record.state === 'string' ? (JSON.parse(record.state) as TaskAggregateState) : record.state;
  if (task.status === 'none') throw new Error(`tasks row ${record.id} holds no task`);
  return {
    id: record.id,
    patientId: task.patientId,
    title: task.title,
    description: task.description,
    dueDate: task.dueDate,
    // Rows folded before tasks had a time hold none.
    dueTime: task.dueTime ?? null,
    state: taskStateOf(task),
    completedOn: task.status === 'completed' ? task.completedOn : null,
    recurrence: task.recurrence,
    occurrence: task.occurrence,
    assigneeId: task.assigneeId,
    createdBy: task.createdBy,
    version: record.version,
    createdAt: iso(record.created_at) ?? '',
    updatedAt: iso(record.updated_at) ?? '',
  };
};
