import type { Command, EventMetadata } from '@careledger/domain';

/** What every accepted command answers: the record, its new version and where to read it. */
export interface CommandAccepted {
  id: string;
  version: number;
  globalPosition: number;
}

export const SCHEMA_VERSION = 1;

/** The metadata every event a command appends carries. */
export const eventMetadataOf = (command: Command): EventMetadata => ({
  actorId: command.metadata.actorId,
  actorRole: command.metadata.actorRole,
  correlationId: command.metadata.correlationId,
  causationId: command.metadata.commandId,
  occurredAt: command.metadata.now,
  schemaVersion: SCHEMA_VERSION,
  ...(command.metadata.apiKey ? { apiKey: command.metadata.apiKey } : {}),
});
