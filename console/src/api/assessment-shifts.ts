import type { AssessmentShiftAnswer, AssessmentShiftsAnswer } from '@careledger/domain';
import { api } from './client';
import type { CommandResult } from './types';

/** One shift of `GET /api/agency/assessments/{id}/shifts`, cancelled ones included. */
export type AssessmentShift = AssessmentShiftAnswer;

/** The shifts by start, with the assessment's version: the `expectedVersion` of the next shift command. */
export type AssessmentShifts = AssessmentShiftsAnswer;

export interface ShiftActionBodies {
  'add-shift': { expectedVersion: number; shiftId: string; startsAt: string; endsAt: string; caregiverId?: string | null };
  /** Only the fields that change; `caregiverId: null` takes the caregiver off the shift. */
  'change-shift': { expectedVersion: number; shiftId: string; startsAt?: string; endsAt?: string; caregiverId?: string | null };
  'cancel-shift': { expectedVersion: number; shiftId: string; reason: string };
}

export type ShiftAction = keyof ShiftActionBodies;

/** An action and its body, kept together so a caller cannot send one action's body to another. */
export type ShiftCommand = { [A in ShiftAction]: { action: A; body: ShiftActionBodies[A] } }[ShiftAction];

export const assessmentShiftsApi = {
  list: (assessmentId: string, signal?: AbortSignal) => api.get<AssessmentShifts>(`/api/agency/assessments/${encodeURIComponent(assessmentId)}/shifts`, { signal }),

  act: (assessmentId: string, { action, body }: ShiftCommand, idempotencyKey: string) =>
    api.post<CommandResult>(`/api/assessments/${encodeURIComponent(assessmentId)}/${action}`, body, { idempotencyKey }),
};
