import { z } from 'zod';
import { roles } from '../catalog/roles';
import { commandAcceptedAnswer } from '../record/answers';
import { catalogIdAnswer, countAnswer, displayNameAnswer, instantAnswer, pageAnswer } from '../shared/answers';

/** One key as `GET /api/api-keys` lists it: never its secret, which is shown once, at creation. */
export const apiKeyAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  /** The start of the key as it was shown (`clk_` and the first characters of its id), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  /** The role the key acts as: an administrator, an agency's or a partner's owner. */
  roleId: catalogIdAnswer(roles),
  agencyId: z.string().nullable(),
  partnerId: z.string().nullable(),
  status: z.enum(['active', 'revoked']),
  createdBy: z.string(),
  createdByName: displayNameAnswer,
  createdAt: instantAnswer,
  revokedAt: instantAnswer.nullable(),
  /** Written in batches (every few seconds), not at each call. */
  lastUsedAt: instantAnswer.nullable(),
  useCount: countAnswer,
});
export type ApiKeyAnswer = z.infer<typeof apiKeyAnswer>;

export const apiKeyListAnswer = pageAnswer(apiKeyAnswer);
export type ApiKeyListAnswer = z.infer<typeof apiKeyListAnswer>;

/** `POST /api/api-keys`: the accepted command and the key itself, answered this once and never again. */
export const apiKeyCreatedAnswer = commandAcceptedAnswer.extend({
  id: z.uuid(),
  /** `clk_<id>_<secret>`: send it as `Authorization: Bearer <key>`. */
  key: z.string(),
});
export type ApiKeyCreatedAnswer = z.infer<typeof apiKeyCreatedAnswer>;

/** `GET /api/api-keys/scopes`: what a key may be granted. */
export const apiKeyScopesAnswer = z.strictObject({ data: z.array(z.string()) });
export type ApiKeyScopesAnswer = z.infer<typeof apiKeyScopesAnswer>;
