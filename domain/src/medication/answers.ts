import { z } from 'zod';
import { medicationAdministrationStates, medicationNotAdministeredReasons } from '../catalog/medication';
import { catalogIdAnswer, countAnswer, displayNameAnswer, instantAnswer, versionedRecordAnswer } from '../shared/answers';

/** One medication administration record: a scheduled dose and what became of it. */
export const medicationAdministrationAnswer = z.strictObject({
  id: z.uuid(),
  patientId: z.string(),
  patientName: displayNameAnswer,
  medicationName: z.string(),
  dose: z.string(),
  scheduledAt: instantAnswer,
  status: catalogIdAnswer(medicationAdministrationStates),
  reasonId: catalogIdAnswer(medicationNotAdministeredReasons).nullable(),
  comment: z.string().nullable(),
  administeredAt: instantAnswer.nullable(),
  /** How many times the outcome was corrected since it was first recorded. */
  corrections: countAnswer,
  voided: z.boolean(),
  voidReason: z.string().nullable(),
  recordedBy: z.string(),
  recordedByName: displayNameAnswer,
  ...versionedRecordAnswer,
});
export type MedicationAdministrationAnswer = z.infer<typeof medicationAdministrationAnswer>;

/** `GET /api/medications/{id}`: the record, with every dose of the same medication and dose for the patient, latest first (at most 100), this one included. */
export const medicationAdministrationDetailAnswer = medicationAdministrationAnswer.extend({ administrations: z.array(medicationAdministrationAnswer) });
export type MedicationAdministrationDetailAnswer = z.infer<typeof medicationAdministrationDetailAnswer>;
