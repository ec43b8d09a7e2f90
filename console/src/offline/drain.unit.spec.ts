import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { closeDeviceStore } from './device-store';
import { drain, type DrainPorts } from './drain';
import { commandsOf, dropCommand, keepCommand, saveCommand, type NewOutboxEntry, type OutboxEntry } from './outbox';

const USER = 'caregiver-1';

const taskComplete = (taskId: string, expectedVersion = 3): NewOutboxEntry => ({
  userId: USER,
  idempotencyKey: `key-${taskId}`,
  recordedAt: '2026-06-01T08:00:00.000Z',
  tried: false,
  command: { kind: 'task-complete', taskId, title: `Task ${taskId}`, patientId: 'p1', patientName: 'Ada Moreno', expectedVersion },
  outcome: { status: 'waiting' },
});

const doseRecord = (orderId: string): NewOutboxEntry => ({
  userId: USER,
  idempotencyKey: `key-${orderId}`,
  recordedAt: '2026-06-01T08:05:00.000Z',
  tried: false,
  command: {
    kind: 'dose-record',
    patientId: 'p1',
    patientName: 'Ada Moreno',
    orderId,
    date: '2026-06-01',
    timeZone: 'UTC',
    body: { medicationName: 'Metformin', dose: '500 mg', scheduledAt: '2026-06-01T08:00:00.000Z', status: 1, reasonId: null, comment: null, administeredAt: '2026-06-01T08:04:00.000Z' },
  },
  outcome: { status: 'waiting' },
});

const network = () => new ApiError('Network Error', { code: 'ERR_NETWORK' });
const status = (code: number, body: unknown) => new ApiError(`Request failed with status code ${code}`, { code: code >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', status: code, body });

/** Ports over the device store, with a server that answers each key as `answers` says (a version, or an error). */
const portsWith = (answers: Record<string, number | Error>, meanwhile: Record<string, unknown> = {}) => {
  const sent: string[] = [];
  const ports: DrainPorts = {
    commands: () => commandsOf(USER),
    save: saveCommand,
    send: async (entry) => {
      sent.push(entry.idempotencyKey);
      const answer = answers[entry.idempotencyKey];
      if (answer === undefined) throw new Error(`no answer for ${entry.idempotencyKey}`);
      if (answer instanceof Error) throw answer;
      return { id: 'x', version: answer, globalPosition: 1 };
    },
    madeMeanwhile: async (entry) => meanwhile[entry.idempotencyKey] ?? null,
    current: async () => ({ id: 't2', version: 5, state: 0, dueDate: '2026-06-02' }),
  };
  return { ports, sent };
};

const outcomes = async () => (await commandsOf(USER)).map((entry: OutboxEntry) => [entry.idempotencyKey, entry.outcome]);

afterEach(async () => {
  for (const entry of await commandsOf(USER)) await dropCommand(entry.seq);
  await closeDeviceStore();
});

describe('the commands kept offline', () => {
  it('are kept per user, in the order they were made', async () => {
    await keepCommand(taskComplete('t1'));
    await keepCommand({ ...taskComplete('other'), userId: 'someone-else' });
    await keepCommand(doseRecord('o1'));
    expect((await commandsOf(USER)).map((entry) => entry.idempotencyKey)).toEqual(['key-t1', 'key-o1']);
    for (const entry of await commandsOf('someone-else')) await dropCommand(entry.seq);
  });

  it('are sent oldest first with their own keys, each accepted once; a second run sends nothing again', async () => {
    await keepCommand(doseRecord('o1'));
    await keepCommand(taskComplete('t1'));
    const { ports, sent } = portsWith({ 'key-o1': 0, 'key-t1': 4 });
    expect(await drain(ports)).toBe('done');
    expect(await drain(ports)).toBe('done');
    expect(sent).toEqual(['key-o1', 'key-t1']);
    expect(await outcomes()).toEqual([
      ['key-o1', { status: 'accepted', version: 0 }],
      ['key-t1', { status: 'accepted', version: 4 }],
    ]);
  });

  it('stop at a server that cannot be reached or answer, so no later command overtakes an earlier one; the next run resends with the same key', async () => {
    await keepCommand(taskComplete('t1'));
    await keepCommand(taskComplete('t2'));
    await keepCommand(taskComplete('t3'));
    const first = portsWith({ 'key-t1': 4, 'key-t2': network() });
    expect(await drain(first.ports)).toBe('unreachable');
    expect(first.sent).toEqual(['key-t1', 'key-t2']);
    expect((await outcomes()).map(([, outcome]) => outcome)).toEqual([{ status: 'accepted', version: 4 }, { status: 'waiting' }, { status: 'waiting' }]);

    const busy = portsWith({ 'key-t2': status(503, { message: 'Behind' }) });
    expect(await drain(busy.ports)).toBe('unreachable');

    const again = portsWith({ 'key-t2': 4, 'key-t3': 4 });
    expect(await drain(again.ports)).toBe('done');
    expect(again.sent).toEqual(['key-t2', 'key-t3']);
  });

  it('keep a conflict (409) for review with both versions and the record as it is now, and go on with the next', async () => {
    await keepCommand(taskComplete('t2', 3));
    await keepCommand(taskComplete('t3'));
    const { ports } = portsWith({ 'key-t2': status(409, { message: 'Changed meanwhile', expectedVersion: 3, actualVersion: 5 }), 'key-t3': 4 });
    expect(await drain(ports)).toBe('done');
    expect(await outcomes()).toEqual([
      ['key-t2', { status: 'conflict', expectedVersion: 3, actualVersion: 5, current: { id: 't2', version: 5, state: 0, dueDate: '2026-06-02' } }],
      ['key-t3', { status: 'accepted', version: 4 }],
    ]);
  });

  it("keep a refusal with the server's reason", async () => {
    await keepCommand(taskComplete('t1'));
    const { ports } = portsWith({ 'key-t1': status(400, { message: 'Invalid command.', errors: [{ path: 'on', message: 'must be a date' }] }) });
    expect(await drain(ports)).toBe('done');
    expect(await outcomes()).toEqual([['key-t1', { status: 'refused', reason: 'Invalid command. must be a date' }]]);
  });

  it('wait for the user to sign in again when the session has ended', async () => {
    await keepCommand(taskComplete('t1'));
    const { ports } = portsWith({ 'key-t1': status(401, { message: 'Sign in' }) });
    expect(await drain(ports)).toBe('signed-out');
    expect(await outcomes()).toEqual([['key-t1', { status: 'waiting' }]]);
  });

  it('show a dose recorded meanwhile by someone else for review instead of recording it twice, but not on a retry, whose first try may have recorded it', async () => {
    const recordedMeanwhile = { status: 1, administeredAt: '2026-06-01T08:02:00.000Z' };
    await keepCommand(doseRecord('o1'));
    await keepCommand({ ...doseRecord('o2'), tried: true });
    const { ports, sent } = portsWith({ 'key-o2': 0 }, { 'key-o1': recordedMeanwhile, 'key-o2': recordedMeanwhile });
    expect(await drain(ports)).toBe('done');
    expect(sent).toEqual(['key-o2']);
    expect(await outcomes()).toEqual([
      ['key-o1', { status: 'conflict', expectedVersion: null, actualVersion: null, current: recordedMeanwhile }],
      ['key-o2', { status: 'accepted', version: 0 }],
    ]);
  });
});
