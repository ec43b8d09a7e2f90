import type { Actor } from '@careledger/domain';
import type { Reminder } from '../api';
import { canAccess } from '../auth';
import { localToday } from '../i18n/calendar-dates';

/**
 * Where a reminder leads: a task to the user's tasks of that patient, a dose to the day it is due
 * on (the caregiver's day screen, where doses are recorded), else to the patient.
 */
export const reminderLink = (reminder: Pick<Reminder, 'source' | 'patientId' | 'dueAt'>, locale: string, actor: Actor): string => {
  const day = `/user/${locale}/day?date=${localToday(new Date(reminder.dueAt))}`;
  if (reminder.source === 'task' && canAccess(actor, 'tasks')) return `/user/${locale}/tasks?patient=${encodeURIComponent(reminder.patientId)}&mine=1`;
  if (canAccess(actor, 'day')) return day;
  return `/user/${locale}/patients/${encodeURIComponent(reminder.patientId)}`;
};
