import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  can,
  fold,
  parseOrThrow,
  UserStatus,
  userDecider,
  userNotFound,
  userRecord,
  userStreamId,
  type ExistingUser,
  type UserEvent,
  type UserState,
} from '@careledger/domain';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { commandMetadata } from '../../shared/command-metadata';
import { decideAndAppend } from '../../shared/decide-and-append';
import { hashPassword, newPassword, type UserCommandAccepted } from '../credentials';
import { unknownUserAction, userForbidden } from '../user-errors';
import { ChangeUserCommand } from './change-user.command';

const standingOf = (user: ExistingUser) => ({
  roleId: user.roleId,
  agencyId: user.agencyId,
  partnerId: user.partnerId,
  status: user.status === 'active' ? UserStatus.ACTIVE : UserStatus.DISABLE,
});

/**
 * Decides and appends like any record command, then brings the sign-in row in line with the
 * account's events: a disabled account signs in no more and its sessions end at once; a reset
 * replaces the password hash (creating the row for an account that had none) and ends sessions.
 */
@CommandHandler(ChangeUserCommand)
export class ChangeUserHandler implements ICommandHandler<ChangeUserCommand> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  async execute({ actor, userId, action, body, issuedAt }: ChangeUserCommand): Promise<UserCommandAccepted> {
    const request = Object.hasOwn(userRecord.actions, action) ? userRecord.actions[action as keyof typeof userRecord.actions] : undefined;
    if (!request) throw unknownUserAction(action, Object.keys(userRecord.actions));
    const parsed = parseOrThrow(request.body, body ?? {}) as { expectedVersion?: number };
    const command = request.toCommand(userId, parsed as never, commandMetadata(actor, issuedAt ?? this.infrastructure.now()), actor);
    const { eventStore, users, sessions } = this.infrastructure;
    const streamId = userStreamId(userId);
    const accepted = await decideAndAppend({
      store: eventStore,
      streamId,
      decider: userDecider,
      command,
      expectedVersion: parsed.expectedVersion,
      notFound: () => userNotFound(userId),
      authorize: (state: UserState) => {
        if (!can(actor, `user.${action}`, userRecord.factsOf(state))) throw userForbidden(action);
      },
    });
    const user = fold(userDecider, (await eventStore.readStream(streamId)) as unknown as UserEvent[]) as ExistingUser;
    await users.updateStanding(userId, standingOf(user));
    if (action !== 'reset-password') {
      if (user.status === 'disabled') await sessions.closeAllOf(userId);
      return { id: userId, ...accepted };
    }
    const password = newPassword();
    const passwordHash = await hashPassword(password);
    if (!(await users.setPasswordHash(userId, passwordHash))) {
      await users.insert({ id: userId, email: user.email, name: user.name, ...standingOf(user), passwordHash });
    }
    await sessions.closeAllOf(userId);
    return { id: userId, ...accepted, password };
  }
}
