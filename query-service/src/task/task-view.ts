import { taskStateOf, type TaskAggregateState, type TaskRecurrence, type TaskStateId } from '@careledger/domain';
import type { DriverInstant, StateRow } from '@careledger/storage';
import { iso } from '../shared-living/query-params';

export const TASK_COLUMNS = 'id, state, version, created_at, updated_at';

/** A `tasks` row as the queries select it (`TASK_COLUMNS`); a driver may hand `state` back as text. */
export type TaskRecord = Omit<StateRow<TaskAggregateState | string, DriverInstant>, 'last_position'>;

export interface TaskView {
  id: string;
  patientId: string;
  title: string;
  description: string | null;
  /** The due date of the current occurrence, YYYY-MM-DD. */
  dueDate: string;
  /** SPEC.md section 4: 0 not completed, 1 completed, 2 not required. */
  state: TaskStateId;
  completedOn: string | null;
  recurrence: TaskRecurrence | null;
  /** 1 for the first occurrence, one more each time a recurring task came due again. */
  occurrence: number;
  assigneeId: string | null;
  createdBy: string;
  /** The `expectedVersion` of the next command on this task. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const toTaskView = (record: TaskRecord): TaskView => {
  const task = typeof record.state === 'string' ? (JSON.parse(record.state) as TaskAggregateState) : record.state;
  if (task.status === 'none') throw new Error(`tasks row ${record.id} holds no task`);
  return {
    id: record.id,
    patientId: task.patientId,
    title: task.title,
    description: task.description,
    dueDate: task.dueDate,
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
