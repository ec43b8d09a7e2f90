import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, createsRecord, logStreamIdOf, mayReference, fold, parseOrThrow, recordRequestOf, streamIdOf, type AnyRecordType, type Command, type Decider, type Event, type RecordRequest } from '@careledger/domain';
import { WrongExpectedVersion, type AppendOptions, type AppendResult, type ExpectedVersion, type RecordedEvent } from '@careledger/storage';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';
import { commandMetadata } from '../shared/command-metadata';
import { eventMetadataOf, type CommandAccepted } from './command-accepted';
import { commandSteps } from './command-step-registry';
import { stepsFor, type StepContext } from './command-steps';
import { RecordCommand } from './record.command';
import { recordForbidden, recordNotFound, referenceForbidden, unknownRecordAction } from './record-errors';
import { resolveReferences, withReferencedFacts } from './referenced-facts';

/** The record's version after the command: what its stream now holds, or, for a log beside it, what it held. */
const acceptedOf = (id: string, appended: AppendResult, recordVersion?: number): CommandAccepted => ({
  id,
  version: recordVersion ?? appended.nextExpectedVersion,
  globalPosition: appended.lastGlobalPosition,
});

/** Both read at once; should both fail, the first one's error is the answer, as if read one after the other. */
const bothInOrder = async <A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> => {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
};

interface AppendTarget {
  streamId: string;
  expected: ExpectedVersion;
  head: AppendOptions['head'];
  /** The record's version to answer when the events do not go to its stream. */
  recordVersion?: number;
}

/**
 * Where the decided events go: the record's own stream at the version read, or, for an action that
 * writes a log beside the record, that log after whatever it holds. Either way the answer names the
 * record's version, the one its next command must send.
 */
const appendTargetOf = (recordType: AnyRecordType, action: string, recordId: string, history: readonly RecordedEvent[]): AppendTarget => {
  const actualVersion = history.length - 1;
  const log = logStreamIdOf(recordType, action, recordId);
  if (log !== undefined) return { streamId: log, expected: 'any', head: undefined, recordVersion: actualVersion };
  const last = history.at(-1);
  return { streamId: streamIdOf(recordType, recordId), expected: actualVersion === -1 ? 'no_stream' : actualVersion, head: last && { version: last.streamVersion, hash: last.hash } };
};

const requestOf = (recordType: AnyRecordType, action: string): RecordRequest<Command> => {
  const request = recordRequestOf(recordType, action);
  if (!request) throw unknownRecordAction(recordType, action);
  return request;
};

/**
 * The one command pipeline, for every record: parse (400) -> load the record (404) and the
 * facts of what it references (422 for an unknown one) -> authorize by the policy, the action
 * and each record it names (403) ->
 * check the expected version (409) -> decide (422) -> append, with the record's declared steps
 * (`CommandSteps`) at their fixed places. An action that writes a log beside the record (a note's
 * views) is decided on the record alike but appended to its log, after whatever the log holds. A request's Idempotency-Key is stored by the append,
 * with the accepted answer; what a step answers after the append (a one-time password) is
 * answered once and never replayed.
 */
@CommandHandler(RecordCommand)
export class CommandPipeline implements ICommandHandler<RecordCommand> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  async execute({ recordType, actor, recordId: givenId, action, body, issuedAt, idempotency, freshId }: RecordCommand): Promise<CommandAccepted & Record<string, unknown>> {
    const request = requestOf(recordType, action);
    const creating = createsRecord(recordType, action);
    const steps = stepsFor(commandSteps, recordType, action);
    const { eventStore: store } = this.infrastructure;

    // A POST without a body is an empty one: the schema then names what is missing.
    const parsed = parseOrThrow(steps.request ?? request.body, body ?? {}) as { expectedVersion?: number };
    const recordId = steps.recordIdOf?.(parsed as never) ?? givenId;
    const context: StepContext = { infrastructure: this.infrastructure, actor, recordId };
    const recordBody = steps.recordBodyOf ? parseOrThrow(request.body, await steps.recordBodyOf(parsed as never, context)) : parsed;
    const command = request.toCommand(recordId, recordBody as never, commandMetadata(actor, issuedAt ?? this.infrastructure.now()), actor);

    const decider = recordType.decider as Decider<unknown, Command, Event>;
    const streamId = streamIdOf(recordType, recordId);
    // An id drawn at random for this request has no history to read; the append's 'no_stream'
    // would still refuse (409) a stream that existed after all.
    const history = freshId && recordId === givenId ? [] : await store.readStream(streamId);
    const state = fold(decider, history as unknown as Event[]);
    const actualVersion = history.length - 1;
    const exists = recordType.exists(state);
    if (!creating && !exists) throw recordNotFound(recordType, recordId);

    const [facts, references] = await bothInOrder(
      withReferencedFacts(this.infrastructure.readReferenced, creating ? recordType.factsOfCreation(command) : recordType.factsOf(state, recordId)),
      resolveReferences(this.infrastructure.readReferenced, action, recordBody),
    );
    if (!can(actor, `${recordType.category}.${action}`, facts)) throw recordForbidden(recordType, action);
    const foreign = references.find((reference) => !mayReference(actor, reference));
    if (foreign) throw referenceForbidden(foreign);
    if (history.length > 0 && parsed.expectedVersion !== undefined && parsed.expectedVersion !== actualVersion) {
      throw new WrongExpectedVersion(streamId, parsed.expectedVersion, actualVersion);
    }

    const events = decider.decide(command, state);
    const reservation = (await steps.beforeAppend?.(context, { command, facts })) ?? {};
    const metadata = eventMetadataOf(command);
    const toAppend = events.map(({ type, data }) => ({ type, data, metadata }));
    const target = appendTargetOf(recordType, action, recordId, history);
    const answerOf = (result: AppendResult): CommandAccepted => acceptedOf(recordId, result, target.recordVersion);
    let appended;
    try {
      appended = await store.append(target.streamId, toAppend, target.expected, {
        head: target.head,
        idempotency: idempotency && { ...idempotency, answerOf: (result) => ({ statusCode: idempotency.statusCode, body: answerOf(result) }) },
      });
    } catch (error) {
      await reservation.undo?.();
      throw error;
    }
    const after = await steps.afterAppend?.(context, { state: fold({ initialState: () => state, evolve: decider.evolve }, toAppend as unknown as Event[]), events });
    return { ...answerOf(appended), ...after };
  }
}
