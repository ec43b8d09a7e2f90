import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { taskRecord } from './record';

const patientId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const caregiverId = '00000000-0000-4000-8000-000000000009';
const metadata: CommandMetadata = { commandId: 'c', correlationId: 'c', actorId: 'staff-1', actorRole: Role.AGENCY, now: '2024-05-10T12:00:00Z' };
const actor: Actor = { id: 'staff-1', roleId: Role.AGENCY };
const body = { patientId, title: 'Monthly weight', dueDate: '2024-01-31' };

const errorsOf = (schema: typeof taskRecord.create.body, input: unknown): FieldError[] => {
  try {
    parseOrThrow(schema, input);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
    throw error;
  }
  return [];
};
const createErrors = (input: Record<string, unknown>) => errorsOf(taskRecord.create.body, { ...body, ...input });
const createCommand = (input: Record<string, unknown>) =>
  taskRecord.create.toCommand('task-1', parseOrThrow(taskRecord.create.body, { ...body, ...input }) as never, metadata, actor);

describe('the task creation request', () => {
  it('turns a body into the command; a monthly task remembers the day of its first due date', () => {
    expect(createCommand({ recurrence: { type: 1 } })).toEqual({
      type: 'CreateTask',
      data: { taskId: 'task-1', ...body, description: null, dueTime: null, recurrence: { type: 1, dayOfMonth: 31 }, assigneeId: null },
      metadata,
    });
    expect(createCommand({ recurrence: { type: 1, dayOfMonth: 30 } }).data).toMatchObject({ recurrence: { type: 1, dayOfMonth: 30 } });
    expect(createCommand({ recurrence: { type: 2 } }).data).toMatchObject({ recurrence: { type: 2 } });
    expect(createCommand({ recurrence: { type: 3 } }).data).toMatchObject({ recurrence: { type: 3 } });
    expect(createCommand({ recurrence: { type: 4, everyDays: 14 } }).data).toMatchObject({ recurrence: { type: 4, everyDays: 14 } });
    expect(createCommand({ recurrence: { type: 4, dates: ['2024-02-15', '2024-03-01'] } }).data).toMatchObject({ recurrence: { type: 4, dates: ['2024-02-15', '2024-03-01'] } });
    expect(createCommand({ recurrence: null, assigneeId: caregiverId, description: 'Scale in the bathroom' }).data).toMatchObject({
      recurrence: null,
      assigneeId: caregiverId,
      description: 'Scale in the bathroom',
    });
  });

  it('takes a due time of day, HH:MM, or none', () => {
    expect(createCommand({ dueTime: '14:30' }).data).toMatchObject({ dueDate: '2024-01-31', dueTime: '14:30' });
    expect(createCommand({ dueTime: null }).data).toMatchObject({ dueTime: null });
    expect(createErrors({ dueTime: '24:00' })).toEqual([{ path: 'dueTime', message: 'must be a time, HH:MM (24-hour)' }]);
    expect(createErrors({ dueTime: 1430 })).toEqual([{ path: 'dueTime', message: 'must be a time, HH:MM (24-hour)' }]);
  });

  it('names every missing, unknown or malformed field', () => {
    expect(errorsOf(taskRecord.create.body, { title: '', dueDate: '2023-02-29', assigneeId: 'nobody', colour: 'red' })).toEqual([
      { path: 'patientId', message: 'is required' },
      { path: 'title', message: 'must not be empty' },
      { path: 'dueDate', message: 'must be a date, YYYY-MM-DD' },
      { path: 'assigneeId', message: 'must be a UUID' },
      { path: 'colour', message: 'is not an allowed field' },
    ]);
    expect(createErrors({ title: 'x'.repeat(201), description: 'y'.repeat(2001) })).toEqual([
      { path: 'title', message: 'must be at most 200 characters' },
      { path: 'description', message: 'must be at most 2000 characters' },
    ]);
  });

  it('checks each recurrence field', () => {
    expect(createErrors({ recurrence: { type: 5 } })).toEqual([{ path: 'recurrence.type', message: 'must be a recurrence: 1, 2, 3 or 4' }]);
    expect(createErrors({ recurrence: {} })).toEqual([{ path: 'recurrence.type', message: 'is required' }]);
    expect(createErrors({ recurrence: { type: 1, dayOfMonth: 32 } })).toEqual([{ path: 'recurrence.dayOfMonth', message: 'must be a whole number from 1 to 31' }]);
    expect(createErrors({ recurrence: { type: 4, everyDays: 0 } })).toEqual([{ path: 'recurrence.everyDays', message: 'must be a whole number from 1 to 365' }]);
    expect(createErrors({ recurrence: { type: 4, everyDays: 366 } })).toEqual([{ path: 'recurrence.everyDays', message: 'must be a whole number from 1 to 365' }]);
    expect(createErrors({ recurrence: { type: 4, everyDays: 1.5 } })).toEqual([{ path: 'recurrence.everyDays', message: 'must be a whole number from 1 to 365' }]);
    expect(createErrors({ recurrence: { type: 4, dates: [] } })).toEqual([{ path: 'recurrence.dates', message: 'must list at least one date' }]);
    expect(createErrors({ recurrence: { type: 4, dates: ['2024-02-30'] } })).toEqual([{ path: 'recurrence.dates.0', message: 'must be a date, YYYY-MM-DD' }]);
    expect(createErrors({ recurrence: { type: 2, weekday: 1 } })).toEqual([{ path: 'recurrence.weekday', message: 'is not an allowed field' }]);
  });

  it('checks how the recurrence fields go together', () => {
    expect(createErrors({ recurrence: { type: 2, dayOfMonth: 3 } })).toEqual([{ path: 'recurrence.dayOfMonth', message: 'is only allowed with type 1 (monthly on the same date)' }]);
    expect(createErrors({ recurrence: { type: 1, everyDays: 3 } })).toEqual([{ path: 'recurrence.everyDays', message: 'is only allowed with type 4 (custom)' }]);
    expect(createErrors({ recurrence: { type: 3, dates: ['2024-03-01'] } })).toEqual([{ path: 'recurrence.dates', message: 'is only allowed with type 4 (custom)' }]);
    expect(createErrors({ recurrence: { type: 4 } })).toEqual([{ path: 'recurrence.everyDays', message: 'is required with type 4 (custom), unless dates are listed' }]);
    expect(createErrors({ recurrence: { type: 4, everyDays: 7, dates: ['2024-03-01'] } })).toEqual([{ path: 'recurrence.dates', message: 'is not allowed with everyDays: give one or the other' }]);
    expect(createErrors({ recurrence: { type: 4, dates: ['2024-03-01', '2024-03-01', '2024-02-15'] } })).toEqual([
      { path: 'recurrence.dates.1', message: 'must be after the date listed before it' },
      { path: 'recurrence.dates.2', message: 'must be after the date listed before it' },
    ]);
    expect(createErrors({ recurrence: { type: 4, dates: ['2024-01-31', '2024-03-01'] } })).toEqual([
      { path: 'recurrence.dates.0', message: 'must be after dueDate: the listed dates follow the first one' },
    ]);
  });
});

