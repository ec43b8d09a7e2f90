import { Command } from '@nestjs/cqrs';
import type { Actor } from '@careledger/http';
import type { UserCommandAccepted } from '../credentials';

/** Activates, disables, changes the role of, or issues a new password to an account. */
export class ChangeUserCommand extends Command<UserCommandAccepted> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly action: string,
    /** The request body, not yet validated. */
    readonly body: unknown,
    readonly issuedAt?: Date,
  ) {
    super();
  }
}
