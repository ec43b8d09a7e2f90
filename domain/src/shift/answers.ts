import { z } from 'zod';
import { calendarDayAnswer, displayNameAnswer, instantAnswer } from '../shared/answers';

/** Where a caregiver's shift comes from: the schedule of a posting filled by them, or an assessment's planned shift. */
export const shiftSources = ['posting', 'assessment'] as const;

/** One shift a caregiver works, with the patient and agency it is for. */
export const caregiverShiftAnswer = z.strictObject({
  source: z.enum(shiftSources),
  /** The posting's or the assessment's id. */
  recordId: z.uuid(),
  /** The assessment's shift id; null for a posting, whose schedule has one shift a day. */
  shiftId: z.string().nullable(),
  patientId: z.string(),
  patientName: displayNameAnswer,
  agencyId: z.string().nullable(),
  agencyName: displayNameAnswer,
  careServiceId: z.number().int(),
  startsAt: instantAnswer,
  endsAt: instantAnswer,
});
export type CaregiverShiftAnswer = z.infer<typeof caregiverShiftAnswer>;

/** `GET /api/my-shifts`: the signed-in caregiver's shifts that start on `date` in `timeZone`, by start. */
export const caregiverShiftsAnswer = z.strictObject({
  date: calendarDayAnswer,
  timeZone: z.string(),
  data: z.array(caregiverShiftAnswer),
});
export type CaregiverShiftsAnswer = z.infer<typeof caregiverShiftsAnswer>;
