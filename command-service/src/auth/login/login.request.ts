import { z } from 'zod';
import { parseOrThrow, ruleMessage } from '@careledger/domain';

const MAX_LENGTH = 320;

const credential = z
  .string({ error: ruleMessage('must be a string') })
  .min(1, { error: 'is required' })
  .max(MAX_LENGTH, { error: `must be at most ${MAX_LENGTH} characters` });

/** Strict, like every command's body: a field the sign-in does not read is refused before an attempt is counted. */
export const loginRequest = z.strictObject({ email: credential.trim(), password: credential });

export type LoginRequest = z.output<typeof loginRequest>;

export const parseLoginRequest = (body: unknown): LoginRequest => parseOrThrow(loginRequest, body ?? {});
