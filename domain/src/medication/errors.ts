import { DomainError, ruleBroken } from '../shared/domain-error';

export const administrationAlreadyRecorded = (administrationId: string): DomainError =>
  new DomainError('conflict', 'medication_already_recorded', `The medication administration ${administrationId} is already recorded.`);

export const administrationNotFound = (administrationId: string): DomainError =>
  new DomainError('not_found', 'medication_not_found', `The medication administration ${administrationId} does not exist.`);

export const administrationVoided = (administrationId: string): DomainError =>
  ruleBroken('medication_administration_voided', `The medication administration ${administrationId} was voided and can no longer change.`);

export const medicationCorrectionUnchanged = (): DomainError =>
  ruleBroken('correction_unchanged', 'The correction changes nothing: the status, reason, comment and administration time are as already recorded.');
