import { describe, expect, it } from 'vitest';
import { answeredEvent, isAbandoned, keyStateOf, releasedEvent, reservedEvent, ABANDONED_AFTER_MS, type Reservation } from './kurrent-key-stream';

const reservation: Reservation = { id: 'reservation-1', actorId: 'user-1', key: 'abc', requestHash: 'hash-1', streamId: 'patient-1' };
const at = new Date('2025-01-15T09:30:00.000Z');
/** The key stream's last event as the client reads it back (data JSON round-tripped). */
const last = (event: { type: string; data: Record<string, unknown> }, revision: bigint) => ({
  type: event.type,
  data: JSON.parse(JSON.stringify(event.data)) as unknown,
  revision,
  created: at,
});

describe('the state of an Idempotency-Key from its stream', () => {
  it('is free to reserve with no stream when the key was never used', () => {
    expect(keyStateOf(undefined)).toEqual({ kind: 'free', expected: 'no_stream' });
  });

  it('is held by the reservation its last event records, with when it was made', () => {
    expect(keyStateOf(last(reservedEvent(reservation), 0n))).toEqual({ kind: 'reserved', revision: 0n, reservation, reservedAt: at });
  });

  it('is free again after a release, to be reserved at the release’s revision', () => {
    expect(keyStateOf(last(releasedEvent('reservation-1'), 1n))).toEqual({ kind: 'free', expected: 1n });
  });

  it('is used once an answer is stored, and gives that answer', () => {
    const answer = { requestHash: 'hash-1', statusCode: 201, body: { id: 'p-1', version: 0, globalPosition: 4_096 } };
    expect(keyStateOf(last(answeredEvent('reservation-1', answer), 1n))).toEqual({ kind: 'answered', answer });
  });

  it('refuses events the store never writes to a key stream', () => {
    expect(() => keyStateOf({ type: 'PatientRegistered', data: {}, revision: 0n, created: at })).toThrow(/never writes there/);
    expect(() => keyStateOf({ type: reservedEvent(reservation).type, data: { id: 'x' }, revision: 0n, created: at })).toThrow(/without its reservation/);
  });
});

describe('an abandoned reservation', () => {
  it('is one older than any append could take', () => {
    expect(isAbandoned(at, new Date(at.getTime() + ABANDONED_AFTER_MS))).toBe(false);
    expect(isAbandoned(at, new Date(at.getTime() + ABANDONED_AFTER_MS + 1))).toBe(true);
  });
});
