import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseOrThrow } from '@careledger/domain';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { RecordCommand } from '../../record/record.command';
import type { CommandAccepted } from '../../shared/decide-and-append';
import { ReferencedCreateCommand } from './referenced-create.command';

/**
 * Validates the client's request (400; a client cannot send `references`, its schema does not
 * know them), reads the referenced streams, and hands the completed body to the generic record
 * handler, which authorizes, decides and appends as for any record.
 */
@CommandHandler(ReferencedCreateCommand)
export class ReferencedCreateHandler implements ICommandHandler<ReferencedCreateCommand> {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  async execute({ recordType, creation, actor, body, issuedAt }: ReferencedCreateCommand): Promise<CommandAccepted> {
    const request = parseOrThrow(creation.request, body ?? {}) as Record<string, unknown>;
    const references = await creation.references(this.infrastructure.eventStore, request);
    const recordId = creation.recordIdOf?.(request) ?? randomUUID();
    return this.commandBus.execute(new RecordCommand(recordType, actor, recordId, 'create', { ...request, references }, issuedAt));
  }
}
