import { describe, expect, it } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { engineFixture, range } from '../testing/engine-fixture';
import { ledgerProjector } from '../testing/ledger-projector';
import { rebuildProjector, type RebuildProgress } from './rebuild-projector';
import { readRebuildStatus, RebuildInProgress, startRebuild } from './rebuild-status';
import { runProjections } from './run-projections';

describe.each(testDatabases())('rebuildProjector on $name', (testDatabase) => {
  const fixture = engineFixture(testDatabase);

  const indexesOf = async (table: string): Promise<string[]> =>
    (
      await fixture.db.query<{ indexname: string }>(
        'SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 ORDER BY indexname',
        [table],
      )
    ).rows.map((row) => row.indexname);

  it('replays into fresh tables, swaps them in with their indexes renamed, and can do it again', async () => {
    const projector = ledgerProjector('ledger_swap');
    const head = await fixture.append(25);
    const progress: RebuildProgress[] = [];
    for (let round = 0; round < 2; round += 1) {
      const result = await rebuildProjector(fixture.db, fixture.store, projector, { batchSize: 10, onProgress: (p) => progress.push(p) });
      expect(result).toEqual({ projector: 'ledger_swap', position: head });
    }
    expect(await fixture.ledger('ledger_swap')).toEqual(range(1, head));
    expect(await fixture.checkpoint('ledger_swap')).toBe(head);
    expect(await indexesOf('ledger_swap')).toEqual(['ledger_swap_pkey', 'ledger_swap_stream_idx']);
    expect(await indexesOf('ledger_swap_rebuild')).toEqual([]);
    expect(progress.slice(0, 3)).toEqual([10, 20, head].map((position) => ({ projector: 'ledger_swap', position, head })));
    expect(await readRebuildStatus(fixture.db, 'ledger_swap')).toMatchObject({ status: 'completed', version: 1, position: head, head, error: null });
  });

  it('keeps the live tables serving while it replays', async () => {
    const projector = ledgerProjector('ledger_serving');
    const head = await fixture.append(6);
    const runner = await runProjections(fixture.db, fixture.store, [projector]);
    await runner.waitForPosition(head, 10_000);
    await runner.stop();
    const liveDuringRebuild: number[] = [];
    await rebuildProjector(fixture.db, fixture.store, projector, {
      batchSize: 2,
      onProgress: () => void fixture.ledger('ledger_serving').then((rows) => liveDuringRebuild.push(rows.length)),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(new Set(liveDuringRebuild)).toEqual(new Set([head]));
  });

  it('swaps under a live worker and concurrent writers without losing or repeating an event', async () => {
    const projector = ledgerProjector('ledger_race');
    await fixture.append(40);
    const runner = await runProjections(fixture.db, fixture.store, [projector], { batchSize: 5 });
    const writing = fixture.append(30);
    await rebuildProjector(fixture.db, fixture.store, projector, { batchSize: 7 });
    const last = await writing;
    const after = await fixture.append(3);
    expect(await runner.waitForPosition(after, 20_000)).toBe(true);
    await runner.stop();
    expect(last).toBeLessThan(after);
    expect(await fixture.ledger('ledger_race')).toEqual(range(1, after));
  });

  it('is what the worker does first for a projector whose version changed', async () => {
    const head = await fixture.append(4, 'Kept');
    const v1 = await runProjections(fixture.db, fixture.store, [ledgerProjector('ledger_versioned')]);
    await v1.waitForPosition(head, 10_000);
    await v1.stop();
    const v2 = ledgerProjector('ledger_versioned', { version: 2, handles: (type) => type === 'Kept' });
    const statuses: string[] = [];
    let wentLive = (): void => undefined;
    const live = new Promise<void>((resolve) => (wentLive = resolve));
    const runner = await runProjections(fixture.db, fixture.store, [v2], {
      onProgress: (p) => {
        statuses.push(p.status);
        if (p.status === 'live') wentLive();
      },
    });
    // The old tables already stand at the head, so a wait for a position would not see the rebuild.
    await live;
    await runner.stop();
    expect(statuses[0]).toBe('rebuilding');
    expect(statuses.at(-1)).toBe('live');
    const kept = (await fixture.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM ledger_versioned WHERE type <> 'Kept'`)).rows;
    expect(Number(kept[0]?.n)).toBe(0);
    expect(await fixture.ledger('ledger_versioned')).toContain(head);
    expect((await fixture.db.query('SELECT version FROM projectors WHERE name = $1', ['ledger_versioned'])).rows).toEqual([{ version: 2 }]);
  });

  it('refuses to start while another rebuild of the projector is running', async () => {
    await startRebuild(fixture.db, 'ledger_busy', 1, 0);
    await expect(rebuildProjector(fixture.db, fixture.store, ledgerProjector('ledger_busy'))).rejects.toThrow(RebuildInProgress);
  });
});
