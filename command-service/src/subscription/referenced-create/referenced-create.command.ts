import { Command } from '@nestjs/cqrs';
import type { AnyRecordType } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { CommandAccepted } from '../../shared/decide-and-append';
import type { ReferencedCreation } from './referenced-creation';

/** Creates a record whose decision needs facts from other records (a subscription needs its product's price). */
export class ReferencedCreateCommand extends Command<CommandAccepted> {
  constructor(
    readonly recordType: AnyRecordType,
    readonly creation: ReferencedCreation,
    readonly actor: Actor,
    /** The request body, not yet validated. */
    readonly body: unknown,
    readonly issuedAt?: Date,
  ) {
    super();
  }
}
