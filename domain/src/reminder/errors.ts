import { DomainError, invalid, ruleBroken } from '../shared/domain-error';
import type { ReminderChannel } from './events';

export const reminderAlreadyExists = (reminderId: string): DomainError =>
  new DomainError('conflict', 'reminder_already_exists', `The reminder ${reminderId} already exists.`);

export const reminderNotFound = (reminderId: string): DomainError =>
  new DomainError('not_found', 'reminder_not_found', `The reminder ${reminderId} does not exist.`);

export const reminderAlreadyRead = (reminderId: string): DomainError => ruleBroken('reminder_already_read', `The reminder ${reminderId} is already read.`);

export const reminderNotOnChannel = (channel: ReminderChannel): DomainError =>
  invalid([{ path: 'channel', message: 'must be a channel the reminder goes to' }], `The request is not valid: the reminder does not go by ${channel}.`);

export const reminderAlreadyDelivered = (channel: ReminderChannel): DomainError =>
  ruleBroken('reminder_already_delivered', `The reminder was already delivered by ${channel}.`);
