import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { fold, logStreamIdsOf, streamIdOf, type AnyRecordType, type HistoryEntryAnswer, type StateAsOfAnswer } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import type { Actor } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames, type Unnamed } from '../names/display-names';
import { assertUuid } from '../shared-living/query-params';
import { mayReadRecordEvents } from './record-visibility';

/** The id a history entry names: who did it. */
export const HISTORY_NAMES = { actorId: 'user' } as const;

/** A history entry before its actor's name is looked up (`withNames`). */
export type HistoryEntryView = Unnamed<HistoryEntryAnswer, typeof HISTORY_NAMES>;

export const toHistoryEntry = (event: Pick<RecordedEvent, 'globalPosition' | 'streamVersion' | 'type' | 'data' | 'metadata' | 'recordedAt'>): HistoryEntryView => ({
  globalPosition: event.globalPosition,
  streamVersion: event.streamVersion,
  type: event.type,
  data: event.data,
  actorId: event.metadata.actorId,
  actorRole: event.metadata.actorRole,
  occurredAt: event.metadata.occurredAt,
  recordedAt: event.recordedAt.toISOString(),
  correlationId: event.metadata.correlationId,
  causationId: event.metadata.causationId,
});

/**
 * A record's events as its history answers them, each with its actor's current name. Given the
 * record's own stream, an event from any other (a log beside the record) names its stream.
 */
export const historyEntries = async (infrastructure: QueryInfrastructure, events: readonly RecordedEvent[], recordStreamId?: string): Promise<HistoryEntryAnswer[]> =>
  withNames(
    infrastructure,
    events.map((event) => ({ ...toHistoryEntry(event), ...(recordStreamId !== undefined && event.streamId !== recordStreamId ? { streamId: event.streamId } : {}) })),
    HISTORY_NAMES,
  );

/**
 * The record as it stood at `instant`, folded with its own decider: history is judged by when
 * things happened (occurredAt), not when they were stored. Undefined if it did not exist yet.
 */
export const stateAsOf = (recordType: AnyRecordType, events: readonly RecordedEvent[], instant: Date): StateAsOfAnswer | undefined => {
  const past = events.filter((event) => new Date(event.metadata.occurredAt) <= instant);
  const last = past.at(-1);
  const state: unknown = fold(recordType.decider, past as never[]);
  if (!last || !recordType.exists(state)) return undefined;
  return { asOf: instant.toISOString(), version: last.streamVersion, state };
};

/**
 * Loads the events of one record the actor may look back on: administrators always, others when
 * the policy lets them read the record as it is now. 400 malformed id, 404 unknown, 403 refused.
 */
@Injectable()
export class RecordHistoryReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async events(actor: Actor, recordType: AnyRecordType, id: string): Promise<RecordedEvent[]> {
    assertUuid(id, 'id', recordType.noun);
    const store = this.infrastructure.eventStore;
    const events = await store.readStream(streamIdOf(recordType, id.toLowerCase()));
    if (events.length === 0) throw new NotFoundException({ message: `No ${recordType.noun} has the id ${id}.` });
    if (!(await mayReadRecordEvents(store, actor, recordType, id.toLowerCase(), events))) throw new ForbiddenException({ message: `You may not see the history of this ${recordType.noun}.` });
    return events;
  }

  /** The record's own events and those of the logs kept beside it (a note's views), in the order they were recorded. */
  async eventsWithLogs(actor: Actor, recordType: AnyRecordType, id: string): Promise<RecordedEvent[]> {
    const own = await this.events(actor, recordType, id);
    const logs = await Promise.all(logStreamIdsOf(recordType, id.toLowerCase()).map((streamId) => this.infrastructure.eventStore.readStream(streamId)));
    return [...own, ...logs.flat()].sort((a, b) => a.globalPosition - b.globalPosition);
  }
}
