import { z } from 'zod';
import { instantAnswer, versionedRecordAnswer } from '../shared/answers';

/** One account as `/api/logins` and `/api/users/{id}` answer it; credentials never leave identity. */
export const loginAnswer = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  roleId: z.number().int(),
  roleLabel: z.string().nullable(),
  agencyId: z.string().nullable(),
  partnerId: z.string().nullable(),
  /** Catalog `userStatuses`: active 1, disabled 3. */
  status: z.number().int(),
  statusLabel: z.string().nullable(),
  createdBy: z.string(),
  passwordResetAt: instantAnswer.nullable(),
  ...versionedRecordAnswer,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;
