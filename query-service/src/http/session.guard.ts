import { HttpException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { lookupSession } from '@careledger/storage';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import type { RequestWithActor } from './actor';

/** 401 without a session; 419 when the session named by the cookie has ended. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const session = await lookupSession(this.infrastructure.sessions, { cookies: request.cookies });
    switch (session.status) {
      case 'active': {
        const { id, roleId, agencyId, partnerId } = session.user;
        request.actor = { id, roleId, agencyId, partnerId };
        request.account = session.user;
        return true;
      }
      case 'expired':
        throw new HttpException({ message: 'Your session has expired. Please sign in again.' }, 419);
      case 'none':
        throw new UnauthorizedException({ message: 'Sign in to continue.' });
    }
  }
}
