import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMigrations } from '../migrations/migrations';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from '../testing';
import { identityMigrations } from './identity-migrations';
import { openSessionStore, type CachedSessionStore } from './session-cache';
import { createUserStore } from './user-store';

describe.each(testDatabases())('sessions cached in memory, revoked at once, on $name', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let sessionQueries = 0;
  /** The database as a process sees it, counting the session lookups that reach it. */
  let counted: SqlDatabase;
  const stores: CachedSessionStore[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, identityMigrations);
    counted = {
      ...db,
      query: (text, params) => {
        if (text.includes('FROM sessions s')) sessionQueries += 1;
        return db.query(text, params);
      },
    };
  });
  afterAll(async () => {
    for (const store of stores) await store.stop();
    await dispose();
  });

  /** A session store as one process opens it. */
  const process = async () => {
    const store = await openSessionStore(counted);
    stores.push(store);
    return store;
  };
  const signedIn = async () => {
    const users = createUserStore(db);
    const id = randomUUID();
    await users.insert({ id, email: `${id}@example.test`, name: 'Sam Session', roleId: 3, agencyId: null, partnerId: null, passwordHash: 'x' });
    return { id, users };
  };

  it('answers a session it has just read from memory: no query per request', async () => {
    const store = await process();
    const { id } = await signedIn();
    const token = await store.open(id);
    const before = sessionQueries;
    for (let request = 0; request < 5; request += 1) expect(await store.lookup(token)).toMatchObject({ status: 'active', user: { id } });
    expect(sessionQueries - before).toBe(1);
  });

  it('forgets a session signed out in this process before the sign-out returns', async () => {
    const store = await process();
    const { id } = await signedIn();
    const token = await store.open(id);
    await store.lookup(token);
    await store.close(token);
    expect(await store.lookup(token)).toEqual({ status: 'expired' });
  });

  it('hears a sign-out, a sign-out everywhere and a changed account from another process', async () => {
    const [mine, theirs] = [await process(), await process()];
    const cachedSessionOf = async () => {
      const { id, users } = await signedIn();
      const token = await mine.open(id);
      expect((await mine.lookup(token)).status).toBe('active');
      return { id, users, token };
    };
    const expired = (token: string) => vi.waitFor(async () => expect(await mine.lookup(token)).toEqual({ status: 'expired' }));

    const signedOut = await cachedSessionOf();
    const bystander = await mine.open(signedOut.id);
    await theirs.close(signedOut.token);
    await expired(signedOut.token);
    expect((await mine.lookup(bystander)).status).toBe('active');

    const everywhere = await cachedSessionOf();
    await theirs.closeAllOf(everywhere.id);
    await expired(everywhere.token);

    const disabled = await cachedSessionOf();
    await disabled.users.updateStanding(disabled.id, { roleId: 3, agencyId: null, partnerId: null, status: 3 });
    await expired(disabled.token);

    const promoted = await cachedSessionOf();
    await promoted.users.updateStanding(promoted.id, { roleId: 1, agencyId: null, partnerId: null, status: 1 });
    await vi.waitFor(async () => expect(await mine.lookup(promoted.token)).toMatchObject({ status: 'active', user: { roleId: 1 } }));
  });

  it('caches nothing once stopped: every lookup reads the database', async () => {
    const store = await process();
    const { id } = await signedIn();
    const token = await store.open(id);
    await store.stop();
    const before = sessionQueries;
    await store.lookup(token);
    await store.lookup(token);
    expect(sessionQueries - before).toBe(2);
  });
});
