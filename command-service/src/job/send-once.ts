import type { CommandBus } from '@nestjs/cqrs';
import { SCHEDULER_ACTOR, type AnyRecordType } from '@careledger/domain';
import { IdempotencyKeyUsed, requestFingerprint, type EventStore, type StoredAnswer } from '@careledger/storage';
import { RecordCommand, type IdempotentRequest } from '../pipeline/record.command';

/** The first answer stored under a key, or what running the command answers when none is. */
export type OnceAnswer = { replayed: true; stored: StoredAnswer } | { replayed: false; answer: unknown };

/**
 * The Idempotency-Key rule without HTTP: a key already stored answers its first answer and
 * appends nothing; otherwise `execute` runs, and its append stores the key in the events'
 * transaction, so two runs racing on one key append once.
 */
export const onceByKey = async (
  store: Pick<EventStore, 'storedAnswer'>,
  keyed: IdempotentRequest,
  execute: (keyed: IdempotentRequest) => Promise<unknown>,
): Promise<OnceAnswer> => {
  const stored = await store.storedAnswer(keyed.actorId, keyed.key);
  if (stored) return { replayed: true, stored };
  try {
    return { replayed: false, answer: await execute(keyed) };
  } catch (error) {
    if (!(error instanceof IdempotencyKeyUsed)) throw error;
    const first = await store.storedAnswer(keyed.actorId, keyed.key);
    if (!first) throw error;
    return { replayed: true, stored: first };
  }
};

/** A command a job sends: the same one a person would, under a key derived from the job's data. */
export interface ScheduledCommand {
  recordType: AnyRecordType;
  recordId: string;
  action: string;
  body: Record<string, unknown>;
  /** Deterministic per effect (e.g. `billing:{subscription}:{period}`): a retried job appends nothing twice. */
  key: string;
  /** The command's time; the job's clock when absent. */
  issuedAt?: Date;
  /** Set when the record is created by this command with an id the key decided. */
  freshId?: boolean;
}

/** Sends `command` as the scheduler through the one command pipeline, once per key. */
export const sendOnce = (bus: CommandBus, store: Pick<EventStore, 'storedAnswer'>, command: ScheduledCommand): Promise<OnceAnswer> =>
  onceByKey(
    store,
    { actorId: SCHEDULER_ACTOR.id, key: command.key, requestHash: requestFingerprint([command.recordType.category, command.recordId, command.action, command.body]) },
    (keyed) =>
      bus.execute(
        new RecordCommand(command.recordType, SCHEDULER_ACTOR, command.recordId, command.action, command.body, command.issuedAt, { ...keyed, statusCode: 201 }, command.freshId),
      ),
  );
