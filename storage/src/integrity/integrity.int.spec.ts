import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANCHOR_STREAM_ID } from '@careledger/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newEvents, newStreamId } from '../event-store/contract/contract-fixtures';
import type { EventStore } from '../event-store/event-store';
import { runMigrations } from '../migrations/migrations';
import type { SqlDatabase } from '../sql/sql-database';
import { recordAnchorDirectly } from '../testing/record-anchor';
import { rewriteStreamInPlace } from '../testing/rewrite-stream';
import { testEventStores } from '../testing/test-event-stores';
import { anchorDigest } from './anchor-digest';
import { anchorSourcesOf, storedAnchors } from './anchor-sources';
import { anchorFilePath, bringAnchorFileUpTo, readAnchorFile } from './anchor-file';
import { readSpan } from './anchor-span';
import { integrityMigrations } from './integrity-migrations';
import { createIntegrityRun, readIntegrityRun, saveIntegrityStep, startIntegrityAttempt, finishIntegrityRun } from './integrity-runs';
import { verifyAll, verifyIntegrity, type VerificationStep } from './verification';

const storedChain = storedAnchors;

const recordAnchor = (store: EventStore, db: SqlDatabase) => recordAnchorDirectly(store, db);

const sourcesOf = anchorSourcesOf;

const rewriteStream = rewriteStreamInPlace;

/** The forger's next step: every anchor of the store taken again over the edited log, in place of the old one, its stream's chain computed again. */
const forgeAnchors = async (store: EventStore, db: SqlDatabase): Promise<void> => {
  let previousDigest: string | null = null;
  for (const anchor of await storedChain(store)) {
    const { heads, events } = await readSpan(store, anchor.fromPosition, anchor.position);
    const digest = anchorDigest({ previousDigest, fromPosition: anchor.fromPosition, position: anchor.position, events, heads });
    const event = (await store.readStream(ANCHOR_STREAM_ID))[anchor.sequence - 1];
    await rewriteStream(store, db, ANCHOR_STREAM_ID, anchor.sequence - 1, { ...(event?.data as object), previousDigest, digest, events, streams: heads.length });
    previousDigest = digest;
  }
  await db.query('DELETE FROM anchor_heads');
};

