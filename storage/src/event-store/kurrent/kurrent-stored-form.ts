import type { EventMetadata } from '@careledger/domain';
import { eventHash } from '../event-hash';
import type { ExpectedVersion, NewEvent, RecordedEvent } from '../event-store';

/**
 * How the port's events look in KurrentDB (EventStoreDB), as pure functions: the adapter
 * (kurrent-event-store.ts) only moves these shapes over the wire.
 */

/** The stream category of the idempotency keys (kurrent-idempotency.ts); no record stream may use it. */
export const RESERVATION_CATEGORY = 'idempotency';

/** Where an event stands in the append that wrote it. */
export interface BatchPlace {
  index: number;
  size: number;
}

/** An event's metadata as stored in KurrentDB: the port's metadata, wrapped with what the store adds. */
export interface StoredMetadata {
  /** KurrentDB's own names for these, so its `$by_correlation_id` projection can link an event to its command. */
  $correlationId: string;
  $causationId: string;
  metadata: EventMetadata;
  hash: string;
  previousHash: string | null;
  /** Every event of one append carries the recorded time of the append's first event (see `batchStart`). */
  batch: BatchPlace;
  /** On the first event of an append made under an Idempotency-Key: the reservation it was made under. */
  reservation?: string;
}

export interface StoredEvent {
  type: string;
  data: unknown;
  metadata: StoredMetadata;
}

/** The fields of an event as the client reads it that the adapter uses. */
export interface ReadEvent {
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  created: Date;
  position?: { commit: bigint; prepare: bigint };
}

// ---------------------------------------------------------------------------------------------
// Stream names

/** The server's name of a record stream: the store's namespace (empty in production) before the port's id. */
export const storedStreamName = (namespace: string, streamId: string): string => `${namespace}${streamId}`;

/** The port's id of a stream the server names `name`, or undefined when it lies outside the namespace. */
export const streamIdOf = (namespace: string, name: string): string | undefined =>
  name.startsWith(namespace) ? name.slice(namespace.length) : undefined;

/** Stream ids the port may not append to: the server's system streams (`$...`) and the store's key streams. */
export const isReservedStreamId = (streamId: string): boolean => streamId.startsWith('$') || streamId.startsWith(`${RESERVATION_CATEGORY}-`);

/**
 * One stream per actor and key. Both parts are URI-encoded, so the `:` between them (which
 * encodeURIComponent always escapes) cannot occur inside either: no two pairs share a name.
 */
export const reservationStreamName = (namespace: string, actorId: string, key: string): string =>
  `${namespace}${RESERVATION_CATEGORY}-${encodeURIComponent(actorId)}:${encodeURIComponent(key)}`;

const escapeRegex = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * The server-side filter of every `$all` read, as a .NET regular expression over stream names:
 * the namespace's streams, without system streams (`$...`) and without the key streams.
 */
export const recordStreamPattern = (namespace: string): string => `^${escapeRegex(namespace)}(?!\\$|${RESERVATION_CATEGORY}-)`;

/** The same rule on this side, for each event read: the server filter is a saving, this is the rule. */
export const isRecordEvent = (namespace: string, event: Pick<ReadEvent, 'streamId' | 'type' | 'metadata'>): boolean => {
  const streamId = streamIdOf(namespace, event.streamId);
  return streamId !== undefined && streamId !== '' && !isReservedStreamId(streamId) && !event.type.startsWith('$') && isStoredMetadata(event.metadata);
};

// ---------------------------------------------------------------------------------------------
// Expected versions

/** The client's expected stream state: `-1` is the port's other spelling of `'no_stream'`. */
export type StreamState = 'any' | 'no_stream' | bigint;

export const streamStateOf = (expected: ExpectedVersion): StreamState => {
  if (expected === 'any') return 'any';
  if (expected === 'no_stream' || expected === -1) return 'no_stream';
  return BigInt(expected);
};

/** The state to append at once the stream's head is known: its version, or no stream (-1). */
export const streamStateAt = (version: number): StreamState => (version < 0 ? 'no_stream' : BigInt(version));

/** The port's version of a stream from the client's actual state (`'no_stream'`, or -1n from older servers): -1 when it does not exist. */
export const actualVersionOf = (actual: bigint | string | undefined): number => {
  if (typeof actual !== 'bigint') return -1;
  if (actual < 0n) return -1;
  return safeNumber(actual, 'stream revision');
};

/** True when a stream whose last version is `version` (-1: none) satisfies `expected`. */
export const satisfies = (expected: ExpectedVersion, version: number): boolean => {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return version === -1;
  return expected === version;
};

// ---------------------------------------------------------------------------------------------
// Positions

const safeNumber = (value: bigint, what: string): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`The ${what} ${value} is beyond 2^53 - 1: the port's positions are JavaScript numbers, and this one would lose digits.`);
  }
  return Number(value);
};

