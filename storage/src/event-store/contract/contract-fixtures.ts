import { randomUUID } from 'node:crypto';
import { Role, type EventMetadata } from '@careledger/domain';
import type { SqlDatabase } from '../../sql/sql-database';
import type { EventStore, NewEvent } from '../event-store';

export interface EventStoreFixture {
  store: EventStore;
  /** The SQL stores' database, for the tests that edit or slow its rows behind the store's back; absent for other stores. */
  db?: SqlDatabase;
  /** Another store writing to the same database, as a second process would. */
  openWriter(): Promise<EventStore>;
  /**
   * True where positions are 1, 2, 3 ... with none skipped (the SQL stores): the tests then check
   * that too. Every store's positions are strictly increasing, which the tests always check.
   */
  densePositions: boolean;
  /** An event the store's server refuses, so that an append holding it stores nothing. */
  poisonedEvent(): NewEvent;
  dispose(): Promise<void>;
}

/** The fixture shared by one adapter's contract run; tests keep apart by using fresh streams. */
export type CurrentFixture = () => EventStoreFixture;

export const newStreamId = (category = 'contract'): string => `${category}-${randomUUID()}`;

export const testMetadata = (): EventMetadata => ({
  actorId: 'user-contract',
  actorRole: Role.ADMIN,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: '2025-01-15T09:30:00.000Z',
  schemaVersion: 1,
});

export const newEvent = (type: string, data: unknown = {}): NewEvent => ({ type, data, metadata: testMetadata() });

export const newEvents = (count: number, type = 'ThingHappened'): NewEvent[] =>
  Array.from({ length: count }, (_, index) => newEvent(type, { index }));

/** Fails unless each position is greater than the one before it. */
export const expectIncreasing = (positions: readonly number[]): void => {
  positions.slice(1).forEach((position, index) => {
    if (!(position > (positions[index] as number))) throw new Error(`Positions must strictly increase: ${positions.join(', ')}.`);
  });
};

/** Every event's position, in the order `readAll` gives them. */
export const allPositions = async (store: EventStore): Promise<number[]> => (await store.readAll()).map((event) => event.globalPosition);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once `condition` holds, failing after `timeoutMs`. */
export const eventually = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms.`);
    await sleep(10);
  }
};

export interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}

export const deferred = (): Deferred => {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
