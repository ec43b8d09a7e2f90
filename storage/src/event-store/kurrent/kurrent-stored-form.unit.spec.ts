import { describe, expect, it } from 'vitest';
import { Role, type EventMetadata } from '@careledger/domain';
import { checkLink } from '../chain-link';
import { eventHash } from '../event-hash';
import type { NewEvent } from '../event-store';
import {
  actualVersionOf,
  batchStart,
  chainedEvents,
  fromStoredEvent,
  isRecordEvent,
  isReservedStreamId,
  logPosition,
  portPosition,
  readStartAfter,
  recordStreamPattern,
  reservationStreamName,
  satisfies,
  storedStreamName,
  streamIdOf,
  streamStateAt,
  streamStateOf,
  toStoredEvent,
  type ReadEvent,
} from './kurrent-stored-form';

const metadata: EventMetadata = {
  actorId: 'user-1',
  actorRole: Role.ADMIN,
  correlationId: 'correlation-1',
  causationId: 'command-1',
  occurredAt: '2025-01-15T09:30:00.000Z',
  schemaVersion: 1,
};
const event = (type: string, data: unknown): NewEvent => ({ type, data, metadata });
const created = new Date('2025-01-15T09:30:01.234Z');

/** What the client would read back of `stored`, written to `name` at `revision` and `position`. */
const readBack = (name: string, revision: bigint, position: bigint, stored: ReturnType<typeof toStoredEvent>, at = created): ReadEvent => ({
  streamId: name,
  revision,
  type: stored.type,
  // The client gives JSON back parsed: the stored form must survive a JSON round trip.
  data: JSON.parse(JSON.stringify(stored.data)) as unknown,
  metadata: JSON.parse(JSON.stringify(stored.metadata)) as unknown,
  created: at,
  position: { commit: position, prepare: position },
});

describe('the stored form of an event', () => {
  it('keeps type and data as given, and wraps the metadata with the hashes, the batch place and KurrentDB’s correlation names', () => {
    const stored = toStoredEvent(event('NoteDrafted', { body: 'Feels better' }), { hash: 'b'.repeat(64), previousHash: 'a'.repeat(64) }, { index: 1, size: 3 });
    expect(stored).toEqual({
      type: 'NoteDrafted',
      data: { body: 'Feels better' },
      metadata: {
        $correlationId: 'correlation-1',
        $causationId: 'command-1',
        metadata,
        hash: 'b'.repeat(64),
        previousHash: 'a'.repeat(64),
        batch: { index: 1, size: 3 },
      },
    });
  });

  it('names the idempotency reservation on the first event of an append only', () => {
    const first = toStoredEvent(event('A', {}), { hash: 'h', previousHash: null }, { index: 0, size: 2 }, 'reservation-1');
    const second = toStoredEvent(event('B', {}), { hash: 'i', previousHash: 'h' }, { index: 1, size: 2 }, 'reservation-1');
    expect(first.metadata.reservation).toBe('reservation-1');
    expect(second.metadata).not.toHaveProperty('reservation');
  });

  it('chains each hash to the one before, from the head the append follows, as the SQL store does', () => {
    const events = [event('A', { n: 1 }), event('B', null), event('C', [1, 2])];
    const stored = chainedEvents('note-1', events, { version: 4, hash: 'f'.repeat(64) });
    expect(stored.map((one) => one.metadata.previousHash)).toEqual(['f'.repeat(64), stored[0]?.metadata.hash, stored[1]?.metadata.hash]);
    expect(stored[0]?.metadata.hash).toBe(eventHash({ streamId: 'note-1', streamVersion: 5, type: 'A', data: { n: 1 }, metadata, previousHash: 'f'.repeat(64) }));
    expect(stored.map((one) => one.metadata.batch)).toEqual([
      { index: 0, size: 3 },
      { index: 1, size: 3 },
      { index: 2, size: 3 },
    ]);
    expect(chainedEvents('note-2', [event('A', {})], { version: -1, hash: 'ignored' })[0]?.metadata.previousHash).toBeNull();
  });

  it('reads back as the port’s event, hashes intact, so verify’s rule holds for it', () => {
    const [first, second] = chainedEvents('note-1', [event('A', { z: 1, a: [2.5] }), event('B', null)], { version: -1, hash: null });
    if (!first || !second) throw new Error('Expected two events.');
    const one = fromStoredEvent('ns-', readBack('ns-note-1', 0n, 4_096n, first), created);
    const two = fromStoredEvent('ns-', readBack('ns-note-1', 1n, 4_391n, second), created);
    expect(one).toEqual({
      type: 'A',
      data: { z: 1, a: [2.5] },
      metadata,
      streamId: 'note-1',
      streamVersion: 0,
      globalPosition: 4_096,
      recordedAt: created,
      hash: first.metadata.hash,
      previousHash: null,
    });
    expect(two).toMatchObject({ data: null, streamVersion: 1, globalPosition: 4_391, previousHash: one.hash });
    expect(checkLink(one, undefined)).toBeUndefined();
    expect(checkLink(two, { streamId: 'note-1', streamVersion: 0, hash: one.hash, broken: false })).toBeUndefined();
  });

  it('finds the first event of an append, whose created time every event of the append is recorded at', () => {
    const [, , third] = chainedEvents('note-1', [event('A', {}), event('B', {}), event('C', {})], { version: 6, hash: 'h' });
    if (!third) throw new Error('Expected three events.');
    expect(batchStart(readBack('note-1', 9n, 1n, third))).toBe(7n);
  });

  it('refuses to read as the port’s event what this store did not write, or what lies outside its namespace', () => {
    const [stored] = chainedEvents('note-1', [event('A', {})], { version: -1, hash: null });
    if (!stored) throw new Error('Expected one event.');
    expect(() => fromStoredEvent('ns-', { ...readBack('ns-note-1', 0n, 1n, stored), metadata: { actorId: 'x' } }, created)).toThrow(/not written by this store/);
    expect(() => fromStoredEvent('ns-', readBack('other-note-1', 0n, 1n, stored), created)).toThrow(/outside the namespace/);
  });
});

