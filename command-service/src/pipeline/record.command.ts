import { Command } from '@nestjs/cqrs';
import type { AnyRecordType } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { CommandAccepted } from './command-accepted';

/** `create`, or the name of an action on an existing record (or one that creates it, `request`). */
export type RecordAction = 'create' | (string & {});

/** A request's Idempotency-Key, stored by the append with the answer (see `answeredOnce`). */
export interface IdempotentRequest {
  actorId: string;
  key: string;
  requestHash: string;
}

/**
 * Every command of every record, carried to the one pipeline (`CommandPipeline`): parsed,
 * its references loaded, authorized, version-checked, decided, appended.
 */
export class RecordCommand extends Command<CommandAccepted & Record<string, unknown>> {
  constructor(
    readonly recordType: AnyRecordType,
    readonly actor: Actor,
    readonly recordId: string,
    readonly action: RecordAction,
    /** The request body, not yet validated. */
    readonly body: unknown,
    /** When the command was issued; demo data backdates it, everything else leaves it out. */
    readonly issuedAt?: Date,
    readonly idempotency?: IdempotentRequest & { statusCode: number },
    /** The id was drawn at random for this request, so the record has no history yet. */
    readonly freshId = false,
  ) {
    super();
  }
}
