import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { TaskCommand } from './commands';
import { allowedTaskActions, taskActions } from './actions';
import { taskDecider } from './decider';
import type { TaskCreated, TaskEvent } from './events';
import type { TaskRecurrence } from './recurrence';
import { taskStateOf, type ExistingTask } from './state';

const spec = deciderSpec(taskDecider);
const taskId = '7c1d2c3b-4a59-4e68-8d7c-0b1a2c3d4e5f';
const patientId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const CAREGIVER = 'caregiver-1';
// Late in the evening of 10 May in New York is already 11 May in UTC.
const metadata: CommandMetadata = { commandId: 'c', correlationId: 'c', actorId: 'staff-1', actorRole: Role.AGENCY, now: '2024-05-10T21:30:00-04:00' };
const TODAY = '2024-05-11';

const monthlyOn31: TaskRecurrence = { type: 1, dayOfMonth: 31 };
const listed: TaskRecurrence = { type: 4, dates: ['2024-05-20', '2024-06-03'] };

const created = (overrides: Partial<TaskCreated['data']> = {}): TaskEvent => ({
  type: 'TaskCreated',
  data: { taskId, patientId, title: 'Weigh the patient', description: null, dueDate: '2024-05-09', recurrence: null, assigneeId: CAREGIVER, createdBy: 'staff-1', ...overrides },
});
const completedOn = (dueDate: string, on: string): TaskEvent => ({ type: 'TaskCompleted', data: { taskId, dueDate, completedOn: on, completedBy: 'staff-1' } });
const recurred = (previousDueDate: string, dueDate: string): TaskEvent => ({ type: 'TaskRecurred', data: { taskId, dueDate, previousDueDate } });
const markedNotRequired = (dueDate: string, endsRecurrence = false, reason: string | null = null): TaskEvent => ({
  type: 'TaskMarkedNotRequired',
  data: { taskId, dueDate, reason, markedBy: 'staff-1', endsRecurrence },
});

const command = <C extends TaskCommand>(type: C['type'], data: Omit<C['data'], 'taskId'>): TaskCommand => ({ type, data: { taskId, ...data }, metadata }) as TaskCommand;
const complete = (on: string | null = null) => command('CompleteTask', { on });
const markNotRequired = (endRecurrence = false, reason: string | null = null) => command('MarkTaskNotRequired', { reason, endRecurrence });
const reopen = command('ReopenTask', {});
const reschedule = (dueDate: string) => command('RescheduleTask', { dueDate });
const assign = (assigneeId: string | null) => command('AssignTask', { assigneeId });

describe('creating a task', () => {
  it('creates it open, due on its date, by the actor', () => {
    const data = { patientId, title: 'Weigh the patient', description: 'Morning, before breakfast', dueDate: '2024-05-31', recurrence: monthlyOn31, assigneeId: null };
    spec.given([]).when(command('CreateTask', data)).then([{ type: 'TaskCreated', data: { taskId, ...data, createdBy: 'staff-1' } }]);
  });

  it('refuses to create the same task twice', () => {
    spec.given([created()]).when(command('CreateTask', { patientId, title: 'x', description: null, dueDate: TODAY, recurrence: null, assigneeId: null })).thenFails('task_already_exists', 'conflict');
  });
});

describe('completing a task', () => {
  it('completes a one-off task today (UTC) unless told the day', () => {
    spec.given([created()]).when(complete()).then([completedOn('2024-05-09', TODAY)]);
    spec.given([created()]).when(complete('2024-05-08')).then([completedOn('2024-05-09', '2024-05-08')]);
  });

  it('allows the day after today (where the client lives it may be today), not later', () => {
    spec.given([created()]).when(complete('2024-05-12')).then([completedOn('2024-05-09', '2024-05-12')]);
    const error = spec.given([created()]).when(complete('2024-05-13')).thenFails('validation_failed', 'validation');
    expect(error.errors).toEqual([{ path: 'on', message: 'must not be later than today' }]);
  });

  it('makes the next occurrence of a recurring task due, keeping the day of the month', () => {
    spec.given([created({ dueDate: '2024-01-31', recurrence: monthlyOn31 })]).when(complete('2024-01-31')).then([completedOn('2024-01-31', '2024-01-31'), recurred('2024-01-31', '2024-02-29')]);
    const history = [created({ dueDate: '2024-01-31', recurrence: monthlyOn31 }), completedOn('2024-01-31', '2024-01-31'), recurred('2024-01-31', '2024-02-29')];
    spec.given(history).when(complete('2024-02-29')).then([completedOn('2024-02-29', '2024-02-29'), recurred('2024-02-29', '2024-03-31')]);
    expect(fold(taskDecider, history)).toMatchObject({ status: 'open', dueDate: '2024-02-29', occurrence: 2 });
  });

  it('skips the occurrences that passed while it was overdue', () => {
    spec
      .given([created({ dueDate: '2024-01-01', recurrence: { type: 2 } })])
      .when(complete('2024-03-15'))
      .then([completedOn('2024-01-01', '2024-03-15'), recurred('2024-01-01', '2024-04-01')]);
  });

  it('ends a listed series after its last date', () => {
    const history = [created({ dueDate: '2024-05-06', recurrence: listed }), completedOn('2024-05-06', '2024-05-06'), recurred('2024-05-06', '2024-05-20')];
    spec.given(history).when(complete('2024-05-10')).then([completedOn('2024-05-20', '2024-05-10'), recurred('2024-05-20', '2024-06-03')]);
    const last = [...history, completedOn('2024-05-20', '2024-05-10'), recurred('2024-05-20', '2024-06-03')];
    spec.given(last).when(complete('2024-05-10')).then([completedOn('2024-06-03', '2024-05-10')]);
  });

  it('refuses to complete a closed or missing task', () => {
    spec.given([created(), completedOn('2024-05-09', '2024-05-09')]).when(complete()).thenFails('task_not_open', 'rule');
    spec.given([created(), markedNotRequired('2024-05-09')]).when(complete()).thenFails('task_not_open', 'rule');
    spec.given([]).when(complete()).thenFails('task_not_found', 'not_found');
  });
});

