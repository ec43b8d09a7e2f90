import { z } from 'zod';
import { countAnswer, displayNameAnswer, instantAnswer, versionedRecordAnswer } from '../shared/answers';
import { reminderSources } from './events';

/** One reminder of the signed-in user: what is due, for which patient, when; read or not. */
export const reminderAnswer = z.strictObject({
  id: z.uuid(),
  source: z.enum(reminderSources),
  /** The task, or the medication order whose dose is due: where the console links to. */
  sourceId: z.string(),
  patientId: z.string(),
  patientName: displayNameAnswer,
  title: z.string(),
  dueAt: instantAnswer,
  /** When the user marked it read; null while it is unread. */
  readAt: instantAnswer.nullable(),
  ...versionedRecordAnswer,
});
export type ReminderAnswer = z.infer<typeof reminderAnswer>;

/** `GET /api/reminders`: the signed-in user's reminders, newest due first, a page of them, and how many are unread. */
export const remindersAnswer = z.strictObject({
  data: z.array(reminderAnswer),
  total: countAnswer,
  /** Of all the user's reminders, not only this page's: the console's badge. */
  unread: countAnswer,
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type RemindersAnswer = z.infer<typeof remindersAnswer>;
