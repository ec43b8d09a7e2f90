import { z } from 'zod';
import { roles } from '../catalog/roles';
import { catalogIdAnswer, instantAnswer, versionedRecordAnswer } from '../shared/answers';

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

const roleIdAnswer = catalogIdAnswer(roles);

/** Who is signed in, as the who-am-I answer names them. */
export const sessionUserAnswer = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  roleId: roleIdAnswer,
  agencyId: z.string().nullable(),
  /** The partner organisation of a partner or partner agent. */
  partnerId: z.string().nullable(),
});
export type SessionUserAnswer = z.infer<typeof sessionUserAnswer>;

/** `GET /api/auth-details`: the signed-in account and its role. */
export const authDetailsAnswer = z.strictObject({
  user: sessionUserAnswer,
  role: z.strictObject({ id: roleIdAnswer, name: z.enum(roles.map((role) => role.key)) }),
  permissions: z.array(z.string()),
});
export type AuthDetailsAnswer = z.infer<typeof authDetailsAnswer>;

/** `POST /api/login`: the account that has just signed in (its partner is read from `/api/auth-details`). */
export const signInAnswer = z.strictObject({ user: sessionUserAnswer.omit({ partnerId: true }) });
export type SignInAnswer = z.infer<typeof signInAnswer>;

/** `GET /api/random-password`: a password that meets the rules, for a form to offer. */
export const randomPasswordAnswer = z.strictObject({ password: z.string() });
export type RandomPasswordAnswer = z.infer<typeof randomPasswordAnswer>;
