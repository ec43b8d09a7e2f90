import { z } from 'zod';
import { Recurrence } from '../catalog/billing';
import { taskStates } from '../catalog/care-coordination';
import { calendarDayAnswer, catalogIdAnswer, countAnswer, displayNameAnswer, versionedRecordAnswer } from '../shared/answers';

const recurrenceAnswer = z.union([
  z.strictObject({ type: z.literal(Recurrence.MONTHLY_SAME_DATE), dayOfMonth: z.number().int().min(1).max(31) }),
  z.strictObject({ type: z.literal(Recurrence.FIRST_DAY_OF_MONTH) }),
  z.strictObject({ type: z.literal(Recurrence.LAST_DAY_OF_MONTH) }),
  z.strictObject({ type: z.literal(Recurrence.CUSTOM), everyDays: z.number().int().positive() }),
  z.strictObject({ type: z.literal(Recurrence.CUSTOM), dates: z.array(calendarDayAnswer).readonly() }),
]);

/** One task, as of its current occurrence, with the names of its patient, assignee and creator. */
export const taskAnswer = z.strictObject({
  id: z.uuid(),
  patientId: z.string(),
  patientName: displayNameAnswer,
  title: z.string(),
  description: z.string().nullable(),
  /** The due date of the current occurrence. */
  dueDate: calendarDayAnswer,
  /** `HH:MM` (24-hour, wall clock) on the due date, or null when any time that day will do. */
  dueTime: z.string().nullable(),
  /** SPEC.md section 4: 0 not completed, 1 completed, 2 not required. */
  state: catalogIdAnswer(taskStates),
  completedOn: calendarDayAnswer.nullable(),
  recurrence: recurrenceAnswer.nullable(),
  /** 1 for the first occurrence, one more each time a recurring task came due again. */
  occurrence: countAnswer,
  /** The user (a caregiver's login) the task is assigned to. */
  assigneeId: z.string().nullable(),
  assigneeName: displayNameAnswer,
  createdBy: z.string(),
  createdByName: displayNameAnswer,
  ...versionedRecordAnswer,
});
export type TaskAnswer = z.infer<typeof taskAnswer>;
