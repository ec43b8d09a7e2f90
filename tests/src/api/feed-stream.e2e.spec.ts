import { schemaErrors, type OpenApiDocument } from '@careledger/client';
import { eventTypeCatalog } from '@careledger/domain';
import { FeedHttp } from '@careledger/query-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { EventStreamReader, type ServerSentEvent } from '../support/event-stream';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

interface Entry {
  globalPosition: number;
  type: string;
  streamId: string;
  data: Record<string, unknown>;
}

/**
 * The feed as Server-Sent Events (`Accept: text/event-stream`), read by a real HTTP client as the
 * bytes arrive: the JSON feed's entries, following the log, resumable with Last-Event-ID.
 */
describe.each(testDatabases())('the event feed as Server-Sent Events on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient, agency: ApiClient, provider: ApiClient;
  let document: OpenApiDocument;
  const open: EventStreamReader[] = [];

  const streamOf = async (client: ApiClient | { apiKey: string }, query: string, headers: Record<string, string> = {}) => {
    const who = 'apiKey' in client ? { authorization: `Bearer ${client.apiKey}` } : client.sessionHeaders();
    const reader = await EventStreamReader.open(`${stack.careledger.url}/api/feed?${query}`, { ...who, ...headers });
    open.push(reader);
    return reader;
  };
  const entryOf = (event: ServerSentEvent): Entry => JSON.parse(event.data!) as Entry;
  const patient = async (client: ApiClient, lastName: string) => accepted(await client.post('/api/patients', { firstName: 'Stream', lastName }), 201).id;
  const held = () => stack.careledger.app.get(FeedHttp, { strict: false }).held;

  beforeAll(async () => {
    stack = await startStack(database);
    [admin, agency, provider] = await Promise.all([stack.as('admin'), stack.as('agency'), stack.as('provider')]);
    document = (await (await fetch(`${stack.careledger.url}/api/docs-json`)).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    for (const reader of open) reader.close();
    await stack?.stop();
  });

  it('streams the events appended after connecting, in order, as the JSON feed lists them, and never another agency\'s', async () => {
    const before = await stack.headPosition();
    const stream = await streamOf(agency, `after=${before}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await patient(agency, 'One');
    const theirs = await patient(provider, 'Theirs');
    const second = await patient(agency, 'Two');
    const events = await stream.events(2);
    expect(events.map((event) => [event.event, entryOf(event).streamId])).toEqual([
      ['PatientRegistered', `patient-${first}`],
      ['PatientRegistered', `patient-${second}`],
    ]);
    expect(events.map((event) => Number(event.id))).toEqual(events.map((event) => entryOf(event).globalPosition));
    expect(Number(events[1]!.id)).toBeGreaterThan(Number(events[0]!.id));
    expect(stream.frames().some((frame) => frame.data?.includes(theirs))).toBe(false);
    // The same entries as the JSON feed's, each what the document says of its type.
    const page = await agency.get(`/api/feed?after=${before}`);
    expect(events.map(entryOf)).toEqual(page.body.data);
    const entrySchema = { $ref: '#/components/schemas/FeedEntryAnswer' };
    for (const event of events) expect(schemaErrors(document, entrySchema, entryOf(event))).toEqual([]);
  });

  it('resumes exactly after the Last-Event-ID a reconnecting client sends', async () => {
    const before = await stack.headPosition();
    const first = await streamOf(agency, `after=${before}`);
    const one = await patient(agency, 'Before drop');
    const [received] = await first.events(1);
    expect(entryOf(received!).streamId).toBe(`patient-${one}`);
    first.close();
    const missed = await patient(agency, 'While away');
    const later = await patient(agency, 'After');
    // `after` names an older position: Last-Event-ID wins, as an EventSource reconnecting sends it.
    const again = await streamOf(agency, `after=${before}`, { 'last-event-id': first.lastEventId()! });
    const events = await again.events(2);
    expect(events.map((event) => entryOf(event).streamId)).toEqual([`patient-${missed}`, `patient-${later}`]);
  });

  it('keeps to the types asked for, and serves an API key as it serves a session', async () => {
    const before = await stack.headPosition();
    const key = accepted(await agency.post('/api/api-keys', { name: 'Stream reader', scopes: ['read'] }), 201) as unknown as { key: string };
    const keyed = await streamOf({ apiKey: key.key }, `after=${before}&types=PatientRegistered`);
    const all = await streamOf(admin, `after=${before}`);
    const registered = await patient(agency, 'Typed');
    const [event] = await keyed.events(1);
    expect([event!.event, entryOf(event!).streamId]).toEqual(['PatientRegistered', `patient-${registered}`]);
    // The administrator's unfiltered stream had the key's creation first; the filtered one passed it by.
    expect((await all.events(2)).map((each) => each.event)).toEqual(['ApiKeyCreated', 'PatientRegistered']);
    expect(keyed.frames().some((frame) => frame.event === 'ApiKeyCreated')).toBe(false);
  });

  it('holds no stream and no wait once its clients have gone', async () => {
    const streams = await Promise.all([streamOf(agency, `after=${await stack.headPosition()}`), streamOf(admin, `after=${await stack.headPosition()}`)]);
    await expect.poll(() => held().streams).toBeGreaterThanOrEqual(2);
    for (const reader of open) reader.close();
    await expect.poll(() => held()).toEqual({ streams: 0, waits: 0 });
    expect(streams.every((reader) => reader.status === 200)).toBe(true);
  });

  it('lists the event types a subscriber may name, each with its category and whether only administrators see it', async () => {
    const { status, body } = await agency.get('/api/feed/event-types');
    expect(status).toBe(200);
    expect(body.data).toEqual(eventTypeCatalog);
    expect(body.data).toContainEqual({ type: 'PatientRegistered', category: 'patient', administratorsOnly: false });
    expect(body.data).toContainEqual({ type: 'SignInFailed', category: 'signin', administratorsOnly: true });
  });

  it('refuses before streaming: 400 for a Last-Event-ID past the log, 401 without a session', async () => {
    const head = await stack.headPosition();
    const late = await fetch(`${stack.careledger.url}/api/feed`, { headers: { ...agency.sessionHeaders(), accept: 'text/event-stream', 'last-event-id': String(head + 1000) } });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { errors: unknown }).errors).toEqual([{ path: 'after', message: expect.stringContaining('at most its newest') }]);
    const stranger = await fetch(`${stack.careledger.url}/api/feed`, { headers: { accept: 'text/event-stream', 'x-requested-with': 'XMLHttpRequest' } });
    expect([stranger.status, ((await stranger.json()) as { message: string }).message]).toEqual([401, expect.any(String)]);
  });
});
