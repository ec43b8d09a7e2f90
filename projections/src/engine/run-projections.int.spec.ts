import { describe, expect, it } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { engineFixture, range } from '../testing/engine-fixture';
import { ledgerProjector } from '../testing/ledger-projector';
import type { Projector } from './projector';
import type { ProjectorFailure } from './projector-failure';
import { runProjections, type ProjectorProgress } from './run-projections';

describe.each(testDatabases())('runProjections on $name', (testDatabase) => {
  const fixture = engineFixture(testDatabase);

  it('applies each event once across a stop and a restart, from the checkpoint', async () => {
    const projector = ledgerProjector('ledger_restart');
    await fixture.append(7);
    const first = await runProjections(fixture.db, fixture.store, [projector], { batchSize: 3 });
    expect(await first.waitForPosition(await fixture.store.headPosition(), 10_000)).toBe(true);
    await first.stop();
    const head = await fixture.append(5);
    const second = await runProjections(fixture.db, fixture.store, [projector], { batchSize: 3 });
    expect(second.position('ledger_restart')).toBe(head - 5);
    expect(await second.waitForPosition(head, 10_000)).toBe(true);
    await second.stop();
    expect(await fixture.ledger('ledger_restart')).toEqual(range(1, head));
  });

  it('moves the checkpoint past events it does not handle, so waits for them end', async () => {
    const projector = ledgerProjector('ledger_picky', { handles: (type) => type === 'Wanted' });
    const wanted = await fixture.append(2, 'Wanted');
    const head = await fixture.append(4, 'Ignored');
    const runner = await runProjections(fixture.db, fixture.store, [projector]);
    expect(await runner.waitForPosition(head, 10_000)).toBe(true);
    await runner.stop();
    expect(await fixture.checkpoint('ledger_picky')).toBe(head);
    expect(await fixture.ledger('ledger_picky')).toEqual([wanted - 1, wanted]);
  });

  it('follows live appends, and gives up waiting for a position nobody wrote', async () => {
    const projectors = [ledgerProjector('ledger_live_a'), ledgerProjector('ledger_live_b')];
    const runner = await runProjections(fixture.db, fixture.store, projectors);
    expect(await runner.waitForPosition(await fixture.store.headPosition(), 10_000)).toBe(true);
    const beyond = (await fixture.store.headPosition()) + 1;
    expect(await runner.waitForPosition(beyond + 1, 300)).toBe(false);
    const waiting = runner.waitForPosition(beyond, 10_000);
    await fixture.append(1);
    expect(await waiting).toBe(true);
    expect(Object.fromEntries(runner.positions())).toEqual({ ledger_live_a: beyond, ledger_live_b: beyond });
    expect(await runner.progress()).toEqual(
      projectors.map(({ name }) => ({ projector: name, status: 'live', position: beyond, head: beyond, lastError: null, failedPosition: null, failedEventType: null })),
    );
    await runner.stop();
  });

  it('reports catching up, then live', async () => {
    const head = await fixture.append(5);
    const seen: ProjectorProgress[] = [];
    const runner = await runProjections(fixture.db, fixture.store, [ledgerProjector('ledger_progress')], {
      batchSize: Math.ceil(head / 3),
      onProgress: (progress) => seen.push(progress),
    });
    await runner.waitForPosition(head, 10_000);
    await runner.stop();
    expect(seen[0]).toMatchObject({ status: 'catching_up', position: 0, head });
    expect(seen.at(-1)).toMatchObject({ status: 'live', position: head, head });
    expect(seen.map((p) => p.position)).toEqual([...seen.map((p) => p.position)].sort((a, b) => a - b));
  });

  it('rolls a failed batch back whole and retries it', async () => {
    const ledger = ledgerProjector('ledger_flaky');
    let failures = 0;
    const flaky: Projector = {
      ...ledger,
      async apply(tx, events, tables) {
        await ledger.apply(tx, events, tables);
        if (failures++ < 2) throw new Error('disk full');
      },
    };
    const head = await fixture.append(1);
    const errors: string[] = [];
    const runner = await runProjections(fixture.db, fixture.store, [flaky], {
      retryDelayMs: 20,
      onError: (_, error) => errors.push((error as Error).message),
    });
    expect(await runner.waitForPosition(head, 10_000)).toBe(true);
    await runner.stop();
    expect(errors).toEqual(['disk full', 'disk full']);
    expect(await fixture.ledger('ledger_flaky')).toEqual(range(1, head));
  });

  it('names the event a projector cannot apply, records it, and keeps the other projectors going', async () => {
    const ledger = ledgerProjector('ledger_poisoned');
    const poisoned: Projector = {
      ...ledger,
      async apply(tx, events, tables) {
        if (events.some((event) => event.type === 'Poison')) throw new Error('value out of range for type integer');
        await ledger.apply(tx, events, tables);
      },
    };
    const healthy = ledgerProjector('ledger_healthy');
    const before = await fixture.append(3);
    const poison = await fixture.append(1, 'Poison');
    const head = await fixture.append(3);
    const failures: ProjectorFailure[] = [];
    const runner = await runProjections(fixture.db, fixture.store, [poisoned, healthy], {
      batchSize: 100,
      retryDelayMs: 10,
      onError: (_, __, failure) => failures.push(failure),
    });
    await expect.poll(() => failures.at(-1)?.event ?? null, { timeout: 10_000 }).toEqual({ position: poison, type: 'Poison' });
    expect(await runner.waitForPosition(head, 300)).toBe(false);
    const progress = await runner.progress();
    await runner.stop();

    expect(failures[0]).toMatchObject({ projector: 'ledger_poisoned', message: 'value out of range for type integer' });
    expect(progress).toEqual([
      { projector: 'ledger_poisoned', status: 'retrying', position: poison - 1, head: expect.any(Number), lastError: 'value out of range for type integer', failedPosition: poison, failedEventType: 'Poison' },
      expect.objectContaining({ projector: 'ledger_healthy', status: 'live', position: head, lastError: null }),
    ]);
    expect(await fixture.ledger('ledger_healthy')).toContain(head);
    expect(await fixture.ledger('ledger_poisoned')).toContain(before);
    const { rows } = await fixture.db.query('SELECT projector, message, position::int AS position, event_type FROM projection_failures');
    expect(rows).toEqual([{ projector: 'ledger_poisoned', message: 'value out of range for type integer', position: poison, event_type: 'Poison' }]);
  });

  it('forgets a recorded failure once the projector gets past the event', async () => {
    const ledger = ledgerProjector('ledger_recovers');
    let broken = true;
    const recovers: Projector = {
      ...ledger,
      async apply(tx, events, tables) {
        if (broken) throw new Error('disk full');
        await ledger.apply(tx, events, tables);
      },
    };
    const head = await fixture.append(1);
    const runner = await runProjections(fixture.db, fixture.store, [recovers], { retryDelayMs: 10 });
    const failure = () => fixture.db.query('SELECT position FROM projection_failures WHERE projector = $1', ['ledger_recovers']);
    await expect.poll(async () => (await failure()).rows.length, { timeout: 10_000 }).toBe(1);
    broken = false;
    expect(await runner.waitForPosition(head, 10_000)).toBe(true);
    await runner.stop();
    expect((await failure()).rows).toEqual([]);
  });

  it('lets two workers on one projector share the work without applying an event twice', async () => {
    const projector = ledgerProjector('ledger_pair');
    const head = await fixture.append(20);
    const workers = await Promise.all([1, 2].map(() => runProjections(fixture.db, fixture.store, [projector], { batchSize: 2, retryDelayMs: 10 })));
    const more = fixture.append(10);
    const last = await more;
    expect(await Promise.all(workers.map((w) => w.waitForPosition(last, 20_000)))).toEqual([true, true]);
    await Promise.all(workers.map((w) => w.stop()));
    expect(head).toBeLessThan(last);
    expect(await fixture.ledger('ledger_pair')).toEqual(range(1, last));
  });
});
