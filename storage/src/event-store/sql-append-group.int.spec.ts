import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from '../testing';
import { newEvent, newEvents, newStreamId } from './contract/contract-fixtures';
import type { EventStore, IdempotentAppend } from './event-store';
import { commitAppendGroup, commitIsolatingFailures, type GroupedAppend } from './sql-append-group';
import { openEventStore } from './sql-event-store';

const keyed = (key: string = randomUUID(), actorId = 'actor-group'): IdempotentAppend => ({
  actorId,
  key,
  requestHash: 'request',
  answerOf: (result) => ({ statusCode: 201, body: result }),
});

describe.each(testDatabases())('one group of appends on $name', (testDatabase) => {
  let db: SqlDatabase;
  let store: EventStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    store = await openEventStore(db);
  });
  afterAll(() => dispose());

  it('fails a conflicting append alone while its neighbours in the same group commit', async () => {
    const [existing, moved] = [newStreamId(), newStreamId()];
    await store.append(existing, newEvents(2), 'no_stream');
    await store.append(moved, newEvents(2), 'no_stream');
    const usedKey = keyed();
    await store.append(newStreamId(), newEvents(1), 'no_stream', { idempotency: usedKey });
    const head = await store.headPosition();
    const [first, second, third] = [newStreamId(), newStreamId(), newStreamId()];
    const freshKey = keyed();

    const group: GroupedAppend[] = [
      { streamId: first, events: newEvents(2), expected: 'no_stream' },
      { streamId: existing, events: newEvents(1), expected: 0 },
      { streamId: second, events: newEvents(1), expected: 'no_stream', idempotency: freshKey },
      { streamId: newStreamId(), events: newEvents(1), expected: 'no_stream', idempotency: keyed(usedKey.key, 'another-actor') },
      { streamId: newStreamId(), events: newEvents(1), expected: 'no_stream', idempotency: { ...usedKey } },
      { streamId: moved, events: newEvents(1), expected: 'any', head: { version: 0, hash: 'not the head' } },
      { streamId: third, events: newEvents(1), expected: 'any' },
    ];
    const outcomes = await commitAppendGroup(db, group);

    expect(outcomes).toEqual([
      { kind: 'appended', result: { nextExpectedVersion: 1, lastGlobalPosition: head + 2 } },
      { kind: 'conflict', actualVersion: 1 },
      { kind: 'appended', result: { nextExpectedVersion: 0, lastGlobalPosition: head + 3 } },
      // Another actor's key of the same name is free; this actor's is not.
      { kind: 'appended', result: { nextExpectedVersion: 0, lastGlobalPosition: head + 4 } },
      { kind: 'key_used', actorId: usedKey.actorId, key: usedKey.key },
      { kind: 'stale', head: { version: 1, hash: (await store.readStream(moved))[1]?.hash } },
      { kind: 'appended', result: { nextExpectedVersion: 0, lastGlobalPosition: head + 5 } },
    ]);
    expect(await store.headPosition()).toBe(head + 5);
    expect((await store.readStream(existing)).map((event) => event.streamVersion)).toEqual([0, 1]);
    expect(await store.storedAnswer(freshKey.actorId, freshKey.key)).toEqual({
      requestHash: 'request',
      statusCode: 201,
      body: { nextExpectedVersion: 0, lastGlobalPosition: head + 3 },
    });
    expect(await store.verify()).toEqual({ ok: true, eventsChecked: head + 5 });
  });

  it('runs a group the database refuses one append at a time, so only the culprit fails', async () => {
    const head = await store.headPosition();
    const [before, poisoned, after] = [newStreamId(), newStreamId(), newStreamId()];
    const poison = newEvent('Poisoned', { text: 'nul \u0000 here' });
    const outcomes = await commitIsolatingFailures(db)([
      { streamId: before, events: newEvents(1), expected: 'no_stream' },
      { streamId: poisoned, events: [...newEvents(1), poison], expected: 'no_stream', idempotency: keyed() },
      { streamId: after, events: newEvents(1), expected: 'no_stream' },
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['appended', 'failed', 'appended']);
    expect(await store.readStream(poisoned)).toEqual([]);
    expect(await store.headPosition()).toBe(head + 2);
  });
});
