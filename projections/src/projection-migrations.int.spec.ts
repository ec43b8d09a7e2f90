import { describe, expect, it } from 'vitest';
import { allStorageMigrations, readAllCheckpoints, runMigrations } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { allProjectors } from './all-projectors';
import { projectionMigrations } from './projection-migrations';

describe.each(testDatabases())('the read models as migrated on $name', (testDatabase) => {
  it('each have a checkpoint row at 0 before any worker runs, so a read asking for a position waits for every one', async () => {
    const { db, dispose } = await testDatabase.create();
    try {
      await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
      const checkpoints = await readAllCheckpoints(db);
      expect([...checkpoints.keys()].sort()).toEqual(allProjectors.map((projector) => projector.name).sort());
      expect([...checkpoints.values()].every((position) => position === 0)).toBe(true);
    } finally {
      await dispose();
    }
  });

  it('leave a checkpoint a worker has moved where it is when the migrations run again with a new read model', async () => {
    const { db, dispose } = await testDatabase.create();
    try {
      const [first, ...others] = allProjectors;
      await runMigrations(db, allStorageMigrations);
      await db.query('INSERT INTO checkpoints (projector, position) VALUES ($1, 42)', [first!.name]);
      await runMigrations(db, projectionMigrations);
      const checkpoints = await readAllCheckpoints(db);
      expect(checkpoints.get(first!.name)).toBe(42);
      expect(others.every((projector) => checkpoints.get(projector.name) === 0)).toBe(true);
    } finally {
      await dispose();
    }
  });
});
