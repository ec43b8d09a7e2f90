import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceCheckpoints, checkpointMigrations, readCheckpoint, saveCheckpoint } from '../checkpoint';
import { runMigrations } from '../migrations/migrations';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from '../testing';
import { claimLeases, holdsLease, leaseMigrations, readLeases, releaseLeases } from '.';

const expire = (db: SqlDatabase, name: string) => db.query(`UPDATE leases SET expires_at = now() - interval '1 second' WHERE name = $1`, [name]);

describe.each(testDatabases())('leases on $name', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, [...checkpointMigrations, ...leaseMigrations]);
  });
  afterAll(() => dispose());

  it('gives each free lease to the first claimer, token 1, and none of them to a second while they last', async () => {
    expect(await claimLeases(db, 'worker-a', ['first-x', 'first-y'], 60_000)).toEqual(new Map([['first-x', 1], ['first-y', 1]]));
    expect(await claimLeases(db, 'worker-b', ['first-x', 'first-y'], 60_000)).toEqual(new Map());
    const rows = await readLeases(db);
    expect(rows.filter((row) => row.name.startsWith('first-')).map((row) => [row.name, row.holder])).toEqual([['first-x', 'worker-a'], ['first-y', 'worker-a']]);
  });

  it('renews a holder’s own leases with the same token, moving their expiry on', async () => {
    await claimLeases(db, 'renewer', ['renewed'], 1_000);
    const before = (await readLeases(db)).find((row) => row.name === 'renewed')!;
    expect(await claimLeases(db, 'renewer', ['renewed'], 60_000)).toEqual(new Map([['renewed', 1]]));
    const after = (await readLeases(db)).find((row) => row.name === 'renewed')!;
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
  });

  it('hands an expired lease to the next claimer with the next token', async () => {
    await claimLeases(db, 'hung', ['expiring'], 60_000);
    await expire(db, 'expiring');
    expect(await claimLeases(db, 'standby', ['expiring'], 60_000)).toEqual(new Map([['expiring', 2]]));
    expect(await holdsLease(db, 'expiring', { holder: 'hung', token: 1 })).toBe(false);
    expect(await holdsLease(db, 'expiring', { holder: 'standby', token: 2 })).toBe(true);
    // The one that hung comes back: it gets nothing while the new holder's lease lasts.
    expect(await claimLeases(db, 'hung', ['expiring'], 60_000)).toEqual(new Map());
  });

  it('lets a released lease be taken at once', async () => {
    await claimLeases(db, 'leaving', ['released'], 60_000);
    await releaseLeases(db, 'leaving');
    expect(await claimLeases(db, 'staying', ['released'], 60_000)).toEqual(new Map([['released', 2]]));
  });

  it('refuses a checkpoint move fenced by a lease another worker has taken over', async () => {
    await db.transaction((tx) => saveCheckpoint(tx, 'fenced', 10));
    await claimLeases(db, 'old-leader', ['fenced'], 60_000);
    const oldFence = { holder: 'old-leader', token: 1 };
    expect(await advanceCheckpoints(db, [{ projector: 'fenced', from: 10, to: 11, lease: oldFence }])).toEqual(new Set(['fenced']));
    await expire(db, 'fenced');
    await claimLeases(db, 'new-leader', ['fenced'], 60_000);
    expect(await advanceCheckpoints(db, [{ projector: 'fenced', from: 11, to: 12, lease: oldFence }])).toEqual(new Set());
    expect(await advanceCheckpoints(db, [{ projector: 'fenced', from: 11, to: 12, lease: { holder: 'new-leader', token: 2 } }])).toEqual(new Set(['fenced']));
    expect(await readCheckpoint(db, 'fenced')).toBe(12);
  });
});
