import { DomainError } from '@careledger/domain';

export const emailTaken = (email: string): DomainError =>
  new DomainError('conflict', 'email_taken', `The email ${email} is already used by another account.`);

export const userForbidden = (action: string): DomainError =>
  new DomainError('forbidden', 'forbidden', action === 'create' ? 'You may not create this user.' : `You may not ${action} this user.`);

export const unknownUserAction = (action: string, known: readonly string[]): DomainError =>
  new DomainError('not_found', 'unknown_action', `There is no user action "${action}". Known actions: ${known.join(', ')}.`);
