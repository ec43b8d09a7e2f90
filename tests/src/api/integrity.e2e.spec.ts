import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANCHOR_STREAM_ID, integrityAnswer, integrityRunAnswer, streamIntegrityAnswer, type IntegrityRunAnswer } from '@careledger/domain';
import { openEventStore, parseAnchorFile } from '@careledger/storage';
import { rewriteStreamInPlace } from '@careledger/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { refusedWithoutEvents } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

describe.each(testDatabases())('an administrator anchors the log and verifies it over HTTP on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let anchorDir: string;

  const runUntilDone = async (body: Record<string, unknown>): Promise<IntegrityRunAnswer> => {
    const started = await admin.post('/api/admin/integrity/verify', body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { id } = integrityRunAnswer.parse(started.body);
    let run: IntegrityRunAnswer | undefined;
    await expect
      .poll(
        async () => {
          const overview = await admin.get('/api/admin/integrity');
          run = integrityAnswer.parse(overview.body).runs.find((each) => each.id === id);
          return run?.state;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe('completed');
    return run!;
  };

  const firstUserStream = async (): Promise<string> => {
    const { rows } = await stack.careledger.db.query<{ stream_id: string }>("SELECT stream_id FROM events WHERE type = 'UserCreated' ORDER BY global_position LIMIT 1");
    return rows[0]!.stream_id;
  };

  beforeAll(async () => {
    anchorDir = await mkdtemp(join(tmpdir(), 'careledger-anchors-e2e-'));
    stack = await startStack(database, { anchorDir });
    admin = await stack.as('admin');
  });
  afterAll(async () => {
    await stack?.stop();
    await rm(anchorDir, { recursive: true, force: true });
  });

  it('takes an anchor over the whole log: an event of the anchor chain and a line of the anchor file', async () => {
    const head = await stack.headPosition();
    const taken = await admin.post('/api/admin/integrity/anchors', {});
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(taken.body).toMatchObject({ id: ANCHOR_STREAM_ID.slice('anchor-'.length), version: 0, fileWritten: true, anchor: { sequence: 1, fromPosition: 0, position: head, events: head, previousDigest: null } });
    const file = parseAnchorFile(await readFile(join(anchorDir, 'anchors.jsonl'), 'utf8'));
    expect(file).toEqual({ anchors: [taken.body.anchor], unreadable: [] });

    const again = await refusedWithoutEvents(stack, () => admin.post('/api/admin/integrity/anchors', {}));
    expect([again.status, again.body.code]).toEqual([422, 'nothing_to_anchor']);
  });

  it('refuses an anchor a client computed, and anyone but an administrator', async () => {
    const forged = await refusedWithoutEvents(stack, () => admin.post('/api/admin/integrity/anchors', { digest: 'a'.repeat(64) }));
    expect([forged.status, forged.body.errors]).toEqual([400, [{ path: 'digest', message: 'is not an allowed field' }]]);
    const agency = await stack.as('agency');
    expect((await refusedWithoutEvents(stack, () => agency.post('/api/admin/integrity/anchors', {}))).status).toBe(403);
    expect((await agency.post('/api/admin/integrity/verify', {})).status).toBe(403);
    expect((await agency.get('/api/admin/integrity')).status).toBe(403);
    expect((await agency.get(`/api/admin/integrity/streams/${encodeURIComponent(ANCHOR_STREAM_ID)}`)).status).toBe(403);
  });

  it('verifies the untouched log clean: every stream, every event, the anchor; and a stream knows it was verified', async () => {
    const run = await runUntilDone({});
    const events = await stack.headPosition();
    expect(run).toMatchObject({ state: 'completed', phase: 'done', progress: 100, clean: true, faultCount: 0, faults: [], anchors: 1, category: null, streamId: null, requestedByName: 'Ada Admin' });
    expect(run.events).toBeGreaterThanOrEqual(run.headPosition);
    expect(run.events).toBeLessThanOrEqual(events);
    const stream = await firstUserStream();
    const verdict = streamIntegrityAnswer.parse((await admin.get(`/api/admin/integrity/streams/${encodeURIComponent(stream)}`)).body);
    expect(verdict).toEqual({ streamId: stream, lastRun: { id: run.id, finishedAt: run.finishedAt, category: null, streamId: null, headPosition: run.headPosition, clean: true } });
  });

  it('finds a stream edited in the database after the anchor, its chain computed again: by the anchor, naming the stream', async () => {
    const stream = await firstUserStream();
    const store = await openEventStore(stack.careledger.db);
    const before = (await store.readStream(stream)).at(-1)!;
    await rewriteStreamInPlace(store, stack.careledger.db, stream, 0, { ...(((await store.readStream(stream))[0]?.data) as object), name: 'Someone Else' });
    const after = (await store.readStream(stream)).at(-1)!;

    // Its own chain holds: a run over its category finds nothing.
    const category = await runUntilDone({ category: stream.slice(0, stream.indexOf('-')) });
    expect(category).toMatchObject({ clean: true, anchors: 0, category: 'user' });
    const run = await runUntilDone({});
    expect(run.clean).toBe(false);
    expect(run.faults).toEqual([
      { streamId: stream, streamVersion: before.streamVersion, globalPosition: after.globalPosition, reason: 'anchor_head_mismatch', expectedHash: before.hash, storedHash: after.hash, detail: expect.stringContaining('anchor 1') },
    ]);
    const verdict = (await admin.get(`/api/admin/integrity/streams/${encodeURIComponent(stream)}`)).body;
    expect(verdict.lastRun).toMatchObject({ id: run.id, clean: false });
    const other = (await admin.get(`/api/admin/integrity/streams/${encodeURIComponent(ANCHOR_STREAM_ID)}`)).body;
    expect(other.lastRun).toMatchObject({ id: run.id, clean: true });
  });

  it('refuses a request that breaks a rule, naming the field, and starts nothing', async () => {
    const before = integrityAnswer.parse((await admin.get('/api/admin/integrity')).body).runs.length;
    const both = await admin.post('/api/admin/integrity/verify', { category: 'user', streamId: 'user-1' });
    expect([both.status, both.body.errors]).toEqual([400, [{ path: 'streamId', message: 'must not be given with category' }]]);
    const bad = await admin.post('/api/admin/integrity/verify', { category: 'User Accounts', all: true });
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      [
        { path: 'category', message: 'must be a stream category: lowercase letters and digits, e.g. patient' },
        { path: 'all', message: 'is not an allowed field' },
      ],
    ]);
    const stream = await admin.get('/api/admin/integrity/streams/not%20a%20stream');
    expect([stream.status, stream.body.errors]).toEqual([400, [{ path: 'streamId', message: 'must be a stream id, <category>-<id>, e.g. patient-<uuid>' }]]);
    expect(integrityAnswer.parse((await admin.get('/api/admin/integrity')).body).runs).toHaveLength(before);
  });
});