describe('marking a task not required', () => {
  it('closes a one-off task, with the reason', () => {
    spec.given([created()]).when(markNotRequired(false, 'Patient in hospital')).then([markedNotRequired('2024-05-09', false, 'Patient in hospital')]);
    spec.given([created()]).when(markNotRequired(true)).then([markedNotRequired('2024-05-09', false)]);
  });

  it('skips one occurrence of a recurring task: the next becomes due', () => {
    spec
      .given([created({ dueDate: '2024-04-30', recurrence: { type: 3 } })])
      .when(markNotRequired())
      .then([markedNotRequired('2024-04-30'), recurred('2024-04-30', '2024-05-31')]);
  });

  it('ends the series when asked, for good', () => {
    const recurring = created({ dueDate: '2024-04-30', recurrence: { type: 3 } });
    spec.given([recurring]).when(markNotRequired(true)).then([markedNotRequired('2024-04-30', true)]);
    const ended = [recurring, markedNotRequired('2024-04-30', true), { type: 'TaskReopened', data: { taskId, previousState: 2 } } as TaskEvent];
    expect(fold(taskDecider, ended)).toMatchObject({ status: 'open', recurrence: null });
    spec.given(ended).when(complete('2024-05-01')).then([completedOn('2024-04-30', '2024-05-01')]);
  });

  it('refuses to mark a closed or missing task', () => {
    spec.given([created(), completedOn('2024-05-09', '2024-05-09')]).when(markNotRequired()).thenFails('task_not_open', 'rule');
    spec.given([]).when(markNotRequired()).thenFails('task_not_found', 'not_found');
  });
});

describe('reopening a task', () => {
  it('reopens a completed or not required task', () => {
    spec.given([created(), completedOn('2024-05-09', '2024-05-09')]).when(reopen).then([{ type: 'TaskReopened', data: { taskId, previousState: 1 } }]);
    spec.given([created(), markedNotRequired('2024-05-09')]).when(reopen).then([{ type: 'TaskReopened', data: { taskId, previousState: 2 } }]);
  });

  it('refuses to reopen an open or missing task', () => {
    spec.given([created()]).when(reopen).thenFails('task_already_open', 'rule');
    spec.given([]).when(reopen).thenFails('task_not_found', 'not_found');
  });
});

