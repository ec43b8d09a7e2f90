import { HttpException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Role } from '@careledger/domain';
import type { SessionLookup, UserAccount } from '@careledger/storage';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../cookies/site-cookies';
import type { RequestWithActor } from './actor';
import { SessionGuard } from './session.guard';
import type { Sessions } from './sessions';

const account: UserAccount = {
  id: '0b7a6f5e-2f7e-4a59-9a4c-3d1f0c9e8b11',
  email: 'agency@demo.careledger',
  name: 'Agency Demo',
  roleId: Role.AGENCY,
  agencyId: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  partnerId: null,
  status: 1,
};

/** A session store that knows one token, and records which tokens it was asked about. */
const sessionsWith = (token: string, lookup: SessionLookup) => {
  const asked: (string | undefined)[] = [];
  const sessions: Sessions = {
    lookup: async (asked_token) => {
      asked.push(asked_token);
      return asked_token === token ? lookup : { status: 'none' };
    },
  };
  return { sessions, asked };
};

const contextFor = (request: Partial<RequestWithActor>) => ({ switchToHttp: () => ({ getRequest: () => request }) }) as unknown as ExecutionContext;

describe('the session guard', () => {
  it('puts the actor and the account on the request of an active session', async () => {
    const { sessions, asked } = sessionsWith('good-token', { status: 'active', user: account });
    const request: Partial<RequestWithActor> = { cookies: { [SESSION_COOKIE]: 'good-token' } };
    await expect(new SessionGuard(sessions).canActivate(contextFor(request))).resolves.toBe(true);
    expect(asked).toEqual(['good-token']);
    expect(request.actor).toEqual({ id: account.id, roleId: Role.AGENCY, agencyId: account.agencyId, partnerId: null });
    expect(request.account).toEqual(account);
  });

  it('answers 419 for a session that ended, so the console reloads', async () => {
    const { sessions } = sessionsWith('old-token', { status: 'expired' });
    const request: Partial<RequestWithActor> = { cookies: { [SESSION_COOKIE]: 'old-token' } };
    const refusal = await new SessionGuard(sessions).canActivate(contextFor(request)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpException);
    expect((refusal as HttpException).getStatus()).toBe(419);
    expect(request.actor).toBeUndefined();
  });

  it('answers 401 without a session cookie', async () => {
    const { sessions, asked } = sessionsWith('good-token', { status: 'active', user: account });
    const request: Partial<RequestWithActor> = { cookies: {} };
    await expect(new SessionGuard(sessions).canActivate(contextFor(request))).rejects.toBeInstanceOf(UnauthorizedException);
    expect(asked).toEqual([undefined]);
  });
});
