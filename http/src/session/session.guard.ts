import { HttpException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { actorFrom, type RequestWithActor } from './actor';
import { SESSIONS, lookupSession, type Sessions } from './sessions';

/** The console reloads on this status, as it does when a state-changing request lacks the XSRF echo. */
export const SESSION_EXPIRED = 419;

/** 401 without a session; 419 when the session named by the cookie has ended. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(SESSIONS) private readonly sessions: Sessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
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
}
