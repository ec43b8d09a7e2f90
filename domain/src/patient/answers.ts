import { z } from 'zod';
import { allergyReactions, assistanceLevels } from '../catalog/clinical-scales';
import { calendarDayAnswer, catalogIdAnswer, displayNameAnswer, versionedRecordAnswer } from '../shared/answers';
import { activityAreas } from './details';

/** One patient as `GET /api/patients` lists it. */
export const patientSummaryAnswer = z.strictObject({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: calendarDayAnswer.nullable(),
  agencyId: z.string().nullable(),
  agencyName: displayNameAnswer,
  partnerId: z.string().nullable(),
  createdBy: z.string(),
  createdByName: displayNameAnswer,
  careTeam: z.array(z.string()),
  /** Each member's name, in the order of careTeam. */
  careTeamNames: z.array(displayNameAnswer),
  careCoordinatorId: z.string().nullable(),
  careCoordinatorName: displayNameAnswer,
  ambulatoryLevel: z.number().int().nullable(),
  payerId: z.number().int().nullable(),
  diagnosisIds: z.array(z.number().int()),
  languageIds: z.array(z.number().int()),
  ...versionedRecordAnswer,
});
export type PatientSummaryAnswer = z.infer<typeof patientSummaryAnswer>;

export const patientContactAnswer = z.strictObject({
  contactId: z.string(),
  name: z.string(),
  // A plain number: the server's catalog may know relationships a client does not.
  relationshipId: z.number().int(),
  relationshipLabel: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isEmergency: z.boolean(),
});
export type PatientContactAnswer = z.infer<typeof patientContactAnswer>;

export const patientAddressAnswer = z.strictObject({
  street: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
});

export const patientAllergyAnswer = z.strictObject({
  allergyId: z.string(),
  allergen: z.string(),
  reaction: z.string().nullable(),
  severity: catalogIdAnswer(allergyReactions),
});
export type PatientAllergyAnswer = z.infer<typeof patientAllergyAnswer>;

/** An area left out is unknown (level 0). */
export const assistanceLevelsAnswer = z.partialRecord(z.enum(activityAreas), catalogIdAnswer(assistanceLevels));

/** The whole record, as `GET /api/patients/{id}` answers it. */
export const patientAnswer = patientSummaryAnswer.extend({
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  address: patientAddressAnswer.nullable(),
  assistanceLevels: assistanceLevelsAnswer,
  allergies: z.array(patientAllergyAnswer),
  contacts: z.array(patientContactAnswer),
});
export type PatientAnswer = z.infer<typeof patientAnswer>;
