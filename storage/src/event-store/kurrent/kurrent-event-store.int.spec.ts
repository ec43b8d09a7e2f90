import { randomUUID } from 'node:crypto';
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, newEvents, newStreamId } from '../contract/contract-fixtures';
import { eventHash } from '../event-hash';
import { IdempotencyKeyUsed, type AppendResult, type IdempotentAppend } from '../event-store';
import { eventStoreContract } from '../event-store.contract';
import { eventStoreTestUrl } from '../../testing/server-test-urls';
import { kurrentEventStore, openKurrentEventStore, type KurrentEventStore } from './kurrent-event-store';
import { reservedEvent } from './kurrent-key-stream';
import { kurrentLog } from './kurrent-log';
import { chainedEvents, reservationStreamName, storedStreamName } from './kurrent-stored-form';

/*
 * The EventStoreDB (KurrentDB) adapter against a real server, wherever EVENTSTORE_URL names one
 * (`kurrentdb://127.0.0.1:2113?tls=false`) or a Docker engine runs one for the test run. A server cannot be dropped like a database: every
 * store here writes under a namespace of its own, fresh for each run.
 */
const url = eventStoreTestUrl();
const SKIP_BECAUSE = 'needs EVENTSTORE_URL or a Docker engine (neither here)';

const freshNamespace = (label: string) => `${label}_${Date.now().toString(36)}_${randomUUID().slice(0, 8)}_`;

eventStoreContract(
  'EventStoreDB',
  async () => {
    if (!url) throw new Error('EVENTSTORE_URL is not set.');
    const namespace = freshNamespace('contract');
    const store = await openKurrentEventStore(url, { namespace });
    const writers: KurrentEventStore[] = [];
    return {
      store,
      openWriter: async () => {
        const writer = await openKurrentEventStore(url, { namespace });
        writers.push(writer);
        return writer;
      },
      densePositions: false,
      // Larger than the server takes in one append (MaxAppendSize, 1 MiB unless configured higher): it refuses the whole append.
      poisonedEvent: () => newEvent('Poisoned', { text: 'x'.repeat(2 * 1024 * 1024) }),
      async dispose() {
        await Promise.all(writers.map((writer) => writer.close()));
        await store.close();
      },
    };
  },
  url ? {} : { skipBecause: SKIP_BECAUSE },
);

const keyed = (requestHash = 'hash-of-the-request'): IdempotentAppend => ({
  actorId: `actor-${randomUUID()}`,
  key: randomUUID(),
  requestHash,
  answerOf: (result: AppendResult) => ({ statusCode: 201, body: { position: result.lastGlobalPosition } }),
});

