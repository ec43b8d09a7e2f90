import {
  BACKWARDS,
  END,
  FORWARDS,
  START,
  StreamNotFoundError,
  jsonEvent,
  streamNameFilter,
  type JSONType,
  type KurrentDBClient,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { KeyEvent } from './kurrent-key-stream';
import { recordStreamPattern, type ReadEvent, type StoredEvent, type StreamState } from './kurrent-stored-form';

/** A `$all` position as the client gives it. */
export type LogPosition = { commit: bigint; prepare: bigint };

/**
 * The few reads and writes the adapter makes, over the client: everything else in kurrent/ is
 * shapes and rules. Reads of `$all` see only the namespace's record streams (the server filter;
 * `isRecordEvent` checks again on this side).
 */
export interface KurrentLog {
  readonly client: KurrentDBClient;
  readonly namespace: string;
  /** A stream forwards from `from`, at most `count` events; none when the stream does not exist. */
  readStream(name: string, from: bigint, count?: number): Promise<ReadEvent[]>;
  /** A stream backwards from `from` (inclusive; `'end'`: its last event), at most `count` events. */
  readStreamBackwards(name: string, from: bigint | 'end', count: number): Promise<ReadEvent[]>;
  /** `$all` forwards from `from` (inclusive), at most `count` events of the namespace's record streams. */
  readAllForwards(from: 'start' | LogPosition, count: number): Promise<ReadEvent[]>;
  /** `$all` backwards from `from` (exclusive), at most `count` such events. */
  readAllBackwards(from: 'end' | LogPosition, count: number): Promise<ReadEvent[]>;
  /** Appends at `state`; throws the client's `WrongExpectedVersionError` on a conflict. Answers the last revision written. */
  append(name: string, events: readonly (StoredEvent | KeyEvent)[], state: StreamState): Promise<bigint>;
}

const eventOf = (resolved: ResolvedEvent | AllStreamResolvedEvent): ReadEvent[] => (resolved.event ? [resolved.event] : []);

const collect = async (reads: AsyncIterable<ResolvedEvent | AllStreamResolvedEvent>): Promise<ReadEvent[]> => {
  const events: ReadEvent[] = [];
  try {
    for await (const resolved of reads) events.push(...eventOf(resolved));
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return events;
};

export const kurrentLog = (client: KurrentDBClient, namespace: string): KurrentLog => {
  const filter = streamNameFilter({ regex: recordStreamPattern(namespace) });
  return {
    client,
    namespace,
    readStream: (name, from, count) =>
      collect(client.readStream(name, { fromRevision: from, direction: FORWARDS, ...(count === undefined ? {} : { maxCount: count }) })),
    readStreamBackwards: (name, from, count) =>
      collect(client.readStream(name, { fromRevision: from === 'end' ? END : from, direction: BACKWARDS, maxCount: count })),
    readAllForwards: (from, count) => collect(client.readAll({ fromPosition: from === 'start' ? START : from, direction: FORWARDS, maxCount: count, filter })),
    readAllBackwards: (from, count) => collect(client.readAll({ fromPosition: from === 'end' ? END : from, direction: BACKWARDS, maxCount: count, filter })),
    async append(name, events, state) {
      // The port's data is any JSON value; the client's type only names the usual ones.
      const written = await client.appendToStream(
        name,
        events.map((event) => jsonEvent({ type: event.type, data: event.data as JSONType, metadata: 'metadata' in event ? (event.metadata as unknown as JSONType) : undefined })),
        { streamState: state },
      );
      return written.nextExpectedRevision;
    },
  };
};