/**
 * The port's global position of an event: its `$all` commit position, a byte offset in the
 * server's log. Offsets grow by the size of each record, so positions are strictly increasing
 * but far from dense. A number holds them exactly up to 2^53 - 1 bytes (8 PiB of log), which no
 * store reaches in practice; past that this refuses rather than round. Every event of a write is
 * its own commit in the log (commit = prepare position), which is what lets one number stand for
 * the pair; an event where they differ (an explicit transaction of the old TCP API) is refused.
 */
export const portPosition = (position: { commit: bigint; prepare: bigint } | undefined): number => {
  if (!position) throw new Error('The server gave an event without its $all position (KurrentDB/EventStoreDB 22.6 or later gives it).');
  if (position.commit !== position.prepare) {
    throw new Error(`The event at commit ${position.commit} / prepare ${position.prepare} was written in an explicit transaction: its position is not one number.`);
  }
  return safeNumber(position.commit, '$all position');
};

/** The client's `$all` position of a port position (which must be an event's). */
export const logPosition = (position: number): { commit: bigint; prepare: bigint } => {
  if (!Number.isSafeInteger(position) || position < 0) throw new RangeError(`${position} is not a position of the log.`);
  return { commit: BigInt(position), prepare: BigInt(position) };
};

/**
 * Where a forward `$all` read starts to give the events after `after`: the server only starts
 * reads at an event's own position (between two it answers "invalid position"), so a read
 * after position P starts at P, inclusive, and the event at P is dropped on this side.
 */
export const readStartAfter = (after: number): 'start' | { commit: bigint; prepare: bigint } => (after <= 0 ? 'start' : logPosition(after));

// ---------------------------------------------------------------------------------------------
// Events

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isStoredMetadata = (value: unknown): value is StoredMetadata =>
  isObject(value) &&
  isObject(value.metadata) &&
  typeof value.hash === 'string' &&
  (value.previousHash === null || typeof value.previousHash === 'string') &&
  isObject(value.batch) &&
  typeof value.batch.index === 'number' &&
  typeof value.batch.size === 'number';

/** What the adapter writes for `event`, the `index`-th of an append of `size`, once its hashes are known. */
export const toStoredEvent = (
  event: NewEvent,
  chain: { hash: string; previousHash: string | null },
  batch: BatchPlace,
  reservation?: string,
): StoredEvent => ({
  type: event.type,
  data: event.data,
  metadata: {
    $correlationId: event.metadata.correlationId,
    $causationId: event.metadata.causationId,
    metadata: event.metadata,
    hash: chain.hash,
    previousHash: chain.previousHash,
    batch,
    ...(reservation !== undefined && batch.index === 0 ? { reservation } : {}),
  },
});

/**
 * The stored form of an append to `streamId` after its event `head.version` (-1: a new stream),
 * each event's hash chained to the one before it, as the SQL store chains them (event-hash.ts).
 */
export const chainedEvents = (
  streamId: string,
  events: readonly NewEvent[],
  head: { version: number; hash: string | null },
  reservation?: string,
): StoredEvent[] => {
  let previousHash = head.version < 0 ? null : head.hash;
  return events.map((event, index) => {
    const hash = eventHash({ streamId, streamVersion: head.version + 1 + index, type: event.type, data: event.data, metadata: event.metadata, previousHash });
    const stored = toStoredEvent(event, { hash, previousHash }, { index, size: events.length }, reservation);
    previousHash = hash;
    return stored;
  });
};

/** The revision of the first event of the append that wrote `event`: its recorded time is the append's. */
export const batchStart = (event: Pick<ReadEvent, 'revision' | 'metadata'>): bigint => {
  const metadata = event.metadata as StoredMetadata;
  return event.revision - BigInt(metadata.batch.index);
};

/**
 * The port's event from what the client read. `recordedAt` is the `created` of the first event
 * of its append (KurrentDB stamps each event of a write as it writes it, microseconds apart, and
 * one append must read as one instant for as-of reads); the caller looks it up (`batchStart`).
 */
export const fromStoredEvent = (namespace: string, event: ReadEvent, recordedAt: Date): RecordedEvent => {
  if (!isStoredMetadata(event.metadata)) throw new Error(`The event ${event.revision} of ${event.streamId} was not written by this store.`);
  const streamId = streamIdOf(namespace, event.streamId);
  if (streamId === undefined) throw new Error(`The stream ${event.streamId} lies outside the namespace "${namespace}".`);
  return {
    type: event.type,
    data: event.data,
    metadata: event.metadata.metadata,
    streamId,
    streamVersion: safeNumber(event.revision, 'stream revision'),
    globalPosition: portPosition(event.position),
    recordedAt,
    hash: event.metadata.hash,
    previousHash: event.metadata.previousHash,
  };
};