describe('stream names', () => {
  it('puts the namespace before the port’s stream id, and takes it off again', () => {
    expect(storedStreamName('', 'patient-1')).toBe('patient-1');
    expect(storedStreamName('run7_', 'patient-1')).toBe('run7_patient-1');
    expect(streamIdOf('run7_', 'run7_patient-1')).toBe('patient-1');
    expect(streamIdOf('run7_', 'patient-1')).toBeUndefined();
  });

  it('names one key stream per actor and key, in the idempotency category, with no two pairs sharing a name', () => {
    expect(reservationStreamName('', 'user-1', 'abc')).toBe('idempotency-user-1:abc');
    expect(reservationStreamName('run7_', 'user-1', 'retry:7')).toBe('run7_idempotency-user-1:retry%3A7');
    expect(reservationStreamName('', 'a:b', 'c')).not.toBe(reservationStreamName('', 'a', 'b:c'));
  });

  it('keeps system streams and key streams out of the port’s reach', () => {
    expect(isReservedStreamId('$ce-patient')).toBe(true);
    expect(isReservedStreamId('idempotency-user-1:abc')).toBe(true);
    expect(isReservedStreamId('patient-1')).toBe(false);
    expect(isReservedStreamId('idempotent-thing-1')).toBe(false);
  });
});

