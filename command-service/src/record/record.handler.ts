import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, parseOrThrow, streamIdOf, type Command, type Decider, type Event, type RecordFacts, type RecordRequest } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';
import { commandMetadata } from '../shared/command-metadata';
import { decideAndAppend, type CommandAccepted } from '../shared/decide-and-append';
import { withPatientFacts } from './patient-facts';
import { RecordCommand } from './record.command';
import { recordForbidden, recordNotFound, unknownRecordAction } from './record-errors';

/** Validate (400), find (404), authorize (403), check the version (409), decide (422), append. */
@CommandHandler(RecordCommand)
export class RecordHandler implements ICommandHandler<RecordCommand> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  async execute({ recordType, actor, recordId, action, body, issuedAt }: RecordCommand): Promise<CommandAccepted> {
    const request: RecordRequest<Command> | undefined = action === 'create' ? recordType.create : recordType.actions[action];
    if (!request) throw unknownRecordAction(recordType, action);
    // A POST without a body is an empty one: the schema then names what is missing.
    const parsed = parseOrThrow(request.body, body ?? {}) as { expectedVersion?: number };
    const command = request.toCommand(recordId, parsed as never, commandMetadata(actor, issuedAt ?? this.infrastructure.now()), actor);
    const authorize = async (facts: RecordFacts) => {
      if (!can(actor, `${recordType.category}.${action}`, await withPatientFacts(this.infrastructure.eventStore, facts))) {
        throw recordForbidden(recordType, action);
      }
    };
    if (action === 'create') await authorize(recordType.factsOfCreation(command));
    const accepted = await decideAndAppend({
      store: this.infrastructure.eventStore,
      streamId: streamIdOf(recordType, recordId),
      decider: recordType.decider as Decider<unknown, Command, Event>,
      command,
      expectedVersion: parsed.expectedVersion,
      notFound: action === 'create' ? undefined : () => recordNotFound(recordType, recordId),
      authorize: action === 'create' ? undefined : (state) => authorize(recordType.factsOf(state)),
    });
    return { id: recordId, ...accepted };
  }
}

export type { Actor };
