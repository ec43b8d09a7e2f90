import { randomUUID } from 'node:crypto';
import { MAX_PASSWORD_BYTES, NOBODY_ACTOR_ID, passwordBytes, Role, signInStreamId, type SignInFailed } from '@careledger/domain';
import type { UserAccount } from '@careledger/storage';
import bcrypt from 'bcryptjs';
import type { CommandInfrastructure } from '../../infrastructure';
import type { LoginRequest } from './login.request';

// Compared against when the email is unknown, so both failures take the same time.
const UNKNOWN_USER_HASH = '$2b$10$Q3LT57nQA/qrPg83PCgejOXLIRZBMwx4SbEkqkugIDxersX3mU0w6';

export type SignInOutcome =
  | { kind: 'signed-in'; account: UserAccount; sessionToken: string }
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfterSeconds: number };

type SignInParts = Pick<CommandInfrastructure, 'users' | 'sessions' | 'signInThrottle' | 'eventStore' | 'now'>;

const recordFailure = async (infrastructure: SignInParts, account: UserAccount, data: Omit<SignInFailed['data'], 'userId'>, now: Date) => {
  const id = randomUUID();
  const event: SignInFailed = { type: 'SignInFailed', data: { userId: account.id, ...data } };
  await infrastructure.eventStore.append(
    signInStreamId(account.id),
    [{ ...event, metadata: { actorId: NOBODY_ACTOR_ID, actorRole: Role.USER, correlationId: id, causationId: id, occurredAt: now.toISOString(), schemaVersion: 1 } }],
    'any',
  );
};

/**
 * Counts the attempt before comparing the password (a locked account or address is refused
 * before any comparison, the right password included), opens a session when it matches, and
 * records a wrong password for an existing account in its sign-in stream.
 */
export const signIn = async (infrastructure: SignInParts, { email, password }: LoginRequest, address: string): Promise<SignInOutcome> => {
  const now = infrastructure.now();
  const subjects = { email, address };
  const attempt = await infrastructure.signInThrottle.attempt(subjects, now);
  if (!attempt.allowed) return { kind: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  const found = await infrastructure.users.findByEmail(email);
  // bcrypt reads 72 bytes: a longer password would match any that starts the same way.
  const comparable = passwordBytes(password) <= MAX_PASSWORD_BYTES;
  const matches = await bcrypt.compare(comparable ? password : '', found?.passwordHash ?? UNKNOWN_USER_HASH);
  if (found && comparable && matches && found.account.status === 1) {
    await infrastructure.signInThrottle.succeeded(subjects);
    return { kind: 'signed-in', account: found.account, sessionToken: await infrastructure.sessions.open(found.account.id, now) };
  }
  if (found) {
    await recordFailure(infrastructure, found.account, { address, failures: attempt.failures, lockedUntil: attempt.lockedUntil?.toISOString() ?? null }, now);
  }
  return { kind: 'refused' };
};
