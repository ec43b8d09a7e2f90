import { RemindersHttp } from './reminders.http';

export const reminderQueryControllers = [RemindersHttp];
