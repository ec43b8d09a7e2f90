import { DomainError, ruleBroken } from '../shared/domain-error';
import type { HostLeadAction, HostLeadStatusId } from './statuses';

const participles: Record<HostLeadAction, string> = { qualify: 'qualified', convert: 'converted', reject: 'rejected' };

export const hostLeadAlreadyExists = (hostLeadId: string): DomainError =>
  new DomainError('conflict', 'hostlead_already_exists', `The host lead ${hostLeadId} already exists.`);

export const hostLeadNotFound = (hostLeadId: string): DomainError =>
  new DomainError('not_found', 'hostlead_not_found', `The host lead ${hostLeadId} does not exist.`);

export const illegalHostLeadTransition = (status: HostLeadStatusId, action: HostLeadAction): DomainError =>
  ruleBroken('illegal_transition', `A host lead that is ${status} cannot be ${participles[action]}.`);
