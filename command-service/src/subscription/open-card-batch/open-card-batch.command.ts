import { Command } from '@nestjs/cqrs';
import type { Actor } from '@careledger/http';
import type { CommandAccepted } from '../../shared/decide-and-append';

/** Opens a card batch: its charges are claimed first, so no charge goes into two batches. */
export class OpenCardBatchCommand extends Command<CommandAccepted> {
  constructor(
    readonly actor: Actor,
    /** The request body, not yet validated. */
    readonly body: unknown,
    readonly issuedAt?: Date,
    /** A batch id chosen by the caller (the demo's seeded ids); a new one otherwise. */
    readonly cardBatchId?: string,
  ) {
    super();
  }
}