describe.each(testEventStores())('verifying the log against its anchors on $name', (target) => {
  let store: EventStore;
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let anchorDir: string;
  const streams: string[] = [];

  beforeEach(async () => {
    ({ store, db, dispose } = await target.create());
    await runMigrations(db, integrityMigrations);
    anchorDir = await mkdtemp(join(tmpdir(), 'careledger-anchors-'));
    streams.length = 0;
    for (let index = 0; index < 6; index += 1) {
      const stream = newStreamId(index % 2 === 0 ? 'patient' : 'note');
      streams.push(stream);
      await store.append(stream, newEvents(3 + index), 'no_stream');
    }
    // Two anchors: the first over the six streams, the second over what came after it.
    await bringAnchorFileUpTo(anchorDir, [await recordAnchor(store, db)]);
    await store.append(streams[0] as string, newEvents(2), 2);
    await store.append(newStreamId('patient'), newEvents(2), 'no_stream');
    await bringAnchorFileUpTo(anchorDir, await Promise.all([storedChain(store), recordAnchor(store, db)]).then(([chain, second]) => [...chain, second]));
    // Written after the last anchor: checked by its chain only.
    await store.append(streams[1] as string, newEvents(1), 3);
  });
  afterEach(async () => {
    await dispose();
    await rm(anchorDir, { recursive: true, force: true });
  });

  it('verifies an untouched store clean: every stream\'s chain, and every anchor against the log and the file', async () => {
    const outcome = await verifyAll({ store, scope: {}, anchors: sourcesOf(store, db, anchorFilePath(anchorDir)) });
    expect(outcome.faults).toEqual([]);
    expect(outcome.anchors).toBe(2);
    expect(outcome.events).toBe((await store.readAll()).length);
    // Six streams, one more, and the anchor chain.
    expect(outcome.streams).toBe(8);
    expect((await readAnchorFile(anchorFilePath(anchorDir)))?.anchors.map((anchor) => anchor.sequence)).toEqual([1, 2]);
  });

  it('finds a stream edited after an anchor, its hash and chain computed again, against that anchor: the stream, its version, the anchored and the stored hash', async () => {
    const target = streams[2] as string;
    const anchored = (await store.readStream(target)).at(-1);
    await rewriteStream(store, db, target, 1, { index: 1, edited: 'after the anchor' });
    const stored = (await store.readStream(target)).at(-1);

    // Its own chain holds: a check of the chains alone finds nothing.
    expect((await store.verify()).ok).toBe(true);
    expect((await verifyAll({ store, scope: { streamId: target }, anchors: sourcesOf(store, db, undefined) })).faults).toEqual([]);

    const { faults } = await verifyAll({ store, scope: {}, anchors: sourcesOf(store, db, anchorFilePath(anchorDir)) });
    expect(faults).toEqual([
      {
        streamId: target,
        streamVersion: anchored?.streamVersion,
        globalPosition: stored?.globalPosition,
        reason: 'anchor_head_mismatch',
        expectedHash: anchored?.hash,
        storedHash: stored?.hash,
        detail: expect.stringContaining('anchor 1'),
      },
    ]);
    expect(stored?.hash).not.toBe(anchored?.hash);
  });

  it('names the anchor\'s span when the heads kept for it were edited too, so they no longer give its digest', async () => {
    await rewriteStream(store, db, streams[4] as string, 0, { index: 0, edited: true });
    const [first] = await storedChain(store);
    const head = (await store.readStream(streams[4] as string)).at(-1);
    await db.query('UPDATE anchor_heads SET hash = $1 WHERE stream_id = $2', [head?.hash, streams[4]]);
    const { faults } = await verifyAll({ store, scope: {}, anchors: sourcesOf(store, db, anchorFilePath(anchorDir)) });
    expect(faults).toEqual([
      { streamId: ANCHOR_STREAM_ID, streamVersion: 0, globalPosition: null, reason: 'anchor_mismatch', expectedHash: first?.digest, storedHash: expect.stringMatching(/^[0-9a-f]{64}$/), detail: expect.stringContaining(`positions 1 to ${first?.position}`) },
    ]);
  });

  it('catches, with the file copied off the machine, a rewrite that forged the store\'s anchors as well', async () => {
    const target = streams[3] as string;
    await rewriteStream(store, db, target, 2, { index: 2, edited: 'and the anchors forged' });
    await forgeAnchors(store, db);
    // Against the store alone, the forgery holds.
    expect((await verifyAll({ store, scope: {}, anchors: sourcesOf(store, db, undefined) })).faults).toEqual([]);
    const { faults } = await verifyAll({ store, scope: {}, anchors: sourcesOf(store, db, anchorFilePath(anchorDir)) });
    expect(faults.map((fault) => [fault.reason, fault.streamVersion])).toEqual([
      ['anchor_mismatch', 0],
      ['anchor_mismatch', 1],
      ['anchor_differs_from_file', 0],
      ['anchor_differs_from_file', 1],
    ]);
  });

  it('goes on after a kill from the last step it kept, and ends as a run never stopped would', async () => {
    await rewriteStream(store, db, streams[5] as string, 4, { index: 4, edited: true });
    const anchors = sourcesOf(store, db, anchorFilePath(anchorDir));
    const uninterrupted = await verifyAll({ store, scope: {}, anchors, pageSize: 4 });
    expect(uninterrupted.faults).toHaveLength(1);

    const id = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
    await createIntegrityRun(db, { id, requestedBy: 'admin', requestedAt: new Date() });
    const attempt = async (stopAfter: number, counting: { events: number }) => {
      const run = await startIntegrityAttempt(db, id, new Date(), await store.headPosition());
      if (!run) throw new Error('The run did not start.');
      let steps = run.steps;
      const reads = { ...store, readByStream: async (options: Parameters<EventStore['readByStream']>[0]) => {
        const page = await store.readByStream(options);
        counting.events += page.length;
        return page;
      } };
      await verifyIntegrity({
        store: reads,
        scope: {},
        from: run.place,
        anchors,
        pageSize: 4,
        onStep: async (step: VerificationStep) => {
          await saveIntegrityStep(db, id, steps, step, 0);
          steps += 1;
          // The process dies right after keeping this step.
          if (steps - run.steps === stopAfter) throw new Error('killed');
        },
      });
    };

    const first = { events: 0 };
    await expect(attempt(3, first)).rejects.toThrow('killed');
    const halfway = await readIntegrityRun(db, id);
    expect(halfway).toMatchObject({ state: 'running', phase: 'chains', events: 12 });
    const second = { events: 0 };
    await attempt(Number.POSITIVE_INFINITY, second);
    await finishIntegrityRun(db, id, new Date());

    const run = await readIntegrityRun(db, id);
    expect(run).toMatchObject({ state: 'completed', attempts: 2, clean: false, events: uninterrupted.events, streams: uninterrupted.streams, anchors: 2, faultCount: 1 });
    expect(run?.faults).toEqual(uninterrupted.faults);
    // The second attempt read only what the first had not checked.
    expect(second.events).toBe(uninterrupted.events - 12);
  });
});
