import { ForbiddenException, HttpException, HttpStatus, Inject, Injectable, Optional, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { READ_SCOPE, scopesGrant } from '@careledger/domain';
import type { ApiKeyIdentity } from '@careledger/storage';
import type { FastifyReply } from 'fastify';
import { API_KEY_SCOPE, API_KEYS, type ApiKeyAccess } from '../api-key/api-key-scope';
import { bearerOf } from '../api-key/bearer';
import { apiKeyRateLimiterOf } from '../settings/http-settings';
import { actorFrom, type RequestWithActor } from './actor';
import { SESSIONS, lookupSession, type Sessions } from './sessions';

/** The console reloads on this status, as it does when a state-changing request lacks the XSRF echo. */
export const SESSION_EXPIRED = 419;

const INVALID_KEY = 'The API key is not valid or has been revoked. Send it as Authorization: Bearer clk_…';

/**
 * 401 without a session; 419 when the session named by the cookie has ended. A call with an API
 * key (`Authorization: Bearer`) is answered by the key alone: 401 when it is unknown or revoked, 429
 * (with Retry-After) over its rate, 403 naming the scope it lacks; it then acts as its organisation,
 * under the same policy as a person of that role.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    @Inject(SESSIONS) private readonly sessions: Sessions,
    @Optional() @Inject(API_KEYS) private readonly apiKeys?: ApiKeyAccess | null,
    @Optional() @Inject(Reflector) private readonly reflector?: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const bearer = bearerOf(request.headers?.authorization);
    if (bearer.kind === 'malformed') throw new UnauthorizedException({ message: INVALID_KEY });
    if (bearer.kind === 'bearer') return this.admitKey(context, request, bearer.token);
    const session = await lookupSession(this.sessions, request);
    switch (session.status) {
      case 'active':
        request.actor = actorFrom(session.user);
        request.account = session.user;
        return true;
      case 'expired':
        throw new HttpException({ message: 'Your session has expired. Please sign in again.' }, SESSION_EXPIRED);
      case 'none':
        throw new UnauthorizedException({ message: 'Sign in to continue.' });
    }
  }

  private scopeNeeded(context: ExecutionContext, method: string): string | false {
    const declared = this.reflector?.getAllAndOverride<string | false | undefined>(API_KEY_SCOPE, [context.getHandler(), context.getClass()]);
    if (declared !== undefined) return declared;
    return method === 'GET' || method === 'HEAD' || this.apiKeys?.postsAreReads === true ? READ_SCOPE : false;
  }

  private async admitKey(context: ExecutionContext, request: RequestWithActor, token: string): Promise<boolean> {
    const found = this.apiKeys ? await this.apiKeys.keys.lookup(token) : { status: 'none' as const };
    if (found.status !== 'active') throw new UnauthorizedException({ message: INVALID_KEY });
    const { key } = found;
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const rate = await apiKeyRateLimiterOf(reply).take(key.id);
    if (!rate.allowed) {
      void reply.header('Retry-After', String(rate.retryAfterSeconds));
      throw new HttpException(
        { message: `Too many calls with this API key. Try again in ${rate.retryAfterSeconds} seconds.`, retryAfterSeconds: rate.retryAfterSeconds },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    this.apiKeys?.keys.used(key.id, new Date());
    const needed = this.scopeNeeded(context, request.method);
    if (needed === false) throw new ForbiddenException({ message: 'This call takes a person signed in, not an API key.' });
    if (!scopesGrant(key.scopes, needed)) throw new ForbiddenException({ message: `The API key lacks the scope ${needed}.`, missingScope: needed });
    request.actor = actorOfKey(key);
    request.account = { id: key.id, email: '', name: `key ${key.name}`, roleId: key.roleId, agencyId: key.agencyId, partnerId: key.partnerId, status: 1 };
    return true;
  }
}

/** A key acts as its organisation; its own id is the actor every event it causes names. */
export const actorOfKey = (key: ApiKeyIdentity) => ({ id: key.id, roleId: key.roleId, agencyId: key.agencyId, partnerId: key.partnerId, apiKey: { id: key.id, name: key.name } });
