import { z } from 'zod';
import { medicationRoutes } from '../catalog/medication';
import { medicationAdministrationAnswer } from '../medication/answers';
import { calendarDayAnswer, catalogIdAnswer, countAnswer, displayNameAnswer, instantAnswer, versionAnswer, versionedRecordAnswer } from '../shared/answers';

/** One medication order: what a patient takes, how, at which times of day, from when to when. */
export const medicationOrderAnswer = z.strictObject({
  id: z.uuid(),
  patientId: z.string(),
  patientName: displayNameAnswer,
  drug: z.string(),
  dose: z.string(),
  routeId: catalogIdAnswer(medicationRoutes),
  /** `HH:MM`, 24-hour, in the order of the day. */
  timesOfDay: z.array(z.string()),
  startDate: calendarDayAnswer,
  endDate: calendarDayAnswer.nullable(),
  instructions: z.string().nullable(),
  status: z.enum(['active', 'discontinued']),
  discontinuedReason: z.string().nullable(),
  discontinuedAt: instantAnswer.nullable(),
  /** How many times the terms (dose, times, end, instructions) were changed. */
  changes: countAnswer,
  prescribedBy: z.string(),
  prescribedByName: displayNameAnswer,
  ...versionedRecordAnswer,
});
export type MedicationOrderAnswer = z.infer<typeof medicationOrderAnswer>;

/** One dose an active order makes due on a day, and the administration recorded for it, if any. */
export const doseDueAnswer = z.strictObject({
  orderId: z.uuid(),
  /** The order's version, for a command that changes it from the same screen. */
  orderVersion: versionAnswer,
  patientId: z.string(),
  patientName: displayNameAnswer,
  drug: z.string(),
  dose: z.string(),
  routeId: catalogIdAnswer(medicationRoutes),
  instructions: z.string().nullable(),
  /** The order's time of day, `HH:MM`. */
  timeOfDay: z.string(),
  /** The instant the dose is due: the day and time of day in the zone asked for. */
  scheduledFor: instantAnswer,
  /** The administration of this patient, medication and scheduled instant that is not voided, or null while none is recorded. */
  administration: medicationAdministrationAnswer.nullable(),
});
export type DoseDueAnswer = z.infer<typeof doseDueAnswer>;

/** `GET /api/medication-doses-due`: the doses due on `date`, by time, for the patients the reader may read. */
export const dosesDueAnswer = z.strictObject({
  date: calendarDayAnswer,
  /** The IANA zone the times of day were read in. */
  timeZone: z.string(),
  data: z.array(doseDueAnswer),
});
export type DosesDueAnswer = z.infer<typeof dosesDueAnswer>;
