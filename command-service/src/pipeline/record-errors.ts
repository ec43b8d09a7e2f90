import { DomainError, ruleBroken, type AnyRecordType, type ResolvedReference } from '@careledger/domain';

export const recordNotFound = (type: AnyRecordType, recordId: string): DomainError =>
  new DomainError('not_found', `${type.category}_not_found`, `The ${type.noun} ${recordId} does not exist.`);

export const unknownRecordAction = (type: AnyRecordType, action: string): DomainError =>
  new DomainError(
    'not_found',
    'unknown_action',
    `There is no ${type.noun} action "${action}". Known actions: ${Object.keys(type.actions).join(', ')}.`,
  );

export const recordForbidden = (type: AnyRecordType, action: string): DomainError =>
  new DomainError('forbidden', 'forbidden', action === 'create' ? `You may not create this ${type.noun}.` : `You may not ${action} this ${type.noun}.`);

/** A body that names a patient who does not exist: the request is understood, the reference is not. */
export const unknownPatient = (patientId: string): DomainError =>
  ruleBroken('patient_not_found', `The patient ${patientId} does not exist.`);

/** A person of another agency, named by someone who does not work for it. */
export const referenceForbidden = ({ field, id, rule }: ResolvedReference): DomainError =>
  new DomainError('forbidden', 'forbidden', `You may not name the ${rule.recordType.noun} ${id}: they work for another agency.`, [
    { path: field, message: 'names a person of another agency' },
  ]);
