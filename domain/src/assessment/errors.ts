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

export const shiftsNotOpen = (status: AssessmentStatusId): DomainError =>
  ruleBroken(
    'shifts_not_open',
    `An assessment that is ${assessmentStatusName(status)} has no shifts to change: shifts are added, changed and cancelled only while it is APPROVED or ACTIVE.`,
  );

export const shiftAlreadyExists = (shiftId: string): DomainError =>
  ruleBroken('shift_already_exists', `The assessment already has a shift with the id ${shiftId}.`);

export const shiftNotFound = (shiftId: string): DomainError =>
  ruleBroken('shift_not_found', `The assessment has no shift with the id ${shiftId}.`);

export const shiftCancelled = (shiftId: string): DomainError =>
  ruleBroken('shift_cancelled', `The shift ${shiftId} was cancelled: it can no longer change.`);

export const shiftEndsBeforeStart = (startsAt: string, endsAt: string): DomainError =>
  ruleBroken('shift_ends_before_start', `A shift must end after it starts: ${endsAt} is not after ${startsAt}.`);

export const shiftTooLong = (startsAt: string, endsAt: string, maxHours: number): DomainError =>
  ruleBroken('shift_too_long', `A shift lasts at most ${maxHours} hours: ${startsAt} to ${endsAt} is longer.`);

export const shiftOverlaps = (other: { shiftId: string; startsAt: string; endsAt: string }): DomainError =>
  ruleBroken('shift_overlaps', `The shift overlaps the shift ${other.shiftId} (${other.startsAt} to ${other.endsAt}): shifts of one assessment may not overlap.`);

export const shiftUnchanged = (shiftId: string): DomainError =>
  ruleBroken('shift_unchanged', `The shift ${shiftId} is already as given: nothing to change.`);

export const surveyClosed = (status: AssessmentStatusId): DomainError =>
  ruleBroken('survey_closed', `An assessment that is ${assessmentStatusName(status)} takes no more survey answers.`);

export const surveyUnchanged = (): DomainError =>
  ruleBroken('survey_unchanged', 'Every question already has the answer given: nothing to change.');
