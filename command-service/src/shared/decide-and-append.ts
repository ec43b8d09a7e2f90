import { fold, type Command, type Decider, type Event, type EventMetadata } from '@careledger/domain';
import { WrongExpectedVersion, type EventStore } from '@careledger/storage';

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
});

export interface DecideAndAppend<State, Cmd extends Command, Evt extends Event> {
  store: EventStore;
  streamId: string;
  decider: Decider<State, Cmd, Evt>;
  command: Cmd;
  /** The version the client last saw; undefined for a command that creates the stream. */
  expectedVersion?: number;
  /** Throws when the actor may not act on this existing record. */
  authorize?: (state: State) => void | Promise<void>;
  /** The refusal for a command on a record that does not exist; absent for a creating command. */
  notFound?: () => Error;
}

/** Load -> decide -> append, with the version the state was read at as the expected version. */
export const decideAndAppend = async <State, Cmd extends Command, Evt extends Event>(
  input: DecideAndAppend<State, Cmd, Evt>,
): Promise<Omit<CommandAccepted, 'id'>> => {
  const history = await input.store.readStream(input.streamId);
  const state = fold(input.decider, history as unknown as Evt[]);
  const actualVersion = history.length - 1;
  if (history.length === 0 && input.notFound) throw input.notFound();
  if (history.length > 0) {
    await input.authorize?.(state);
    if (input.expectedVersion !== undefined && input.expectedVersion !== actualVersion) {
      throw new WrongExpectedVersion(input.streamId, input.expectedVersion, actualVersion);
    }
  }
  const events = input.decider.decide(input.command, state);
  const metadata = eventMetadataOf(input.command);
  const appended = await input.store.append(
    input.streamId,
    events.map((event) => ({ type: event.type, data: event.data, metadata })),
    actualVersion === -1 ? 'no_stream' : actualVersion,
  );
  return { version: appended.nextExpectedVersion, globalPosition: appended.lastGlobalPosition };
};
