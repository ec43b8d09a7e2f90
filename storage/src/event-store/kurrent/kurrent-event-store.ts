import {
  AccessDeniedError,
  InvalidArgumentError,
  KurrentDBClient,
  MaxAppendSizeExceededError,
  StreamDeletedError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  InvalidAppend,
  WrongExpectedVersion,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
} from '../event-store';
import { validateAppend } from '../append-validation';
import { keyStreams, type HeldKey, type KeyStreams } from './kurrent-idempotency';
import { kurrentLog, type KurrentLog } from './kurrent-log';
import { countAfter, readAllEvents, readHeadPosition, readStreamEvents, recordedTimes } from './kurrent-reads';
import {
  actualVersionOf,
  chainedEvents,
  isReservedStreamId,
  isStoredMetadata,
  portPosition,
  satisfies,
  storedStreamName,
  streamStateAt,
} from './kurrent-stored-form';
import { streamWalker } from './kurrent-read-by-stream';
import { subscribeAfter } from './kurrent-subscribe';
import { verifyChains } from './kurrent-verify';

/** Appends with `'any'` that keep losing to other writers give up after this many tries. */
const ANY_ATTEMPTS = 20;

export interface KurrentEventStoreOptions {
  /**
   * Put before every stream name: a store of its own on a shared server (each contract run
   * uses a fresh one, as a server cannot be dropped like a database). Empty by default.
   */
  namespace?: string;
  /** How old an unanswered Idempotency-Key reservation must be to count as abandoned (ABANDONED_AFTER_MS); tests shorten it. */
  keyAbandonedAfterMs?: number;
}

/** The event store over KurrentDB, with the client it opened: `close` ends the connection. */
export interface KurrentEventStore extends EventStore {
  close(): Promise<void>;
}

interface Head {
  /** -1: no stream. */
  version: number;
  hash: string | null;
}

/** An error after which the append certainly stored nothing, so its key may be released. */
const refusedForSure = (error: unknown): boolean =>
  error instanceof WrongExpectedVersion ||
  error instanceof InvalidAppend ||
  error instanceof MaxAppendSizeExceededError ||
  error instanceof InvalidArgumentError ||
  error instanceof AccessDeniedError ||
  error instanceof StreamDeletedError;

const appender = (log: KurrentLog, keys: KeyStreams) => {
  const readHead = async (name: string): Promise<Head> => {
    const [last] = await log.readStreamBackwards(name, 'end', 1);
    if (!last) return { version: -1, hash: null };
    if (!isStoredMetadata(last.metadata)) throw new Error(`The stream ${name} holds events this store did not write.`);
    return { version: actualVersionOf(last.revision), hash: last.metadata.hash };
  };

  const lastPosition = async (name: string, revision: bigint): Promise<number> => {
    // Read back rather than taken from the append's answer, whose position the protocol does not pin to the batch's last event.
    const [last] = await log.readStream(name, revision, 1);
    return portPosition(last?.position);
  };

  /**
   * Chains from the head the caller read when it expects that very version (the server then
   * guarantees the stream is still there); otherwise reads the head, and appends at its exact
   * version, so a concurrent writer can never slip an event under the hashes computed here.
   */
  const appendChained = async (
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    given: Head | undefined,
    held: HeldKey | undefined,
    progress: { writing: boolean },
  ): Promise<AppendResult> => {
    const name = storedStreamName(log.namespace, streamId);
    let head = given && typeof expected === 'number' && given.version === expected ? given : await readHead(name);
    for (let attempt = 1; ; attempt += 1) {
      if (!satisfies(expected, head.version)) throw new WrongExpectedVersion(streamId, expected, head.version);
      let revision: bigint;
      try {
        progress.writing = true;
        revision = await log.append(name, chainedEvents(streamId, events, head, held?.reservation.id), streamStateAt(head.version));
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        progress.writing = false;
        if (expected !== 'any' || attempt >= ANY_ATTEMPTS) throw new WrongExpectedVersion(streamId, expected, actualVersionOf(error.actualState));
        head = await readHead(name);
        continue;
      }
      return { nextExpectedVersion: actualVersionOf(revision), lastGlobalPosition: await lastPosition(name, revision) };
    }
  };

  return async (streamId: string, events: readonly NewEvent[], expected: ExpectedVersion, { idempotency, head }: AppendOptions = {}): Promise<AppendResult> => {
    validateAppend(streamId, events, expected);
    if (isReservedStreamId(streamId)) throw new InvalidAppend(streamId, 'names starting with $ or idempotency- belong to the store');
    const held = idempotency ? await keys.reserve(idempotency, streamId) : undefined;
    const progress = { writing: false };
    let result: AppendResult;
    try {
      result = await appendChained(streamId, events, expected, head, held, progress);
    } catch (error) {
      // After a lost connection the events may have landed: the key stays held, and the next append with it settles it.
      if (held && (!progress.writing || refusedForSure(error))) await keys.release(held).catch(() => undefined);
      throw error;
    }
    // The events are stored whatever happens to the answer: a retry with the key finds them and stores it then.
    if (held && idempotency) await keys.answer(held, idempotency, result).catch(() => undefined);
    return result;
  };
};

/** The event store over a KurrentDB (EventStoreDB) client. Nothing to migrate: streams need no schema. */
export const kurrentEventStore = (client: KurrentDBClient, options: KurrentEventStoreOptions = {}): KurrentEventStore => {
  const log = kurrentLog(client, options.namespace ?? '');
  const times = recordedTimes(log);
  const keys = keyStreams(log, options.keyAbandonedAfterMs);
  return {
    append: appender(log, keys),
    storedAnswer: (actorId, key) => keys.storedAnswer(actorId, key),
    readStream: (streamId, readOptions) => readStreamEvents(log, times, streamId, readOptions),
    readAll: (readOptions) => readAllEvents(log, times, readOptions),
    headPosition: () => readHeadPosition(log),
    countAfter: (position, atMost) => countAfter(log, position, atMost),
    subscribe: ({ after }, handle, subscribeOptions) => subscribeAfter(log, times, after, handle, subscribeOptions),
    readByStream: streamWalker(log, times),
    verify: () => verifyChains(log),
    close: () => client.dispose(),
  };
};

/**
 * Connects to the server at `connectionString` (`kurrentdb://host:2113?tls=false`, or the older
 * `esdb://` form), and checks it answers, so a wrong URL fails at start rather than on the first command.
 */
export const openKurrentEventStore = async (connectionString: string, options: KurrentEventStoreOptions = {}): Promise<KurrentEventStore> => {
  const client = KurrentDBClient.connectionString(connectionString);
  const store = kurrentEventStore(client, options);
  try {
    await store.headPosition();
  } catch (error) {
    await client.dispose().catch(() => undefined);
    // The address without any user and password it carries.
    const where = connectionString.replace(/\/\/[^@/]*@/, '//');
    throw new Error(`The event store at ${where} did not answer: ${error instanceof Error ? `${error.name} ${error.message}`.trim() : String(error)}`, { cause: error });
  }
  return store;
};
