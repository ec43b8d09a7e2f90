import { evolveTask, initialTaskState, taskEventTypes, taskStateOf, type TaskAggregateState, type TaskEvent } from '@careledger/domain';
import { stateProjector } from '../engine/state-projector';

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const TASKS_SCHEMA_VERSION = 1;

/** DDL of `tasks`: lists are one patient's or the whole work queue, by due date. */
export const taskTables = (suffix: string): string => {
  const t = `tasks${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${t} (
      id uuid PRIMARY KEY,
      patient_id text NOT NULL,
      task_state smallint NOT NULL,
      due_date date NOT NULL,
      assignee_id text,
      state jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t}_patient_due_idx ON ${t} (patient_id, due_date, id);
    CREATE INDEX IF NOT EXISTS ${t}_due_idx ON ${t} (due_date, id);
    CREATE INDEX IF NOT EXISTS ${t}_assignee_due_idx ON ${t} (assignee_id, due_date, id);`;
};

/** One row per task: the current occurrence's state (0/1/2) and due date, everything else in `state`. */
export const taskProjector = stateProjector<TaskAggregateState, TaskEvent>({
  name: 'tasks',
  version: TASKS_SCHEMA_VERSION,
  table: 'tasks',
  eventTypes: taskEventTypes,
  creationType: 'TaskCreated',
  idOf: (event) => event.data.taskId,
  initial: initialTaskState,
  evolve: evolveTask,
  exists: (state) => state.status !== 'none',
  columns: (state) =>
    state.status === 'none' ? {} : { patient_id: state.patientId, task_state: taskStateOf(state), due_date: state.dueDate, assignee_id: state.assigneeId },
  createTables: taskTables,
});
