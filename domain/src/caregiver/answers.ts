import { z } from 'zod';
import { careServices } from '../catalog/care-services';
import { competencyLevels } from '../catalog/clinical-scales';
import { certifications, professions } from '../catalog/professions';
import { catalogIdAnswer, versionedRecordAnswer } from '../shared/answers';

/** One caregiver, as `GET /api/caregivers` and `GET /api/caregivers/{id}` answer it. */
export const caregiverAnswer = z.strictObject({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  agencyId: z.string(),
  agencyName: z.string().nullable(),
  userId: z.string().nullable(),
  professionId: catalogIdAnswer(professions),
  status: z.number().int(),
  /** Why the caregiver was declined or off boarded, when they were. */
  statusReason: z.string().nullable(),
  /** Each care service the caregiver gives, with their competency in it, in the order added. */
  services: z.array(z.strictObject({ careServiceId: catalogIdAnswer(careServices), competency: catalogIdAnswer(competencyLevels) })),
  certifications: z.array(catalogIdAnswer(certifications)),
  ...versionedRecordAnswer,
});
export type CaregiverAnswer = z.infer<typeof caregiverAnswer>;
