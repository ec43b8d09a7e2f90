import { describe, expect, it } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { COUNT_CAP, countRows } from './list-query';

describe.each(testDatabases())('a list total on $name', (testDatabase) => {
  it('is exact up to the cap and says "at least" beyond it', async () => {
    const { db, dispose } = await testDatabase.create();
    try {
      await db.exec(`CREATE TABLE numbers AS SELECT n FROM generate_series(1, ${COUNT_CAP + 5}) AS n`);
      expect(await countRows(db, 'numbers', 'n <= $1', [3])).toEqual({ total: 3 });
      expect(await countRows(db, 'numbers', 'n <= $1', [COUNT_CAP])).toEqual({ total: COUNT_CAP });
      expect(await countRows(db, 'numbers', 'n <= $1', [COUNT_CAP + 1])).toEqual({ total: COUNT_CAP, totalCapped: true });
      expect(await countRows(db, 'numbers', 'TRUE', [])).toEqual({ total: COUNT_CAP, totalCapped: true });
      expect(await countRows(db, 'numbers', 'n < 0', [])).toEqual({ total: 0 });
    } finally {
      await dispose();
    }
  });
});
