import type { EventMetadata } from '@careledger/domain';

export type ExpectedVersion = number | 'no_stream' | 'any';

export interface NewEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent extends NewEvent {
  streamId: string;
  /** 0-based position of the event inside its stream. */
  streamVersion: number;
  /**
   * Strictly increasing across the whole store, in the order events are stored, and never 0.
   * Not dense: the SQL stores number 1, 2, 3 ..., KurrentDB gives byte offsets in its log, so
   * the event after position P is the first one whose position is greater than P, and two
   * positions' difference counts nothing (`countAfter` counts).
   */
  globalPosition: number;
  recordedAt: Date;
  /** SHA-256 over this event's content and `previousHash`. */
  hash: string;
  previousHash: string | null;
}

export interface AppendResult {
  /** The stream version of the last appended event: the next command's expected version. */
  nextExpectedVersion: number;
  /** The global position of the last appended event. */
  lastGlobalPosition: number;
}

/** The answer a retry with the same Idempotency-Key gets, and the request it answered. */
export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/**
 * An append made on behalf of a request with an Idempotency-Key: the key and its answer are
 * stored in the append's own transaction, so a key exists exactly when its events do.
 */
export interface IdempotentAppend {
  actorId: string;
  key: string;
  requestHash: string;
  answerOf(result: AppendResult): Omit<StoredAnswer, 'requestHash'>;
}

export interface AppendOptions {
  idempotency?: IdempotentAppend;
  /**
   * The stream's last event as the caller just read it, so the append need not read it again to
   * chain its hashes; a head that has moved on since is read again, never trusted.
   */
  head?: { version: number; hash: string | null };
}

export interface ReadStreamOptions {
  fromVersion?: number;
  toVersion?: number;
  /** Only events recorded at or before this instant (for `?asOf=`). */
  until?: Date;
}

export interface ReadAllOptions {
  /**
   * Exclusive: the events after this position; 0 (the default) reads from the first. It must be
   * 0 or the position of a stored event (a checkpoint, a head): some stores can start a read only
   * at an event, and positions are not dense, so "from P + 1" means nothing there.
   */
  after?: number;
  limit?: number;
}

/** An event's place in a walk of the store stream by stream. */
export interface StreamPlace {
  streamId: string;
  streamVersion: number;
}

export interface ReadByStreamOptions {
  /** Exclusive: the events after this one in the walk; from the first when absent. */
  after?: StreamPlace;
  /** Only the streams of this category: the part of their id before the first dash. */
  category?: string;
  /** Only this stream. */
  streamId?: string;
  limit: number;
}

export interface Subscription {
  /**
   * Resolves once the subscription has stopped and no handler call is running; so a handler
   * must not await it (call it without awaiting to stop from inside).
   */
  stop(): Promise<void>;
  /** Rejects if the handler threw: the subscription stops at the failed event. */
  readonly done: Promise<void>;
}

export interface SubscribeOptions {
  /** At most this many events per handler call; 500 by default. */
  batchSize?: number;
  /** Fallback poll while live, in case a notification is lost; 250 ms by default. */
  pollIntervalMs?: number;
}

export type BrokenLink = {
  streamId: string;
  streamVersion: number;
  globalPosition: number;
  reason: 'hash_mismatch' | 'previous_hash_mismatch' | 'version_gap';
};

export type VerifyResult = { ok: true; eventsChecked: number } | { ok: false; eventsChecked: number; firstBrokenLink: BrokenLink };

export interface EventStore {
  /** Throws `WrongExpectedVersion`, or `IdempotencyKeyUsed` when another append stored the key first. */
  append(streamId: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion, options?: AppendOptions): Promise<AppendResult>;
  /** What an append with this actor's key stored, if one did. */
  storedAnswer(actorId: string, key: string): Promise<StoredAnswer | undefined>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The position of the newest stored event, 0 when the store is empty. */
  headPosition(): Promise<number>;
  /**
   * How many events follow `position` (0 or a stored event's, as `ReadAllOptions.after`), counting
   * no further than `atMost`: the answer is exact below `atMost`, and `atMost` or more otherwise.
   */
  countAfter(position: number, atMost: number): Promise<number>;
  /**
   * Catches up with the events after `start.after` (exclusive; 0 or a stored event's position, as
   * `ReadAllOptions.after`), then goes live. Delivers every event exactly once, in position
   * order, to `handle` (batches of at most `batchSize`). An object rather than a number, so that a
   * call written for the inclusive `fromPosition` this once took fails to compile.
   */
  subscribe(
    start: { after: number },
    handle: (events: RecordedEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription;
  /**
   * Every stream's events, stream after stream (in an order of stream ids the store keeps), each
   * stream's by version: a walk whose place is one event, so it can stop and go on from there
   * (`after`) holding nothing of what it read. What a verification of the chains reads.
   */
  readByStream(options: ReadByStreamOptions): Promise<RecordedEvent[]>;
  verify(): Promise<VerifyResult>;
}

export class WrongExpectedVersion extends Error {
  readonly streamId: string;
  readonly expectedVersion: ExpectedVersion;
  /** -1 when the stream does not exist. */
  readonly actualVersion: number;

  constructor(streamId: string, expectedVersion: ExpectedVersion, actualVersion: number) {
    super(`Stream ${streamId} is at version ${actualVersion}, expected ${String(expectedVersion)}.`);
    this.name = 'WrongExpectedVersion';
    this.streamId = streamId;
    this.expectedVersion = expectedVersion;
    this.actualVersion = actualVersion;
  }
}

/** An append the store refuses before touching the database: a programming error, not a conflict. */
export class InvalidAppend extends Error {
  readonly streamId: string;

  constructor(streamId: string, reason: string) {
    super(`Cannot append to ${streamId}: ${reason}`);
    this.name = 'InvalidAppend';
    this.streamId = streamId;
  }
}

/** Another append already stored this Idempotency-Key: nothing was appended; read its answer. */
export class IdempotencyKeyUsed extends Error {
  readonly actorId: string;
  readonly key: string;

  constructor(actorId: string, key: string) {
    super(`The Idempotency-Key ${key} was already used by this actor.`);
    this.name = 'IdempotencyKeyUsed';
    this.actorId = actorId;
    this.key = key;
  }
}
