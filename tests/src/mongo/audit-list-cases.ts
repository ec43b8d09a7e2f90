import { randomUUID } from 'node:crypto';
import { parseAuditQuery, type AuditQuery } from '@careledger/query-service';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type NewEvent, type SqlDatabase } from '@careledger/storage';
import type { TestDatabase } from '@careledger/storage/testing';

const ACTORS = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c'];
const CATEGORIES = ['patient', 'assessment', 'posting', 'note', 'hubnote', 'referral'];
const TYPES = ['Created', 'Updated', 'Closed'];
/** Instants that collide, straddle millisecond boundaries, come without milliseconds or in another zone, and go back in time. */
const OCCURRED = [
  '2026-03-01T09:00:00.000Z',
  '2026-03-01T09:00:00.001Z',
  '2026-03-01T09:00:00.002Z',
  '2026-03-01T09:00:00.999Z',
  '2026-03-01T09:00:01Z',
  '2026-03-01T11:00:00.500+02:00',
  '2026-02-27T23:59:59.999Z',
  '2026-03-02T00:00:00.000Z',
  '2026-03-05T12:30:00.000Z',
];

export interface PlannedEvent extends NewEvent {
  streamId: string;
}

/** Events of several categories, some streams without a dash, by three actors and a system actor that is no UUID. */
export const auditHistory = (): { events: PlannedEvent[]; streams: string[] } => {
  const records = CATEGORIES.flatMap((category) => [`${category}-${randomUUID()}`, `${category}-${randomUUID()}`]);
  // A note's views are kept in a log beside it (`noteview-<note id>`), which its stream and category filters bring.
  const viewLogs = records.filter((stream) => /^(note|hubnote)-/.test(stream)).map((stream) => stream.replace(/^(\w+)-/, '$1view-'));
  const streams = [...records, ...viewLogs, 'ledger', 'ledger2-x-y'];
  const events: PlannedEvent[] = [];
  for (let i = 0; i < 90; i += 1) {
    const streamId = streams[(i * 5) % streams.length] ?? 'ledger';
    events.push({
      streamId,
      type: `${streamId.split('-')[0] ?? ''}${TYPES[i % TYPES.length] ?? ''}`.replace(/^./, (first) => first.toUpperCase()),
      data: { n: i, nested: { list: [i, `${i}`], empty: {} }, flag: i % 2 === 0, nothing: null },
      metadata: {
        actorId: i % 11 === 0 ? 'system' : (ACTORS[i % ACTORS.length] ?? ''),
        actorRole: 1,
        correlationId: randomUUID(),
        causationId: randomUUID(),
        occurredAt: OCCURRED[i % OCCURRED.length] ?? '',
        schemaVersion: 1,
      },
    });
  }
  return { events, streams };
};

const filters = (streams: readonly string[]): Record<string, string>[] => [
  {},
  { stream: streams[0] ?? '' },
  { stream: 'ledger' },
  { stream: 'patient-unknown' },
  { stream: streams.find((stream) => stream.startsWith('note-')) ?? '' },
  { stream: streams.find((stream) => stream.startsWith('hubnote-')) ?? '' },
  { category: 'note' },
  { category: 'noteview' },
  { category: 'patient' },
  { category: 'hubnote' },
  { category: 'ledger' },
  { category: 'ledger2' },
  { category: 'zzz' },
  { type: 'AssessmentUpdated' },
  { type: 'LedgerCreated', category: 'ledger' },
  { actor: ACTORS[1] ?? '' },
  { actor: ACTORS[2] ?? '', category: 'note' },
  { actor: '00000000-0000-4000-8000-0000000000ff' },
  { from: '2026-03-01T09:00:00Z' },
  { to: '2026-03-01T09:00:00Z' },
  { from: '2026-03-01T09:00:00.001Z', to: '2026-03-01T09:00:00.999Z' },
  { from: '2026-03-01T11:00:00.001+02:00', to: '2026-03-02T01:00:00+01:00' },
  // Finer than a millisecond: PostgreSQL reads microseconds, rounding the rest half to even.
  { from: '2026-03-01T09:00:00.0005Z' },
  { from: '2026-03-01T09:00:00.0000004Z' },
  { from: '2026-03-01T09:00:00.000999999Z' },
  // 2000.5 microseconds: half to even keeps 2000, so the event at .002 is in.
  { from: '2026-03-01T09:00:00.0020005Z', to: '2026-03-01T09:00:00.002Z' },
  { to: '2026-03-01T09:00:00.0009Z' },
  { to: '2026-03-01T09:00:00.9989995Z' },
  { to: '2026-03-01T09:00:00.9999995Z' },
  { from: '2026-03-01T09:00:00.0009995Z', to: '2026-03-01T09:00:00.9990004Z', category: 'patient' },
];
const ORDERS = ['position:desc', 'position:asc'];
const PAGES = [
  { page: '1', pageSize: '100' },
  { page: '2', pageSize: '7' },
  { page: '40', pageSize: '7' },
];

/** Every filter, order and page the audit comparisons ask for, parsed as the endpoint parses its query string. */
export const auditRequests = (streams: readonly string[]): AuditQuery[] =>
  filters(streams).flatMap((filter) => ORDERS.flatMap((sort) => PAGES.map((paging) => parseAuditQuery({ ...filter, sort, ...paging }))));

/** A database whose event store holds the audit history; its streams and head. */
export const storedAuditHistory = async (
  testDatabase: TestDatabase,
): Promise<{ db: SqlDatabase; store: EventStore; streams: string[]; head: number; dispose: () => Promise<void> }> => {
  const { db, dispose } = await testDatabase.create();
  await runMigrations(db, allStorageMigrations);
  const store = await openEventStore(db);
  const { events, streams } = auditHistory();
  let head = 0;
  for (const { streamId, ...event } of events) head = (await store.append(streamId, [event], 'any')).lastGlobalPosition;
  return { db, store, streams, head, dispose };
};
