import { feedAnswer, recordTypes, type FeedAnswer } from '@careledger/domain';
import { historyResources } from '@careledger/query-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { demoUsers } from '../../../app/src/demo/demo-users';

/**
 * The replayable event feed: every event after a position that the caller may see, in log order,
 * resumable from its `next`, following new events by long poll.
 */
describe.each(testDatabases())('the event feed on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient, agency: ApiClient, provider: ApiClient;
  let before: number;
  let agencyPatient: string, providerPatient: string;

  const feed = async (client: ApiClient, query: string): Promise<FeedAnswer> => {
    const response = await client.get(`/api/feed?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return feedAnswer.parse(response.body);
  };
  const streamsOf = (answer: FeedAnswer) => answer.data.map((event) => event.streamId);

  beforeAll(async () => {
    stack = await startStack(database);
    [admin, agency, provider] = await Promise.all([stack.as('admin'), stack.as('agency'), stack.as('provider')]);
    before = await stack.headPosition();
    agencyPatient = accepted(await agency.post('/api/patients', { firstName: 'Feed', lastName: 'Agency' }), 201).id;
    providerPatient = accepted(await provider.post('/api/patients', { firstName: 'Feed', lastName: 'Provider' }), 201).id;
  });
  afterAll(() => stack?.stop());

  it('answers an administrator every event after a position, in log order, with its stream, type, actor and data', async () => {
    const answer = await feed(admin, `after=${before}`);
    expect(streamsOf(answer)).toEqual([`patient-${agencyPatient}`, `patient-${providerPatient}`]);
    expect(answer.data.map((event) => [event.type, event.actorName, event.data])).toEqual([
      ['PatientRegistered', 'Agnes Agency', expect.objectContaining({ firstName: 'Feed', lastName: 'Agency' })],
      ['PatientRegistered', expect.any(String), expect.objectContaining({ firstName: 'Feed', lastName: 'Provider' })],
    ]);
    const positions = answer.data.map((event) => event.globalPosition);
    expect(positions[0]).toBeGreaterThan(before);
    expect(positions[1]).toBeGreaterThan(positions[0]!);
    expect(answer.next).toBe(positions[1]);
    expect(answer.head).toBeGreaterThanOrEqual(answer.next);
  });

  it('shows an organization only the events of records it may read', async () => {
    expect(streamsOf(await feed(agency, `after=${before}`))).toEqual([`patient-${agencyPatient}`]);
    expect(streamsOf(await feed(provider, `after=${before}`))).toEqual([`patient-${providerPatient}`]);
    // From the first event: nothing of the other agency's patient anywhere in the log.
    const everything = await feed(agency, 'after=0&limit=1000');
    expect(everything.data.length).toBeGreaterThan(0);
    expect(streamsOf(everything)).not.toContain(`patient-${providerPatient}`);
  });

  it('resumes exactly where the last answer stopped, and filters by event type', async () => {
    const first = await feed(admin, `after=${before}&limit=1`);
    expect(streamsOf(first)).toEqual([`patient-${agencyPatient}`]);
    const second = await feed(admin, `after=${first.next}&limit=1`);
    expect(streamsOf(second)).toEqual([`patient-${providerPatient}`]);
    const registrations = await feed(admin, 'after=0&types=PatientRegistered,UserCreated&limit=1000');
    expect(new Set(registrations.data.map((event) => event.type))).toEqual(new Set(['PatientRegistered', 'UserCreated']));
    expect(await feed(admin, `after=${before}&types=AssessmentApproved`)).toEqual({ data: [], next: await stack.headPosition(), head: await stack.headPosition() });
  });

  it('waits for the next event when none follows yet (long poll), and answers it', async () => {
    const head = await stack.headPosition();
    const waiting = feed(agency, `after=${head}&wait=20`);
    const patientId = accepted(await agency.post('/api/patients', { firstName: 'Feed', lastName: 'Later' }), 201).id;
    const answer = await waiting;
    expect(streamsOf(answer)).toEqual([`patient-${patientId}`]);
    expect(answer.next).toBeGreaterThan(head);
  });

  it('answers 400 naming the parameter for a bad position, limit, type list or wait, and 401 without a session', async () => {
    const head = await stack.headPosition();
    const refusal = async (query: string) => {
      const response = await admin.get(`/api/feed?${query}`);
      return [response.status, response.body.errors];
    };
    expect(await refusal('after=-1')).toEqual([400, [{ path: 'after', message: `must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}` }]]);
    expect(await refusal('after=abc')).toEqual([400, [{ path: 'after', message: `must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}` }]]);
    expect(await refusal(`after=${head + 1000}`)).toEqual([400, [{ path: 'after', message: expect.stringContaining('at most its newest') }]]);
    expect(await refusal('limit=100000')).toEqual([400, [{ path: 'limit', message: 'must be a whole number from 1 to 1000' }]]);
    expect(await refusal('limit=0')).toEqual([400, [{ path: 'limit', message: 'must be a whole number from 1 to 1000' }]]);
    expect(await refusal("types=Patient'Registered")).toEqual([400, [{ path: 'types', message: expect.stringContaining('event type names') }]]);
    expect(await refusal('wait=99')).toEqual([400, [{ path: 'wait', message: 'must be a whole number from 0 to 25' }]]);
    expect((await stack.client().get('/api/feed')).status).toBe(401);
  });
});

/**
 * For every demo sign-in and every record with a history call that the demo's log holds: the feed
 * shows the record's events exactly when the record's history may be read; streams that are no
 * record's only to administrators.
 */
describe.each(testDatabases())('the event feed against every history, every role, on $name', (database) => {
  let stack: RunningStack;
  const recordCategories = new Set(recordTypes.map((recordType) => recordType.category));
  const historyPaths = new Map<string, string>([['assessment', 'assessments'], ...historyResources.map(({ recordType, resource }) => [recordType.category, resource] as const)]);

  /** Every stream the feed shows `client`, read page by page to the head. */
  const streamsIn = async (client: ApiClient): Promise<Set<string>> => {
    const streams = new Set<string>();
    const head = await stack.headPosition();
    for (let after = 0; after < head; ) {
      const response = await client.get(`/api/feed?after=${after}&limit=1000`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const answer = feedAnswer.parse(response.body);
      for (const event of answer.data) streams.add(event.streamId);
      expect(answer.next).toBeGreaterThan(after);
      after = answer.next;
    }
    return streams;
  };

  beforeAll(async () => {
    stack = await startStack(database, { patients: 20 });
  }, 400_000);
  afterAll(() => stack?.stop());

  it('shows each role a record exactly when it may read its history', async () => {
    const everything = await streamsIn(await stack.as('admin'));
    const records = [...everything].flatMap((streamId) => {
      const dash = streamId.indexOf('-');
      const resource = historyPaths.get(streamId.slice(0, dash));
      return resource ? [{ streamId, path: `/api/${resource}/${streamId.slice(dash + 1)}/history` }] : [];
    });
    expect(new Set(records.map(({ streamId }) => streamId.slice(0, streamId.indexOf('-')))).size).toBeGreaterThan(10);
    for (const { slug } of demoUsers.filter((user) => user.slug !== 'admin')) {
      const client = await stack.as(slug);
      const shown = await streamsIn(client);
      const readable = new Set<string>();
      for (let index = 0; index < records.length; index += 25) {
        await Promise.all(
          records.slice(index, index + 25).map(async ({ streamId, path }) => {
            const { status } = await client.requestFromDocument('GET', path);
            expect([200, 403], `${slug} ${path}`).toContain(status);
            if (status === 200) readable.add(streamId);
          }),
        );
      }
      const recordStreams = new Set(records.map(({ streamId }) => streamId));
      // Streams that are no record's (logs beside records, saved questions) are the administrators' only.
      expect([...shown].filter((streamId) => !recordCategories.has(streamId.slice(0, streamId.indexOf('-')))), slug).toEqual([]);
      expect([...shown].filter((streamId) => recordStreams.has(streamId)).sort(), slug).toEqual([...readable].sort());
      expect(readable.size, slug).toBeGreaterThan(0);
    }
  });
});
