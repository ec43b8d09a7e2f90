import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allStorageMigrations, openPostgresDatabase, runMigrations, saveCheckpoint, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { countMatches, readModelRows } from './list-query';
import { readingFresh } from '@careledger/http';
import { openReadModelCache, type ReadModelCache } from './read-model-cache';

const until = async (condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.each(testDatabases())('answers kept until the read models change, on $name', (testDatabase) => {
  let db: SqlDatabase;
  let url: string | undefined;
  let dispose: () => Promise<void>;
  let cache: ReadModelCache;
  const total = async () => (await countMatches({ db, readModelCache: cache }, 'numbers', 'n > $1', [0])).total;

  beforeEach(async () => {
    ({ db, url, dispose } = await testDatabase.create());
    await runMigrations(db, allStorageMigrations);
    await db.exec('CREATE TABLE numbers AS SELECT n FROM generate_series(1, 10) AS n');
    cache = await openReadModelCache(db);
  });
  afterEach(async () => {
    await cache.stop();
    await dispose();
  });

  it('keeps a count while no checkpoint moves, and counts again once one does', async () => {
    expect(await total()).toBe(10);
    // A write that moves no checkpoint is not a read model change: the kept count stands.
    await db.exec('INSERT INTO numbers VALUES (11)');
    expect(await total()).toBe(10);
    await db.transaction(async (tx) => {
      await tx.exec('INSERT INTO numbers VALUES (12)');
      await saveCheckpoint(tx, 'numbers', 1);
    });
    await until(async () => (await total()) === 12);
  });

  it('reads the database itself for a read-your-writes request', async () => {
    expect(await total()).toBe(10);
    await db.exec('INSERT INTO numbers VALUES (11)');
    expect(await readingFresh(total)).toBe(11);
    expect(await total()).toBe(10);
  });

  it('keeps the rows of one query apart for two shapes of them, and frozen', async () => {
    const reads = { db, readModelCache: cache };
    const sql = 'SELECT n FROM numbers WHERE n <= $1 ORDER BY n';
    const plain = await readModelRows(reads, (row: { n: number }) => ({ value: row.n }), sql, [2]);
    const labelled = await readModelRows(reads, (row: { n: number }) => ({ label: `#${row.n}` }), sql, [2]);
    expect(plain).toEqual([{ value: 1 }, { value: 2 }]);
    expect(labelled).toEqual([{ label: '#1' }, { label: '#2' }]);
    expect(Object.isFrozen(plain) && plain.every((row) => Object.isFrozen(row))).toBe(true);
  });

  it('shares one computation between identical reads in flight', async () => {
    let computed = 0;
    const slow = () => {
      computed += 1;
      return new Promise<number>((resolve) => setTimeout(() => resolve(computed), 20));
    };
    expect(await Promise.all([cache.remember('key', slow), cache.remember('key', slow), cache.remember('key', slow)])).toEqual([1, 1, 1]);
    expect(computed).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    await expect(cache.remember('key', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.remember('key', async () => 'second')).toBe('second');
  });

  it.runIf(testDatabase.name === 'postgres')('hears a checkpoint moved by another process', async () => {
    expect(await total()).toBe(10);
    const other = await openPostgresDatabase(url as string, 1);
    try {
      await other.transaction(async (tx) => {
        await tx.exec('DELETE FROM numbers WHERE n > 5');
        await saveCheckpoint(tx, 'numbers', 2);
      });
    } finally {
      await other.close();
    }
    await until(async () => (await total()) === 5);
  });
});
