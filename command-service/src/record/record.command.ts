import { Command } from '@nestjs/cqrs';
import type { AnyRecordType } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { CommandAccepted } from '../shared/decide-and-append';

/** `create`, or the name of an action on an existing record. */
export type RecordAction = 'create' | (string & {});

/** Any command on any aggregate served through its RecordType: parsed, authorized, decided, appended. */
export class RecordCommand extends Command<CommandAccepted> {
  constructor(
    readonly recordType: AnyRecordType,
    readonly actor: Actor,
    readonly recordId: string,
    readonly action: RecordAction,
    /** The request body, not yet validated. */
    readonly body: unknown,
    /** When the command was issued; demo data backdates it, everything else leaves it out. */
    readonly issuedAt?: Date,
  ) {
    super();
  }
}
