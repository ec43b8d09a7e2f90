import { randomBytes, randomUUID } from 'node:crypto';
import { apiKeyToken } from '@careledger/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMigrations } from '../migrations/migrations';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from '../testing';
import { openApiKeyStore, type CachedApiKeyStore } from './api-key-cache';
import { identityMigrations } from './identity-migrations';

describe.each(testDatabases())('API keys cached in memory, revoked at once, their uses written in batches, on $name', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let keyQueries = 0;
  let counted: SqlDatabase;
  const stores: CachedApiKeyStore[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, identityMigrations);
    counted = {
      ...db,
      query: (text, params) => {
        if (text.startsWith('SELECT * FROM api_keys')) keyQueries += 1;
        return db.query(text, params);
      },
    };
  });
  afterAll(async () => {
    for (const store of stores) await store.stop();
    await dispose();
  });

  /** A key store as one process opens it; uses are written only when a test says so. */
  const process = async () => {
    const store = await openApiKeyStore(counted, { flushMs: 3_600_000 });
    stores.push(store);
    return store;
  };
  const activeKey = async (store: CachedApiKeyStore) => {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await store.insert({ id, name: `key ${id}`, secret, roleId: 2, agencyId: randomUUID(), partnerId: null, scopes: ['read'], createdBy: randomUUID(), createdAt: new Date() });
    return { id, token: apiKeyToken(id, secret), secret };
  };

  it('knows a key only once it is active, and only with its own secret', async () => {
    const store = await process();
    const { id, token } = await activeKey(store);
    expect(await store.lookup(token)).toEqual({ status: 'none' });
    await store.activate(id);
    expect(await store.lookup(token)).toMatchObject({ status: 'active', key: { id, roleId: 2, scopes: ['read'] } });
    expect(await store.lookup(apiKeyToken(id, randomBytes(32).toString('base64url')))).toEqual({ status: 'none' });
    expect(await store.lookup('Bearer nonsense')).toEqual({ status: 'none' });
  });

  it('answers a key it has just read from memory: no query per request', async () => {
    const store = await process();
    const { id, token } = await activeKey(store);
    await store.activate(id);
    const before = keyQueries;
    for (let call = 0; call < 5; call += 1) expect((await store.lookup(token)).status).toBe('active');
    expect(keyQueries - before).toBe(1);
  });

  it('hears a key revoked by another process', async () => {
    const [mine, theirs] = [await process(), await process()];
    const { id, token } = await activeKey(mine);
    await mine.activate(id);
    expect((await mine.lookup(token)).status).toBe('active');
    await theirs.revoke(id, new Date());
    await vi.waitFor(async () => expect(await mine.lookup(token)).toEqual({ status: 'none' }));
  });

  it('writes the uses of every key in one batch', async () => {
    const store = await process();
    const [first, second] = [await activeKey(store), await activeKey(store)];
    const last = new Date('2030-01-02T03:04:05.000Z');
    for (let call = 0; call < 3; call += 1) store.used(first.id, new Date('2030-01-01T00:00:00.000Z'));
    store.used(first.id, last);
    store.used(second.id, last);
    await store.flushUses();
    const { rows } = await db.query<{ id: string; use_count: string | number; last_used_at: Date | string }>('SELECT id::text AS id, use_count, last_used_at FROM api_keys WHERE id = ANY($1::uuid[]) ORDER BY id', [[first.id, second.id]]);
    expect(rows.map((row) => [row.id, Number(row.use_count), new Date(row.last_used_at).toISOString()]).sort()).toEqual(
      [
        [first.id, 4, last.toISOString()],
        [second.id, 1, last.toISOString()],
      ].sort(),
    );
  });
});
