import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor as PolicyActor } from '@careledger/domain';
import type { UserAccount } from '@careledger/storage';
import type { FastifyRequest } from 'fastify';

/** The signed-in actor: the session always knows its tenancy, so it is never left out. */
export type Actor = Required<PolicyActor> & {
  /** Set when the call was made with an API key: the key is then the actor (its id is `id`). */
  apiKey?: { id: string; name: string };
};

/** What the SessionGuard puts on a request: the actor, and the whole account for who-am-I answers. */
export type RequestWithActor = FastifyRequest & { actor?: Actor; account?: UserAccount };

export const actorFrom = (user: UserAccount): Actor => ({
  id: user.id,
  roleId: user.roleId,
  agencyId: user.agencyId,
  partnerId: user.partnerId,
});

/** The signed-in actor, put on the request by the SessionGuard. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<RequestWithActor>().actor;
  if (!actor) throw new Error('CurrentActor used on a route without SessionGuard');
  return actor;
});
