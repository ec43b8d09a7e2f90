import { assessmentStatusName, type AssessmentStatusId } from '../catalog/care-coordination';
import { DomainError, ruleBroken } from '../shared/domain-error';
import { assessmentActionParticiples, type AssessmentAction } from './actions';

export const assessmentAlreadyExists = (assessmentId: string): DomainError =>
  new DomainError('conflict', 'assessment_already_exists', `The assessment ${assessmentId} already exists.`);

export const assessmentNotFound = (assessmentId: string): DomainError =>
  new DomainError('not_found', 'assessment_not_found', `The assessment ${assessmentId} does not exist.`);

export const illegalTransition = (status: AssessmentStatusId, action: AssessmentAction): DomainError =>
  ruleBroken(
    'illegal_transition',
    `An assessment that is ${assessmentStatusName(status)} cannot be ${assessmentActionParticiples[action]}.`,
  );

export const caregiverCannotCreate = (): DomainError =>
  new DomainError('forbidden', 'assessment_creation_forbidden', 'A caregiver cannot create or request an assessment.');

export const visitNotInFuture = (visitAt: string, now: string): DomainError =>
  ruleBroken('visit_not_in_future', `The visit time ${visitAt} must be after ${now}.`);

export const visitUnchanged = (visitAt: string): DomainError =>
  ruleBroken('visit_unchanged', `The assessment is already scheduled for ${visitAt}.`);
