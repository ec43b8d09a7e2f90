import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, createsRecord, mayReference, fold, parseOrThrow, recordRequestOf, streamIdOf, type AnyRecordType, type Command, type Decider, type Event, type RecordRequest } from '@careledger/domain';
import { WrongExpectedVersion, type AppendResult } from '@careledger/storage';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';
import { commandMetadata } from '../shared/command-metadata';
import { eventMetadataOf, type CommandAccepted } from './command-accepted';
import { commandSteps } from './command-step-registry';
import { stepsFor, type StepContext } from './command-steps';
import { RecordCommand } from './record.command';
import { recordForbidden, recordNotFound, referenceForbidden, unknownRecordAction } from './record-errors';
import { resolveReferences, withReferencedFacts } from './referenced-facts';

const acceptedOf = (id: string, appended: AppendResult): CommandAccepted => ({ id, version: appended.nextExpectedVersion, globalPosition: appended.lastGlobalPosition });

/** Both read at once; should both fail, the first one's error is the answer, as if read one after the other. */
const bothInOrder = async <A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> => {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
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
 * (`CommandSteps`) at their fixed places. A request's Idempotency-Key is stored by the append,
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
      withReferencedFacts(this.infrastructure.readReferenced, creating ? recordType.factsOfCreation(command) : recordType.factsOf(state)),
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
    let appended;
    try {
      const last = history.at(-1);
      appended = await store.append(streamId, toAppend, actualVersion === -1 ? 'no_stream' : actualVersion, {
        head: last && { version: last.streamVersion, hash: last.hash },
        idempotency: idempotency && { ...idempotency, answerOf: (result) => ({ statusCode: idempotency.statusCode, body: acceptedOf(recordId, result) }) },
      });
    } catch (error) {
      await reservation.undo?.();
      throw error;
    }
    const after = await steps.afterAppend?.(context, { state: fold({ initialState: () => state, evolve: decider.evolve }, toAppend as unknown as Event[]), events });
    return { ...acceptedOf(recordId, appended), ...after };
  }
}
