import { Role, type FeedEntryAnswer } from '@careledger/domain';
import type { EventStore, RecordedEvent } from '@careledger/storage';
import { describe, expect, it } from 'vitest';
import { sseChunkOf, sseEventOf, sseStart, streamFeed, wantsEventStream } from './feed-stream';
import { LogHeadWatch } from './log-head-watch';

const entry = (globalPosition: number, type = 'PatientRegistered'): FeedEntryAnswer =>
  ({ globalPosition, streamVersion: 0, type, data: { patientId: 'p' }, streamId: 'patient-p', actorId: 'a', actorName: null, actorRole: 1, occurredAt: 'o', recordedAt: 'r', correlationId: 'c', causationId: 'c' }) as FeedEntryAnswer;

const recorded = (globalPosition: number): RecordedEvent =>
  ({ globalPosition, streamId: `patient-${globalPosition}`, streamVersion: 0, type: 'PatientRegistered', data: {}, metadata: {}, recordedAt: new Date(0) }) as unknown as RecordedEvent;

/** A log in memory that grows when the test appends: enough of the port for an administrator's stream. */
const growingLog = () => {
  const events: RecordedEvent[] = [];
  const store = {
    readAll: ({ after = 0, limit = 1_000 } = {}) => Promise.resolve(events.filter((event) => event.globalPosition > after).slice(0, limit)),
    headPosition: () => Promise.resolve(events.at(-1)?.globalPosition ?? 0),
  } as Pick<EventStore, 'readAll' | 'headPosition'> as EventStore;
  return { store, append: (position: number) => events.push(recorded(position)) };
};

const admin = { id: 'admin', roleId: Role.ADMIN, agencyId: null, partnerId: null };

describe('the feed as Server-Sent Events', () => {
  it('is chosen by an Accept that names text/event-stream, among others or with parameters', () => {
    expect(wantsEventStream('text/event-stream')).toBe(true);
    expect(wantsEventStream('application/json, Text/Event-Stream;q=0.9')).toBe(true);
    expect(wantsEventStream('application/json')).toBe(false);
    expect(wantsEventStream(undefined)).toBe(false);
  });

  it('frames an entry with its position as id, its type as event and the entry as one data line', () => {
    const frame = sseEventOf(entry(42));
    expect(frame).toBe(`id: 42\nevent: PatientRegistered\ndata: ${JSON.stringify(entry(42))}\n\n`);
    expect(frame.split('\n').filter((line) => line.startsWith('data:'))).toHaveLength(1);
  });

  it('moves the position past events it may not show with a bare id, and says it is alive when nothing came', () => {
    expect(sseChunkOf([entry(5), entry(7)], 3, 7)).toBe(sseEventOf(entry(5)) + sseEventOf(entry(7)));
    expect(sseChunkOf([entry(5)], 3, 9)).toBe(`${sseEventOf(entry(5))}id: 9\n\n`);
    expect(sseChunkOf([], 3, 9)).toBe('id: 9\n\n');
    expect(sseChunkOf([], 9, 9)).toBe(': heartbeat\n\n');
  });

  it('follows the log as it grows, beats while it does not, and leaves no wait behind once the client goes', async () => {
    const { store, append } = growingLog();
    append(1);
    append(2);
    const watch = new LogHeadWatch(store);
    const client = new AbortController();
    const chunks: string[] = [];
    const render = (events: readonly RecordedEvent[]) => Promise.resolve(events.map((event) => entry(event.globalPosition)));
    const write = (chunk: string) => {
      chunks.push(chunk);
      return Promise.resolve();
    };
    const request = { after: 1, limit: 100, waitMs: 0 };
    const streaming = streamFeed({ store, watch, actor: admin, request, render, write, signal: client.signal, heartbeatMs: 300 });
    await expect.poll(() => chunks.join('')).toContain('id: 2\n');
    append(3);
    await expect.poll(() => chunks.join('')).toContain('id: 3\n');
    await expect.poll(() => chunks.join(''), { timeout: 5_000 }).toContain(': heartbeat');
    expect(watch.waiting).toBe(1);
    client.abort();
    await streaming;
    expect(watch.waiting).toBe(0);
    const ids = chunks.join('').match(/^id: \d+$/gm);
    expect(chunks[0]).toBe(sseStart);
    expect(ids).toEqual(['id: 2', 'id: 3']);
  });

  it('ends by itself after its longest life, so the client reconnects and is checked again', async () => {
    const { store, append } = growingLog();
    append(1);
    const watch = new LogHeadWatch(store);
    const chunks: string[] = [];
    const write = (chunk: string) => {
      chunks.push(chunk);
      return Promise.resolve();
    };
    const render = (events: readonly RecordedEvent[]) => Promise.resolve(events.map((event) => entry(event.globalPosition)));
    await streamFeed({ store, watch, actor: admin, request: { after: 0, limit: 100, waitMs: 0 }, render, write, signal: new AbortController().signal, heartbeatMs: 100, maxMs: 350 });
    expect(chunks.join('')).toContain('id: 1\n');
    expect(watch.waiting).toBe(0);
  });

  it('ends a wait on the log the moment its signal aborts', async () => {
    const { store } = growingLog();
    const watch = new LogHeadWatch(store);
    const gone = new AbortController();
    const waiting = watch.waitBeyond(0, 60_000, gone.signal);
    expect(watch.waiting).toBe(1);
    gone.abort();
    await waiting;
    expect(watch.waiting).toBe(0);
    await watch.waitBeyond(0, 60_000, gone.signal);
    expect(watch.waiting).toBe(0);
  });
});
