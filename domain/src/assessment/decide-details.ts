import { invalid } from '../shared/domain-error';
import { assertNever } from '../shared/decider';
import { parseInstant } from '../shared/instant';
import type { AnswerAssessmentSurvey, AssessmentDetailCommand } from './commands';
import { shiftsOpenIn, surveyOpenIn } from './detail-actions';
import {
  shiftAlreadyExists,
  shiftCancelled,
  shiftEndsBeforeStart,
  shiftNotFound,
  shiftOverlaps,
  shiftsNotOpen,
  shiftTooLong,
  shiftUnchanged,
  surveyClosed,
  surveyUnchanged,
} from './errors';
import type { AssessmentEvent } from './events';
import { ensureCancelReason } from './reason';
import { MAX_SHIFT_HOURS, type AssessmentShift } from './shifts';
import type { ExistingAssessment } from './state';

const HOUR_MS = 3_600_000;

const instantOf = (value: string, path: string): number => {
  const instant = parseInstant(value);
  if (instant === null) throw invalid([{ path, message: 'must be an ISO-8601 date-time with a time zone' }]);
  return instant;
};

const plannedShift = (assessment: ExistingAssessment, shiftId: string): AssessmentShift => {
  const shift = assessment.shifts.find((candidate) => candidate.shiftId === shiftId);
  if (!shift) throw shiftNotFound(shiftId);
  if (shift.status === 'cancelled') throw shiftCancelled(shiftId);
  return shift;
};

/**
 * The times a shift may take: it ends after it starts, lasts at most a day, and meets no other
 * planned shift of the assessment. Shifts are one timeline of care for one patient: two at once
 * would double-book the patient. A shift may start where another ends.
 */
const ensureShiftFits = (assessment: ExistingAssessment, shift: Pick<AssessmentShift, 'shiftId' | 'startsAt' | 'endsAt'>): void => {
  const start = instantOf(shift.startsAt, 'startsAt');
  const end = instantOf(shift.endsAt, 'endsAt');
  if (end <= start) throw shiftEndsBeforeStart(shift.startsAt, shift.endsAt);
  if (end - start > MAX_SHIFT_HOURS * HOUR_MS) throw shiftTooLong(shift.startsAt, shift.endsAt, MAX_SHIFT_HOURS);
  const overlapping = assessment.shifts.find(
    (other) =>
      other.shiftId !== shift.shiftId &&
      other.status === 'planned' &&
      instantOf(other.startsAt, 'startsAt') < end &&
      start < instantOf(other.endsAt, 'endsAt'),
  );
  if (overlapping) throw shiftOverlaps(overlapping);
};

const answerSurvey = (command: AnswerAssessmentSurvey, assessment: ExistingAssessment): AssessmentEvent[] => {
  if (!surveyOpenIn(assessment.status)) throw surveyClosed(assessment.status);
  const { answers } = command.data;
  if (answers.every((answer) => assessment.surveyAnswers[answer.questionId] === answer.value)) throw surveyUnchanged();
  return [{ type: 'AssessmentSurveyAnswered', data: { assessmentId: assessment.assessmentId, answers } }];
};

/** Shifts (only while APPROVED or ACTIVE) and survey answers (until the assessment is finished). */
export const decideAssessmentDetail = (command: AssessmentDetailCommand, assessment: ExistingAssessment): AssessmentEvent[] => {
  const { assessmentId } = assessment;
  if (command.type === 'AnswerAssessmentSurvey') return answerSurvey(command, assessment);
  if (!shiftsOpenIn(assessment.status)) throw shiftsNotOpen(assessment.status);
  switch (command.type) {
    case 'AddAssessmentShift': {
      const { shiftId, startsAt, endsAt, caregiverId } = command.data;
      if (assessment.shifts.some((shift) => shift.shiftId === shiftId)) throw shiftAlreadyExists(shiftId);
      ensureShiftFits(assessment, command.data);
      return [{ type: 'AssessmentShiftAdded', data: { assessmentId, shiftId, startsAt, endsAt, caregiverId } }];
    }
    case 'ChangeAssessmentShift': {
      const { shiftId, ...changes } = command.data;
      const current = plannedShift(assessment, shiftId);
      const next = {
        shiftId,
        startsAt: changes.startsAt ?? current.startsAt,
        endsAt: changes.endsAt ?? current.endsAt,
        caregiverId: changes.caregiverId === undefined ? current.caregiverId : changes.caregiverId,
      };
      const sameTimes =
        instantOf(next.startsAt, 'startsAt') === instantOf(current.startsAt, 'startsAt') &&
        instantOf(next.endsAt, 'endsAt') === instantOf(current.endsAt, 'endsAt');
      if (sameTimes && next.caregiverId === current.caregiverId) throw shiftUnchanged(shiftId);
      ensureShiftFits(assessment, next);
      return [{ type: 'AssessmentShiftChanged', data: { assessmentId, ...next } }];
    }
    case 'CancelAssessmentShift': {
      const { shiftId } = plannedShift(assessment, command.data.shiftId);
      return [{ type: 'AssessmentShiftCancelled', data: { assessmentId, shiftId, reason: ensureCancelReason(command.data.reason) } }];
    }
    default:
      return assertNever(command);
  }
};