(url ? describe : describe.skip)(`EventStoreDB tamper evidence and abandoned keys${url ? '' : ` — ${SKIP_BECAUSE}`}`, () => {
  let client: KurrentDBClient;
  beforeAll(() => {
    client = KurrentDBClient.connectionString(url ?? '');
  });
  afterAll(async () => {
    await client?.dispose();
  });

  /** A store of its own (events cannot be edited or removed: each test forges streams where no other test verifies). */
  const isolated = (options: { keyAbandonedAfterMs?: number } = {}) => {
    const namespace = freshNamespace('tamper');
    return { namespace, store: kurrentEventStore(client, { namespace, ...options }), log: kurrentLog(client, namespace) };
  };

  /** Writes a stream of three chained events straight to the server, after `edit` has had its way with their stored form. */
  const forge = async (target: ReturnType<typeof isolated>, edit: (stored: ReturnType<typeof chainedEvents>, stream: string) => void): Promise<string> => {
    const stream = newStreamId('forged');
    const stored = chainedEvents(stream, [newEvent('PaymentRecorded', { z: 1, amount: 120.5 }), ...newEvents(2)], { version: -1, hash: null });
    edit(stored, stream);
    await target.log.append(storedStreamName(target.namespace, stream), stored, 'no_stream');
    return stream;
  };

  it('names the event whose data does not match its hash', async () => {
    const target = isolated();
    await target.store.append(newStreamId(), newEvents(2), 'no_stream');
    const stream = await forge(target, (stored) => {
      const second = stored[1];
      if (second) second.data = { index: 99 };
    });
    const [, second] = await target.store.readStream(stream);
    expect(await target.store.verify()).toMatchObject({
      ok: false,
      eventsChecked: 5,
      firstBrokenLink: { streamId: stream, streamVersion: 1, globalPosition: second?.globalPosition, reason: 'hash_mismatch' },
    });
  });

  it('names the next event when an edit also rewrote the hash', async () => {
    const target = isolated();
    const stream = await forge(target, (stored, streamId) => {
      const [, second] = stored;
      if (!second) return;
      second.data = { index: 42 };
      second.metadata.hash = eventHash({ streamId, streamVersion: 1, type: second.type, data: second.data, metadata: second.metadata.metadata, previousHash: second.metadata.previousHash });
    });
    const [, , third] = await target.store.readStream(stream);
    expect(await target.store.verify()).toMatchObject({
      ok: false,
      firstBrokenLink: { streamId: stream, streamVersion: 2, globalPosition: third?.globalPosition, reason: 'previous_hash_mismatch' },
    });
  });

  it('names the lowest position when several streams are broken', async () => {
    const target = isolated();
    const breakThird = (stored: ReturnType<typeof chainedEvents>) => {
      const third = stored[2];
      if (third) third.data = { index: -1 };
    };
    const earlier = await forge(target, breakThird);
    await forge(target, breakThird);
    const [, , third] = await target.store.readStream(earlier);
    expect(await target.store.verify()).toMatchObject({ ok: false, firstBrokenLink: { streamId: earlier, globalPosition: third?.globalPosition } });
  });

  it('releases an abandoned key whose events never landed, and lets the next append use it', async () => {
    const target = isolated({ keyAbandonedAfterMs: 0 });
    const idempotency = keyed();
    const stream = newStreamId();
    // A process reserved the key and died before appending.
    const name = reservationStreamName(target.namespace, idempotency.actorId, idempotency.key);
    await target.log.append(name, [reservedEvent({ id: randomUUID(), actorId: idempotency.actorId, key: idempotency.key, requestHash: idempotency.requestHash, streamId: stream })], 'no_stream');
    const result = await target.store.append(stream, newEvents(1), 'no_stream', { idempotency });
    expect(await target.store.storedAnswer(idempotency.actorId, idempotency.key)).toEqual({
      requestHash: idempotency.requestHash,
      statusCode: 201,
      body: { position: result.lastGlobalPosition },
    });
  });

  it('answers a retry of an abandoned key whose events landed, and appends nothing again', async () => {
    const target = isolated({ keyAbandonedAfterMs: 0 });
    const idempotency = keyed();
    const stream = newStreamId();
    const reservation = { id: randomUUID(), actorId: idempotency.actorId, key: idempotency.key, requestHash: idempotency.requestHash, streamId: stream };
    // A process reserved the key, appended its events and died before storing the answer.
    await target.log.append(reservationStreamName(target.namespace, idempotency.actorId, idempotency.key), [reservedEvent(reservation)], 'no_stream');
    await target.log.append(storedStreamName(target.namespace, stream), chainedEvents(stream, newEvents(2), { version: -1, hash: null }, reservation.id), 'no_stream');
    const landed = await target.store.readStream(stream);

    await expect(target.store.append(stream, newEvents(2), 'no_stream', { idempotency })).rejects.toBeInstanceOf(IdempotencyKeyUsed);
    expect(await target.store.readStream(stream)).toHaveLength(2);
    expect(await target.store.storedAnswer(idempotency.actorId, idempotency.key)).toEqual({
      requestHash: idempotency.requestHash,
      statusCode: 201,
      body: { position: landed.at(-1)?.globalPosition },
    });
  });

  it('refuses appends to the store’s own key streams and to system streams', async () => {
    const { store } = isolated();
    await expect(store.append('idempotency-x:y', newEvents(1), 'any')).rejects.toThrow(/belong to the store/);
    await expect(store.append('$ce-patient', newEvents(1), 'any')).rejects.toThrow(/belong to the store/);
  });

  it('leaves foreign events on the server out of every read', async () => {
    const target = isolated();
    await target.store.append(newStreamId(), newEvents(1), 'no_stream');
    // Another application's event in the namespace, without this store's metadata.
    await target.log.append(storedStreamName(target.namespace, 'orders-1'), [{ type: 'OrderPlaced', data: { total: 12 } }], 'no_stream');
    expect(await target.store.readAll()).toHaveLength(1);
    expect(await target.store.verify()).toEqual({ ok: true, eventsChecked: 1 });
  });
});
