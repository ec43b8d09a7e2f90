import { join } from 'node:path';
import { seedDemo, startCareledger, type RunningCareledger } from '@careledger/app';
import { testDatabases, type TestDatabase } from '@careledger/storage/testing';
import { ApiClient } from './api-client';

const consoleDir = join(import.meta.dirname, '../../../console/dist');

export interface RunningStack {
  careledger: RunningCareledger;
  client(): ApiClient;
  as(slug: string): Promise<ApiClient>;
  headPosition(): Promise<number>;
  /** Resolves once every read model has applied every stored event (or fails after `timeoutMs`). */
  waitForProjections(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** The whole product in this process on a fresh database, with the demo users and `patients` patients. */
export const startStack = async (database: TestDatabase, options: { patients?: number; minPositionWaitMs?: number; redisUrl?: string } = {}): Promise<RunningStack> => {
  const fresh = await database.create();
  let databaseUrl: string | undefined;
  if (fresh.url) databaseUrl = fresh.url;
  else await fresh.dispose();
  const careledger = await startCareledger({
    port: 0,
    databaseUrl,
    redisUrl: options.redisUrl,
    consoleDir,
    logger: false,
    minPositionWaitMs: options.minPositionWaitMs,
    seed: async (app, db) => {
      await seedDemo(app, db, { patients: options.patients ?? 0 });
    },
  });
  const headPosition = async () => {
    const { rows } = await careledger.db.query<{ head: number | string | null }>('SELECT max(global_position) AS head FROM events');
    return Number(rows[0]?.head ?? 0);
  };
  return {
    careledger,
    client: () => new ApiClient(careledger.url),
    as: (slug) => new ApiClient(careledger.url).signIn(`${slug}@demo.careledger`),
    headPosition,
    async waitForProjections(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      const head = await headPosition();
      for (;;) {
        const { rows } = await careledger.db.query<{ position: number | string | null }>('SELECT min(position) AS position FROM checkpoints');
        if (Number(rows[0]?.position ?? 0) >= head) return;
        if (Date.now() > deadline) throw new Error(`The read models did not reach position ${head} in ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      await careledger.close();
      if (fresh.url) await fresh.dispose();
    },
  };
};

export { testDatabases };
