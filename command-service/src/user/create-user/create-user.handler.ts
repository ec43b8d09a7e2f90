import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, parseOrThrow, UserStatus, userDecider, userRecord, userStreamId, type CreateUser } from '@careledger/domain';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { commandMetadata } from '../../shared/command-metadata';
import { decideAndAppend } from '../../shared/decide-and-append';
import { hashPassword, newPassword, type UserCommandAccepted } from '../credentials';
import { emailTaken, userForbidden } from '../user-errors';
import { CreateUserCommand } from './create-user.command';
import { createUserRequest } from './create-user.request';

/**
 * Validate (400), authorize (403), decide (422), then reserve the email with a disabled sign-in
 * row (409 when taken), append the account's event, and only then let the row sign in. A failed
 * append removes the reservation, so no row ever outlives a refused command.
 */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  async execute({ actor, userId, body, issuedAt }: CreateUserCommand): Promise<UserCommandAccepted> {
    const { password: chosen, ...account } = parseOrThrow(createUserRequest, body ?? {});
    const metadata = commandMetadata(actor, issuedAt ?? this.infrastructure.now());
    const command = userRecord.create.toCommand(userId, account as never, metadata, actor) as CreateUser;
    if (!can(actor, 'user.create', userRecord.factsOfCreation(command))) throw userForbidden('create');
    userDecider.decide(command, userDecider.initialState());

    const password = chosen ?? newPassword();
    await this.reserve(command, await hashPassword(password));
    try {
      const accepted = await decideAndAppend({ store: this.infrastructure.eventStore, streamId: userStreamId(userId), decider: userDecider, command });
      const { roleId, agencyId, partnerId } = command.data;
      await this.infrastructure.users.updateStanding(userId, { roleId, agencyId, partnerId, status: UserStatus.ACTIVE });
      return { id: userId, ...accepted, ...(chosen === undefined ? { password } : {}) };
    } catch (error) {
      await this.infrastructure.users.remove(userId);
      throw error;
    }
  }

  private async reserve({ data }: CreateUser, passwordHash: string): Promise<void> {
    const { users } = this.infrastructure;
    if (await users.findByEmail(data.email)) throw emailTaken(data.email);
    try {
      await users.insert({ id: data.userId, email: data.email, name: data.name, roleId: data.roleId, agencyId: data.agencyId, partnerId: data.partnerId, passwordHash, status: UserStatus.DISABLE });
    } catch (error) {
      // Two requests for one email at once: the unique index lets one through.
      if (await users.findByEmail(data.email)) throw emailTaken(data.email);
      throw error;
    }
  }
}
