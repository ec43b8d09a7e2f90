import { dateInZone, instantOfWallClock } from '../shared/wall-clock';
import type { ReminderSource } from './events';

/** How long before something is due its reminder goes out. */
export const REMINDER_LEAD_MS = 60 * 60_000;

/** The instants a run reminds of, `from` (included) to `to` (excluded), and the local days they fall on. */
export interface ReminderWindow {
  from: string;
  to: string;
  /** One day, or two when the hour crosses midnight where the care happens. */
  dates: string[];
}

export const reminderWindow = (now: string, timeZone: string, leadMs = REMINDER_LEAD_MS): ReminderWindow => {
  const from = new Date(Date.parse(now)).toISOString();
  const to = new Date(Date.parse(now) + leadMs).toISOString();
  return { from, to, dates: [...new Set([dateInZone(from, timeZone), dateInZone(to, timeZone)])] };
};

export const isWithin = (window: Pick<ReminderWindow, 'from' | 'to'>, instant: string): boolean => {
  const at = Date.parse(instant);
  return at >= Date.parse(window.from) && at < Date.parse(window.to);
};

/** A task's due instant: its due date at its due time in `timeZone`; null for a task due any time that day. */
export const taskDueAt = (task: { dueDate: string; dueTime: string | null }, timeZone: string): string | null =>
  task.dueTime === null ? null : instantOfWallClock(task.dueDate, task.dueTime, timeZone);

/** What a medication order must tell of itself for its doses to be found. */
export interface OrderSchedule {
  status: 'active' | 'discontinued';
  startDate: string;
  endDate: string | null;
  timesOfDay: readonly string[];
}

/** The doses `order` makes due within `window`, each time of day read in `timeZone`. */
export const dosesDueWithin = (order: OrderSchedule, window: ReminderWindow, timeZone: string): { date: string; timeOfDay: string; dueAt: string }[] =>
  order.status !== 'active'
    ? []
    : window.dates
        .filter((date) => order.startDate <= date && (order.endDate === null || date <= order.endDate))
        .flatMap((date) => order.timesOfDay.map((timeOfDay) => ({ date, timeOfDay, dueAt: instantOfWallClock(date, timeOfDay, timeZone) })))
        .filter((dose) => isWithin(window, dose.dueAt));

/**
 * The idempotency key of one reminder: what is due, when, for whom. A task reassigned within
 * the hour reminds its new assignee too; each caregiver of a care team gets a dose's reminder.
 */
export const reminderKey = (source: ReminderSource, sourceId: string, dueAt: string, assigneeId: string): string =>
  `reminder:${source}:${sourceId}:${new Date(Date.parse(dueAt)).toISOString()}:${assigneeId}`;
