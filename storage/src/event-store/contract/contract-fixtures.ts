import { randomUUID } from 'node:crypto';
import { Role, type EventMetadata } from '@careledger/domain';
import type { SqlDatabase } from '../../sql/sql-database';
import type { EventStore, NewEvent } from '../event-store';

export interface EventStoreFixture {
  store: EventStore;
  db: SqlDatabase;
  /** Another store writing to the same database, as a second process would. */
  openWriter(): Promise<EventStore>;
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