describe('rescheduling a task', () => {
  it('moves the due date of the current occurrence', () => {
    spec.given([created()]).when(reschedule('2024-05-14')).then([{ type: 'TaskRescheduled', data: { taskId, dueDate: '2024-05-14', previousDueDate: '2024-05-09' } }]);
  });

  it('moves the due time with the date, or alone; an absent time stays as it was', () => {
    spec
      .given([created({ dueTime: '09:00' })])
      .when(command('RescheduleTask', { dueDate: '2024-05-09', dueTime: '14:00' }))
      .then([{ type: 'TaskRescheduled', data: { taskId, dueDate: '2024-05-09', previousDueDate: '2024-05-09', dueTime: '14:00', previousDueTime: '09:00' } }]);
    spec.given([created({ dueTime: '09:00' })]).when(command('RescheduleTask', { dueDate: '2024-05-09', dueTime: '09:00' })).thenFails('due_date_unchanged', 'rule');
    const moved = fold(taskDecider, [created({ dueTime: '09:00' }), { type: 'TaskRescheduled', data: { taskId, dueDate: '2024-05-14', previousDueDate: '2024-05-09' } }]);
    expect(moved).toMatchObject({ dueDate: '2024-05-14', dueTime: '09:00' });
    const cleared = fold(taskDecider, [created({ dueTime: '09:00' }), { type: 'TaskRescheduled', data: { taskId, dueDate: '2024-05-09', previousDueDate: '2024-05-09', dueTime: null, previousDueTime: '09:00' } }]);
    expect(cleared).toMatchObject({ dueTime: null });
  });

  it('keeps the due time of a recurring task on its next occurrence, and reads none on a task written before times', () => {
    expect(fold(taskDecider, [created({ dueTime: '08:15' }), completedOn('2024-05-09', '2024-05-09'), recurred('2024-05-09', '2024-06-09')])).toMatchObject({
      dueDate: '2024-06-09',
      dueTime: '08:15',
    });
    expect(fold(taskDecider, [created()])).toMatchObject({ dueTime: null });
  });

  it('refuses the same date, a closed task, a missing one', () => {
    spec.given([created()]).when(reschedule('2024-05-09')).thenFails('due_date_unchanged', 'rule');
    spec.given([created(), completedOn('2024-05-09', '2024-05-09')]).when(reschedule('2024-05-14')).thenFails('task_not_open', 'rule');
    spec.given([]).when(reschedule('2024-05-14')).thenFails('task_not_found', 'not_found');
  });
});

describe('assigning a task', () => {
  it('assigns, reassigns and unassigns', () => {
    spec.given([created()]).when(assign('caregiver-2')).then([{ type: 'TaskAssigned', data: { taskId, assigneeId: 'caregiver-2', previousAssigneeId: CAREGIVER } }]);
    spec.given([created()]).when(assign(null)).then([{ type: 'TaskAssigned', data: { taskId, assigneeId: null, previousAssigneeId: CAREGIVER } }]);
  });

  it('refuses to assign the same person again, a closed task, a missing one', () => {
    spec.given([created()]).when(assign(CAREGIVER)).thenFails('assignee_unchanged', 'rule');
    spec.given([created({ assigneeId: null })]).when(assign(null)).thenFails('assignee_unchanged', 'rule');
    spec.given([created(), markedNotRequired('2024-05-09')]).when(assign('caregiver-2')).thenFails('task_not_open', 'rule');
    spec.given([]).when(assign('caregiver-2')).thenFails('task_not_found', 'not_found');
  });
});

describe('the state of a task', () => {
  it('maps to the task states of SPEC.md section 4', () => {
    const stateAfter = (events: TaskEvent[]) => taskStateOf(fold(taskDecider, events) as ExistingTask);
    expect(stateAfter([created()])).toBe(0);
    expect(stateAfter([created(), completedOn('2024-05-09', '2024-05-09')])).toBe(1);
    expect(stateAfter([created(), markedNotRequired('2024-05-09')])).toBe(2);
    expect(stateAfter([created(), markedNotRequired('2024-05-09'), { type: 'TaskReopened', data: { taskId, previousState: 2 } }])).toBe(0);
  });

  it('follows reschedules and assignments', () => {
    const state = fold(taskDecider, [
      created(),
      { type: 'TaskRescheduled', data: { taskId, dueDate: '2024-05-20', previousDueDate: '2024-05-09' } },
      { type: 'TaskAssigned', data: { taskId, assigneeId: null, previousAssigneeId: CAREGIVER } },
    ]);
    expect(state).toMatchObject({ status: 'open', dueDate: '2024-05-20', assigneeId: null, occurrence: 1 });
    expect(fold(taskDecider, [created(), completedOn('2024-05-09', '2024-05-10')])).toMatchObject({ status: 'completed', completedOn: '2024-05-10' });
  });
});

describe('the actions each state allows (allowedTaskActions, which the console offers)', () => {
  const byAction = { complete: complete(), 'mark-not-required': markNotRequired(), reopen, reschedule: reschedule('2024-06-01'), assign: assign(null) } as const;
  const states: [string, TaskEvent[]][] = [
    ['open', [created()]],
    ['completed', [created(), completedOn('2024-05-09', '2024-05-10')]],
    ['not required', [created(), markedNotRequired('2024-05-09')]],
  ];

  it.each(states)('%s: the decider accepts exactly the allowed actions', (_name, history) => {
    const task = fold(taskDecider, history) as ExistingTask;
    const accepted = taskActions.filter((action) => {
      try {
        taskDecider.decide(byAction[action], task);
        return true;
      } catch {
        return false;
      }
    });
    expect(accepted).toEqual(allowedTaskActions(taskStateOf(task)));
  });
});
