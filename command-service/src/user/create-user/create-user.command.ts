import { Command } from '@nestjs/cqrs';
import type { Actor } from '@careledger/http';
import type { UserCommandAccepted } from '../credentials';

/** Creates an account: its facts as an event, its credentials in the identity table. */
export class CreateUserCommand extends Command<UserCommandAccepted> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    /** The request body, not yet validated. */
    readonly body: unknown,
    readonly issuedAt?: Date,
  ) {
    super();
  }
}
