import { DomainError } from '@careledger/domain';

export const emailTaken = (email: string): DomainError =>
  new DomainError('conflict', 'email_taken', `The email ${email} is already used by another account.`);
