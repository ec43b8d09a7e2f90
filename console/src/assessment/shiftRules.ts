import {
  MAX_SHIFT_HOURS,
  allowedAssessmentDetailActions,
  assessmentShiftActions,
  assessmentStatuses,
  isIdOf,
  mayActOnAssessment,
  type Actor,
  type AssessmentShiftAction,
} from '@careledger/domain';
import type { Assessment, AssessmentShift } from '../api';

const HOUR_MS = 3_600_000;

/** Who reads an assessment's shifts is who plans them: admins and the assessment's agency (the query side agrees). */
export const mayReadShifts = (assessment: Assessment, actor: Actor): boolean => mayActOnAssessment(actor, 'add-shift', assessment);

/** The shift actions the status allows now (APPROVED or ACTIVE) and the policy allows this actor. */
export const shiftActionsFor = (assessment: Assessment, actor: Actor): readonly AssessmentShiftAction[] => {
  if (!isIdOf(assessmentStatuses, assessment.status)) return [];
  const allowed = allowedAssessmentDetailActions(assessment.status);
  return assessmentShiftActions.filter((action) => allowed.includes(action) && mayActOnAssessment(actor, action, assessment));
};

export type ShiftProblem = { rule: 'endsBeforeStart' } | { rule: 'tooLong'; hours: number } | { rule: 'overlaps'; other: AssessmentShift };

/**
 * The domain's rules for a shift's times (domain/src/assessment/decide-details.ts): it ends after
 * it starts, lasts at most a day and meets no other planned shift; one may start where another ends.
 */
export const shiftProblem = (shiftId: string, startsAt: Date, endsAt: Date, shifts: readonly AssessmentShift[]): ShiftProblem | undefined => {
  const start = startsAt.getTime();
  const end = endsAt.getTime();
  if (end <= start) return { rule: 'endsBeforeStart' };
  if (end - start > MAX_SHIFT_HOURS * HOUR_MS) return { rule: 'tooLong', hours: MAX_SHIFT_HOURS };
  const other = shifts.find((each) => each.shiftId !== shiftId && each.status === 'planned' && Date.parse(each.startsAt) < end && start < Date.parse(each.endsAt));
  return other === undefined ? undefined : { rule: 'overlaps', other };
};

/** A version 4 UUID: the domain names shifts by an id their client chose. */
export const newShiftId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
