import { z } from 'zod';
import { Recurrence, recurrences, type RecurrenceId } from '../catalog/billing';
import { isIdOf } from '../catalog/catalog-entry';
import { action, type RecordType } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import { assertNever } from '../shared/decider';
import { ruleMessage } from '../shared/validation';
import { splitDate } from './calendar-date';
import type { TaskCommand } from './commands';
import { taskDecider } from './decider';
import type { TaskEvent } from './events';
import { MAX_TASK_EVERY_DAYS, MAX_TASK_LISTED_DATES, type TaskRecurrence } from './recurrence';
import type { TaskAggregateState } from './state';
import { calendarDateField as calendarDate, timeOfDayField as timeOfDay, uuidField } from '../shared/fields';
import type { TaskAction } from './actions';

export const MAX_TASK_TITLE_LENGTH = 200;
export const MAX_TASK_DESCRIPTION_LENGTH = 2000;
export const MAX_NOT_REQUIRED_REASON_LENGTH = 500;

const text = (max: number) =>
  z
    .string({ error: ruleMessage('must be a string') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
const uuid = uuidField;
const wholeNumber = (min: number, max: number) =>
  z
    .int({ error: ruleMessage(`must be a whole number from ${min} to ${max}`) })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

const recurrenceBody = z
  .strictObject({
    type: z.custom<RecurrenceId>((value) => isIdOf(recurrences, value), { error: ruleMessage('must be a recurrence: 1, 2, 3 or 4') }).meta({ examples: [1 as RecurrenceId] }),
    dayOfMonth: wholeNumber(1, 31).optional(),
    everyDays: wholeNumber(1, MAX_TASK_EVERY_DAYS).optional(),
    dates: z
      .array(calendarDate, { error: 'must be a list of dates, YYYY-MM-DD' })
      .min(1, { error: 'must list at least one date' })
      .max(MAX_TASK_LISTED_DATES, { error: `must list at most ${MAX_TASK_LISTED_DATES} dates` })
      .optional(),
  })
  .superRefine((recurrence, context) => {
    const refuse = (path: PropertyKey[], message: string) => context.addIssue({ code: 'custom', path, message });
    const custom = recurrence.type === Recurrence.CUSTOM;
    if (recurrence.dayOfMonth !== undefined && recurrence.type !== Recurrence.MONTHLY_SAME_DATE) refuse(['dayOfMonth'], 'is only allowed with type 1 (monthly on the same date)');
    if (!custom && recurrence.everyDays !== undefined) refuse(['everyDays'], 'is only allowed with type 4 (custom)');
    if (!custom && recurrence.dates !== undefined) refuse(['dates'], 'is only allowed with type 4 (custom)');
    if (custom && recurrence.everyDays === undefined && recurrence.dates === undefined) refuse(['everyDays'], 'is required with type 4 (custom), unless dates are listed');
    if (custom && recurrence.everyDays !== undefined && recurrence.dates !== undefined) refuse(['dates'], 'is not allowed with everyDays: give one or the other');
    recurrence.dates?.forEach((date, index) => {
      const before = recurrence.dates?.[index - 1];
      if (before !== undefined && date <= before) refuse(['dates', index], 'must be after the date listed before it');
    });
  });

type RecurrenceBody = z.output<typeof recurrenceBody>;

const createBody = z
  .strictObject({
    patientId: uuid,
    title: text(MAX_TASK_TITLE_LENGTH),
    description: text(MAX_TASK_DESCRIPTION_LENGTH).nullable().optional(),
    dueDate: calendarDate,
    dueTime: timeOfDay.nullable().optional(),
    recurrence: recurrenceBody.nullable().optional(),
    assigneeId: uuid.nullable().optional(),
  })
  .superRefine((task, context) => {
    const first = task.recurrence?.dates?.[0];
    if (first !== undefined && first <= task.dueDate) {
      context.addIssue({ code: 'custom', path: ['recurrence', 'dates', 0], message: 'must be after dueDate: the listed dates follow the first one' });
    }
  });

/** The series as the domain keeps it: a monthly task remembers its day, so a short month does not shift it. */
const recurrenceOf = (body: RecurrenceBody, dueDate: string): TaskRecurrence => {
  switch (body.type) {
    case Recurrence.MONTHLY_SAME_DATE:
      return { type: body.type, dayOfMonth: body.dayOfMonth ?? splitDate(dueDate).day };
    case Recurrence.FIRST_DAY_OF_MONTH:
    case Recurrence.LAST_DAY_OF_MONTH:
      return { type: body.type };
    case Recurrence.CUSTOM:
      return body.everyDays !== undefined ? { type: body.type, everyDays: body.everyDays } : { type: body.type, dates: body.dates ?? [] };
    default:
      return assertNever(body.type);
  }
};

export const taskRecord: RecordType<TaskAggregateState, TaskCommand, TaskEvent, TaskAction> = {
  category: 'task',
  noun: 'task',
  decider: taskDecider,
  exists: (state) => state.status !== 'none',
  create: {
    body: createBody,
    toCommand: (taskId: string, body: z.output<typeof createBody>, metadata: CommandMetadata) => ({
      type: 'CreateTask',
      data: {
        taskId,
        patientId: body.patientId,
        title: body.title,
        description: body.description ?? null,
        dueDate: body.dueDate,
        dueTime: body.dueTime ?? null,
        recurrence: body.recurrence ? recurrenceOf(body.recurrence, body.dueDate) : null,
        assigneeId: body.assigneeId ?? null,
      },
      metadata,
    }),
  },
  actions: {
    complete: action({ on: calendarDate.nullable().optional() }, (taskId, body, metadata) => ({
      type: 'CompleteTask',
      data: { taskId, on: body.on ?? null },
      metadata,
    })),
    'mark-not-required': action(
      { reason: text(MAX_NOT_REQUIRED_REASON_LENGTH).nullable().optional(), endRecurrence: z.boolean({ error: 'must be true or false' }).optional() },
      (taskId, body, metadata) => ({
        type: 'MarkTaskNotRequired',
        data: { taskId, reason: body.reason ?? null, endRecurrence: body.endRecurrence ?? false },
        metadata,
      }),
    ),
    reopen: action({}, (taskId, _body, metadata) => ({ type: 'ReopenTask', data: { taskId }, metadata })),
    reschedule: action({ dueDate: calendarDate, dueTime: timeOfDay.nullable().optional() }, (taskId, body, metadata) => ({
      type: 'RescheduleTask',
      data: { taskId, dueDate: body.dueDate, ...(body.dueTime === undefined ? {} : { dueTime: body.dueTime }) },
      metadata,
    })),
    assign: action({ assigneeId: uuid.nullable() }, (taskId, body, metadata) => ({
      type: 'AssignTask',
      data: { taskId, assigneeId: body.assigneeId },
      metadata,
    })),
  },
  // `userId` carries the assignee: the caregiver the task is for may act on it.
  factsOf: (state) => (state.status === 'none' ? {} : { patientId: state.patientId, createdBy: state.createdBy, userId: state.assigneeId }),
  factsOfCreation: (command) =>
    command.type === 'CreateTask' ? { patientId: command.data.patientId, createdBy: command.metadata.actorId, userId: command.data.assigneeId } : {},
};
