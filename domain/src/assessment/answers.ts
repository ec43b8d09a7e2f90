import { z } from 'zod';
import { displayNameAnswer, instantAnswer, versionAnswer } from '../shared/answers';

/** One assessment as every query answers it, the `asOf` one included. */
export const assessmentAnswer = z.strictObject({
  id: z.uuid(),
  status: z.number().int(),
  version: versionAnswer,
  patientId: z.string(),
  patientName: displayNameAnswer,
  agencyId: z.string().nullable(),
  agencyName: displayNameAnswer,
  careServiceId: z.number().int(),
  summary: z.string().nullable(),
  visitAt: instantAnswer.nullable(),
  cancelReason: z.string().nullable(),
  createdBy: z.string(),
  createdByName: displayNameAnswer,
  createdAt: instantAnswer,
  updatedAt: instantAnswer,
});
export type AssessmentAnswer = z.infer<typeof assessmentAnswer>;

/** One shift of `GET /api/agency/assessments/{id}/shifts`, cancelled ones included. */
export const assessmentShiftAnswer = z.strictObject({
  shiftId: z.string(),
  startsAt: instantAnswer,
  endsAt: instantAnswer,
  /** The caregiver user who works it; null until one is chosen. */
  caregiverId: z.string().nullable(),
  /** That caregiver's name; null when none is on the shift or no caregiver profile names the user. */
  caregiverName: z.string().nullable(),
  status: z.enum(['planned', 'cancelled']),
  cancelReason: z.string().nullable(),
  createdAt: instantAnswer,
  updatedAt: instantAnswer,
});
export type AssessmentShiftAnswer = z.infer<typeof assessmentShiftAnswer>;

/** The shifts by start, with the assessment's version: the `expectedVersion` of the next shift command. */
export const assessmentShiftsAnswer = z.strictObject({
  assessmentId: z.string(),
  version: versionAnswer,
  data: z.array(assessmentShiftAnswer),
});
export type AssessmentShiftsAnswer = z.infer<typeof assessmentShiftsAnswer>;

export const assessmentStatusAnswer = z.strictObject({ id: z.number().int(), key: z.string(), label: z.string() });
export type AssessmentStatusAnswer = z.infer<typeof assessmentStatusAnswer>;
