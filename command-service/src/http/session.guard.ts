import { HttpException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { lookupSession } from '@careledger/storage';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';
import { actorFrom, type RequestWithActor } from './actor';

export const SESSION_EXPIRED = 419;

/** 401 without a session; 419 when the session named by the cookie has ended (the console reloads). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const session = await lookupSession(this.infrastructure.sessions, { cookies: request.cookies });
    switch (session.status) {
      case 'active':
        request.actor = actorFrom(session.user);
        return true;
      case 'expired':
        throw new HttpException({ message: 'Your session has expired. Please sign in again.' }, SESSION_EXPIRED);
      case 'none':
        throw new UnauthorizedException({ message: 'Sign in to continue.' });
    }
  }
}
