import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMigrations } from '../migrations/migrations';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from '../testing';
import { leaseMigrations } from '../lease';
import { READ_MODEL_CHANGES_CHANNEL, advanceCheckpoints, advanceIdleCheckpoints, checkpointMigrations, lockCheckpoint, readAllCheckpoints, readCheckpoint, saveCheckpoint } from '.';

describe.each(testDatabases())('checkpoints on $name', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, [...checkpointMigrations, ...leaseMigrations]);
  });
  afterAll(() => dispose());

  it('reads 0 for a projector that never saved', async () => {
    expect(await readCheckpoint(db, 'never-ran')).toBe(0);
  });

  it('saves and reads back a position, as a number', async () => {
    await db.transaction((tx) => saveCheckpoint(tx, 'saved', 42));
    await db.transaction((tx) => saveCheckpoint(tx, 'saved', 9_007_199_254));
    expect(await readCheckpoint(db, 'saved')).toBe(9_007_199_254);
    expect((await readAllCheckpoints(db)).get('saved')).toBe(9_007_199_254);
  });

  it('keeps the old position when the transaction that saved it rolls back', async () => {
    await db.transaction((tx) => saveCheckpoint(tx, 'rolled-back', 5));
    const failing = db.transaction(async (tx) => {
      await saveCheckpoint(tx, 'rolled-back', 6);
      throw new Error('read model write failed');
    });
    await expect(failing).rejects.toThrow('read model write failed');
    expect(await readCheckpoint(db, 'rolled-back')).toBe(5);
  });

  it('locks a checkpoint, creating it at 0 when missing', async () => {
    expect(await db.transaction((tx) => lockCheckpoint(tx, 'locked'))).toBe(0);
    await db.transaction((tx) => saveCheckpoint(tx, 'locked', 7));
    expect(await db.transaction((tx) => lockCheckpoint(tx, 'locked'))).toBe(7);
  });

  it('advances many checkpoints in one statement, only those that stand where the caller expects', async () => {
    await db.transaction(async (tx) => {
      await saveCheckpoint(tx, 'advance-a', 10);
      await saveCheckpoint(tx, 'advance-b', 10);
      await saveCheckpoint(tx, 'advance-moved', 15);
    });
    const moves = [
      { projector: 'advance-a', from: 10, to: 20 },
      { projector: 'advance-b', from: 10, to: 20 },
      { projector: 'advance-moved', from: 10, to: 20 },
      { projector: 'advance-unknown', from: 0, to: 20 },
    ];
    expect(await db.transaction((tx) => advanceCheckpoints(tx, moves))).toEqual(new Set(['advance-a', 'advance-b']));
    const positions = await readAllCheckpoints(db);
    expect(['advance-a', 'advance-b', 'advance-moved', 'advance-unknown'].map((name) => positions.get(name))).toEqual([20, 20, 15, undefined]);
  });

  it('announces a read model change for every checkpoint write but the moves of projectors a page did not concern', async () => {
    await db.transaction((tx) => saveCheckpoint(tx, 'idle', 1));
    const notices: string[] = [];
    const unlisten = await db.listen(READ_MODEL_CHANGES_CHANNEL, (payload) => notices.push(payload));
    try {
      const moved = await advanceIdleCheckpoints(db, [{ projector: 'idle', from: 1, to: 7 }]);
      expect([...moved]).toEqual(['idle']);
      expect(await readCheckpoint(db, 'idle')).toBe(7);
      // Notices arrive in commit order: had the idle move been announced, its notice would come first.
      await db.transaction((tx) => saveCheckpoint(tx, 'busy', 8));
      await vi.waitFor(() => expect(notices.length).toBeGreaterThan(0));
      await db.transaction((tx) => advanceCheckpoints(tx, [{ projector: 'busy', from: 8, to: 9 }]));
      await vi.waitFor(() => expect(notices).toHaveLength(2));
      // The setting lasted only for its own statement's transaction.
      await advanceCheckpoints(db, [{ projector: 'idle', from: 7, to: 8 }]);
      await vi.waitFor(() => expect(notices).toHaveLength(3));
    } finally {
      await unlisten();
    }
  });

  it('refuses a negative position', async () => {
    await expect(db.transaction((tx) => saveCheckpoint(tx, 'negative', -1))).rejects.toThrow();
  });
});
