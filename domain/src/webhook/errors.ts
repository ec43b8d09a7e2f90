import { DomainError, ruleBroken } from '../shared/domain-error';

export const webhookAlreadyExists = (webhookId: string): DomainError =>
  new DomainError('conflict', 'webhook_already_exists', `The webhook ${webhookId} already exists.`);

export const webhookNotFound = (webhookId: string): DomainError => new DomainError('not_found', 'webhook_not_found', `The webhook ${webhookId} does not exist.`);

export const webhookDeleted = (webhookId: string): DomainError => ruleBroken('webhook_deleted', `The webhook ${webhookId} is deleted; subscribe anew instead.`);

export const webhookAlreadyPaused = (webhookId: string): DomainError => ruleBroken('webhook_already_paused', `The webhook ${webhookId} is already paused.`);
