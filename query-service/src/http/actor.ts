import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RoleId } from '@careledger/domain';
import type { UserAccount } from '@careledger/storage';
import type { FastifyRequest } from 'fastify';

export interface Actor {
  id: string;
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
}

export type RequestWithActor = FastifyRequest & { actor?: Actor; account?: UserAccount };

export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<RequestWithActor>().actor;
  if (!actor) throw new Error('CurrentActor used on a route without SessionGuard');
  return actor;
});