describe('which events of $all are the store’s', () => {
  const [stored] = chainedEvents('patient-1', [event('PatientRegistered', {})], { version: -1, hash: null });
  if (!stored) throw new Error('Expected one event.');
  const ours = readBack('run7_patient-1', 0n, 10n, stored);

  it('takes record events of its namespace and leaves out system events, key streams, other namespaces and foreign events', () => {
    expect(isRecordEvent('run7_', ours)).toBe(true);
    expect(isRecordEvent('run7_', { ...ours, streamId: '$ce-run7_patient' })).toBe(false);
    expect(isRecordEvent('run7_', { ...ours, type: '$>' })).toBe(false);
    expect(isRecordEvent('run7_', { ...ours, streamId: 'run7_idempotency-user-1:abc' })).toBe(false);
    expect(isRecordEvent('run7_', { ...ours, streamId: 'run8_patient-1' })).toBe(false);
    expect(isRecordEvent('', { ...ours, streamId: '$stats-127.0.0.1:2113' })).toBe(false);
    expect(isRecordEvent('', { ...ours, streamId: 'orders-1', metadata: { $correlationId: 'x' } })).toBe(false);
    expect(isRecordEvent('', { ...ours, streamId: 'patient-1' })).toBe(true);
  });

  it('asks the server for the same streams: a .NET-compatible pattern without system or key streams', () => {
    const pattern = (namespace: string) => new RegExp(recordStreamPattern(namespace));
    expect(recordStreamPattern('run.7_')).toBe('^run\\.7_(?!\\$|idempotency-)');
    expect(pattern('run.7_').test('run.7_patient-1')).toBe(true);
    expect(pattern('run.7_').test('runX7_patient-1')).toBe(false);
    expect(pattern('run.7_').test('run.7_idempotency-user-1:abc')).toBe(false);
    expect(pattern('').test('patient-1')).toBe(true);
    expect(pattern('').test('$$patient-1')).toBe(false);
    expect(pattern('').test('$ce-patient')).toBe(false);
  });
});

describe('expected versions', () => {
  it('maps the port’s expected version to the client’s stream state', () => {
    expect(streamStateOf('any')).toBe('any');
    expect(streamStateOf('no_stream')).toBe('no_stream');
    expect(streamStateOf(-1)).toBe('no_stream');
    expect(streamStateOf(0)).toBe(0n);
    expect(streamStateOf(41)).toBe(41n);
    expect(streamStateAt(-1)).toBe('no_stream');
    expect(streamStateAt(3)).toBe(3n);
  });

  it('reads the actual version from a conflict: -1 for no stream, in any of the forms servers give it', () => {
    expect(actualVersionOf('no_stream')).toBe(-1);
    expect(actualVersionOf(-1n)).toBe(-1);
    expect(actualVersionOf(undefined)).toBe(-1);
    expect(actualVersionOf(7n)).toBe(7);
    expect(() => actualVersionOf(2n ** 60n)).toThrow(RangeError);
  });

  it('judges a stream head against an expected version as the server will', () => {
    expect(satisfies('any', -1)).toBe(true);
    expect(satisfies('any', 4)).toBe(true);
    expect(satisfies('no_stream', -1)).toBe(true);
    expect(satisfies('no_stream', 0)).toBe(false);
    expect(satisfies(-1, -1)).toBe(true);
    expect(satisfies(2, 2)).toBe(true);
    expect(satisfies(2, 3)).toBe(false);
  });
});

describe('positions', () => {
  it('gives the $all commit position as the port’s position, strictly increasing and sparse', () => {
    expect(portPosition({ commit: 4_096n, prepare: 4_096n })).toBe(4_096);
    expect(portPosition({ commit: BigInt(Number.MAX_SAFE_INTEGER), prepare: BigInt(Number.MAX_SAFE_INTEGER) })).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses loudly a position a number cannot hold exactly, one missing, and one of an explicit transaction', () => {
    const beyond = BigInt(Number.MAX_SAFE_INTEGER) + 1n;
    expect(() => portPosition({ commit: beyond, prepare: beyond })).toThrow(/beyond 2\^53 - 1/);
    expect(() => portPosition(undefined)).toThrow(/without its \$all position/);
    expect(() => portPosition({ commit: 100n, prepare: 180n })).toThrow(/explicit transaction/);
  });

  it('turns a port position back into the client’s, and starts a read after it at it (the event there is dropped)', () => {
    expect(logPosition(4_391)).toEqual({ commit: 4_391n, prepare: 4_391n });
    expect(() => logPosition(-1)).toThrow(RangeError);
    expect(() => logPosition(1.5)).toThrow(RangeError);
    expect(readStartAfter(0)).toBe('start');
    expect(readStartAfter(4_391)).toEqual({ commit: 4_391n, prepare: 4_391n });
  });
});
