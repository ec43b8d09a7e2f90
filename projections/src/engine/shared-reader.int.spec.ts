import { describe, expect, it } from 'vitest';
import type { EventStore } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { engineFixture, range } from '../testing/engine-fixture';
import { ledgerProjector } from '../testing/ledger-projector';
import { readRows } from '../testing/projection-spec';
import type { Projector } from './projector';
import { rebuildProjector } from './rebuild-projector';
import { runProjections } from './run-projections';

/** The store, counting the subscriptions opened on it and the events they delivered. */
const countingReads = (store: EventStore) => {
  const counted = { subscriptions: 0, events: 0 };
  const counting: EventStore = {
    ...store,
    subscribe(start, handle, options) {
      counted.subscriptions += 1;
      return store.subscribe(
        start,
        async (events) => {
          counted.events += events.length;
          await handle(events);
        },
        options,
      );
    },
  };
  return { store: counting, counted };
};

describe.each(testDatabases())('one reader for all projectors, on $name', (testDatabase) => {
  const fixture = engineFixture(testDatabase);

  const runUntil = async (projectors: readonly Projector[], position: number, store = fixture.store): Promise<void> => {
    const runner = await runProjections(fixture.db, store, projectors, { batchSize: 4 });
    expect(await runner.waitForPosition(position, 10_000)).toBe(true);
    await runner.stop();
  };

  it('reads the log once for projectors at different checkpoints, and each ends equal to its own rebuild', async () => {
    const all = ledgerProjector('shared_all');
    const wanted = ledgerProjector('shared_wanted', { handles: (type) => type === 'Wanted' });
    const fresh = ledgerProjector('shared_fresh');
    const start = await fixture.store.headPosition();
    const early = await fixture.append(5, 'Wanted');
    await runUntil([all], early);
    const middle = await fixture.append(6, 'Other');
    await runUntil([wanted], middle);
    await fixture.append(4, 'Wanted');
    const head = await fixture.append(7, 'Other');
    expect(await Promise.all([all, wanted, fresh].map(({ name }) => fixture.checkpoint(name)))).toEqual([early, middle, 0]);

    const { store, counted } = countingReads(fixture.store);
    await runUntil([all, wanted, fresh], head, store);
    expect(counted.subscriptions).toBe(1);
    expect(counted.events).toBe(head);

    for (const projector of [all, wanted, fresh]) {
      expect(await fixture.checkpoint(projector.name)).toBe(head);
      const followed = await readRows(fixture.db, projector.name, 'position');
      await rebuildProjector(fixture.db, fixture.store, projector, { batchSize: 5 });
      expect(await readRows(fixture.db, projector.name, 'position')).toEqual(followed);
    }
    expect(await fixture.ledger('shared_all')).toEqual(range(1, head));
    expect((await fixture.ledger('shared_wanted')).every((position) => position > start)).toBe(true);
  });

  it('keeps the others following live appends while one projector fails every batch', async () => {
    const broken: Projector = {
      ...ledgerProjector('shared_broken'),
      apply: () => Promise.reject(new Error('relation does not exist')),
    };
    const before = ledgerProjector('shared_before');
    const after = ledgerProjector('shared_after');
    const head = await fixture.append(9);
    const runner = await runProjections(fixture.db, fixture.store, [before, broken, after], { batchSize: 4, retryDelayMs: 10 });
    const positions = () => [before, after].map(({ name }) => runner.position(name));
    await expect.poll(positions, { timeout: 10_000 }).toEqual([head, head]);
    const live = await fixture.append(3);
    await expect.poll(positions, { timeout: 10_000 }).toEqual([live, live]);
    const brokenAt = runner.position('shared_broken');
    const progress = await runner.progress();
    await runner.stop();

    expect(brokenAt).toBeLessThan(head);
    // Between retries it reads on its own again ('catching_up'), so only its error is steady.
    expect(progress.find((one) => one.projector === 'shared_broken')).toMatchObject({ lastError: 'relation does not exist', position: brokenAt });
    const { rows } = await fixture.db.query('SELECT message FROM projection_failures WHERE projector = $1', ['shared_broken']);
    expect(rows).toEqual([{ message: 'relation does not exist' }]);
    expect(await fixture.ledger('shared_after')).toEqual(range(1, live));
  });
});