describe('the task action requests', () => {
  const { complete, reschedule, assign } = taskRecord.actions;
  const markNotRequired = taskRecord.actions['mark-not-required'];

  it('checks each action body', () => {
    expect(errorsOf(complete.body, { expectedVersion: 0, on: '10/05/2024' })).toEqual([{ path: 'on', message: 'must be a date, YYYY-MM-DD' }]);
    expect(errorsOf(complete.body, {})).toEqual([{ path: 'expectedVersion', message: 'is required' }]);
    expect(errorsOf(reschedule.body, { expectedVersion: 0 })).toEqual([{ path: 'dueDate', message: 'is required' }]);
    expect(errorsOf(assign.body, { expectedVersion: 0 })).toEqual([{ path: 'assigneeId', message: 'is required' }]);
    expect(errorsOf(assign.body, { expectedVersion: 0, assigneeId: null })).toEqual([]);
    expect(errorsOf(markNotRequired.body, { expectedVersion: 0, endRecurrence: 'yes', reason: '' })).toEqual([
      { path: 'reason', message: 'must not be empty' },
      { path: 'endRecurrence', message: 'must be true or false' },
    ]);
  });

  it('turns action bodies into commands with their defaults', () => {
    const toCommand = (request: typeof complete, input: unknown) => request.toCommand('task-1', parseOrThrow(request.body, input) as never, metadata, actor);
    expect(toCommand(complete, { expectedVersion: 2 }).data).toEqual({ taskId: 'task-1', on: null });
    expect(toCommand(markNotRequired, { expectedVersion: 2 }).data).toEqual({ taskId: 'task-1', reason: null, endRecurrence: false });
    expect(toCommand(taskRecord.actions.reopen, { expectedVersion: 2 })).toMatchObject({ type: 'ReopenTask', data: { taskId: 'task-1' } });
    expect(toCommand(reschedule, { expectedVersion: 2, dueDate: '2024-06-01' }).data).toEqual({ taskId: 'task-1', dueDate: '2024-06-01' });
  });
});

describe('the facts of a task', () => {
  it('name its patient, its creator and its assignee', () => {
    const command = createCommand({ assigneeId: caregiverId });
    expect(taskRecord.factsOfCreation(command)).toEqual({ patientId, createdBy: 'staff-1', userId: caregiverId });
    const state = fold(taskRecord.decider, taskRecord.decider.decide(command, taskRecord.decider.initialState()));
    expect(taskRecord.exists(state)).toBe(true);
    expect(taskRecord.factsOf(state)).toEqual({ patientId, createdBy: 'staff-1', userId: caregiverId });
    expect(taskRecord.factsOf(taskRecord.decider.initialState())).toEqual({});
  });
});
