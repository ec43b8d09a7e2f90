import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canStartOwnPostgres, startOwnPostgres, type OwnPostgresServer } from '../testing/own-postgres-server';
import { DatabaseUnavailable } from './database-unavailable';
import { openPostgresDatabase } from './postgres-database';
import type { SqlDatabase } from './sql-database';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `read` until the server answers again; how long that took. */
const untilAnswered = async (db: SqlDatabase): Promise<number> => {
  const started = Date.now();
  for (;;) {
    try {
      await db.query('SELECT 1');
      return Date.now() - started;
    } catch (error) {
      expect(error).toBeInstanceOf(DatabaseUnavailable);
      if (Date.now() - started > 30_000) throw error;
      await pause(100);
    }
  }
};

// A real server process of the test's own, restarted and stopped under the pool's feet.
describe.runIf(canStartOwnPostgres())('a PostgreSQL restart under a running pool', () => {
  let server: OwnPostgresServer;
  let db: SqlDatabase;

  beforeAll(async () => {
    server = await startOwnPostgres();
    db = await openPostgresDatabase(server.url, 4);
    await db.exec('CREATE TABLE acknowledged (id int PRIMARY KEY)');
  }, 120_000);
  afterAll(async () => {
    await db?.close().catch(() => undefined);
    server?.dispose();
  });

  it('fails the transaction in flight as DatabaseUnavailable, stores none of it, and the process lives on', async () => {
    // The connection drops while the transaction's client is checked out and idle between
    // statements: an 'error' event nobody listened to used to end the process here.
    const inFlight = db.transaction(async (tx) => {
      await tx.query('INSERT INTO acknowledged VALUES (1)');
      await pause(1_500);
      await tx.query('INSERT INTO acknowledged VALUES (2)');
    });
    const outcome = inFlight.then(() => 'committed', (error: unknown) => error);
    await pause(300);
    await server.restart();
    expect(await outcome).toBeInstanceOf(DatabaseUnavailable);
    await untilAnswered(db);
    expect((await db.query('SELECT count(*)::int AS n FROM acknowledged')).rows).toEqual([{ n: 0 }]);
  });

  it('answers DatabaseUnavailable while the server is down, then reconnects by itself', async () => {
    await db.transaction((tx) => tx.query('INSERT INTO acknowledged VALUES (3)'));
    await server.stop();
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailable);
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseUnavailable);
    await server.start();
    await untilAnswered(db);
    expect((await db.query('SELECT id FROM acknowledged')).rows).toEqual([{ id: 3 }]);
  });
});
