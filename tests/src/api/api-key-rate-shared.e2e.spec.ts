import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { startCareledger, type RunningCareledger } from '@careledger/app';
import { dropJobNamespace } from '@careledger/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachableRedis } from '../jobs/billing-subscriptions';
import { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { seededPostgresDatabase } from '../support/running-stack';

const RATE_LIMIT = 10;
const redisUrl = await reachableRedis();
const missing = [!process.env.DATABASE_URL && 'PostgreSQL (DATABASE_URL)', !redisUrl && 'Redis (REDIS_URL)'].filter(Boolean);
if (missing.length > 0) console.warn(`The shared API-key rate limit test is skipped: it needs ${missing.join(', ')}.`);

/** Two processes of one deployment, as a balancer spreads an integrator's calls over them. */
describe.skipIf(missing.length > 0)('the API-key rate limit shared by two processes on one database and Redis', () => {
  const jobsNamespace = `test-${randomUUID().slice(0, 8)}`;
  let database: { databaseUrl: string; drop: () => Promise<unknown> } | undefined;
  const processes: RunningCareledger[] = [];

  beforeAll(async () => {
    database = await seededPostgresDatabase(0);
    for (let index = 0; index < 2; index += 1) {
      processes.push(
        await startCareledger({
          port: 0,
          databaseUrl: database.databaseUrl,
          redisUrl,
          consoleDir: join(import.meta.dirname, '../../../console/dist'),
          logger: false,
          repeatJobs: false,
          jobsNamespace,
          env: { ...process.env, EVENTSTORE_URL: undefined, MONGODB_URL: undefined, API_KEY_RATE_LIMIT: String(RATE_LIMIT) },
        }),
      );
    }
  }, 400_000);
  afterAll(async () => {
    for (const running of processes) await running.close().catch(() => undefined);
    await database?.drop();
    if (redisUrl) await dropJobNamespace(redisUrl, { namespace: jobsNamespace });
  });

  it('answers 429 once the calls of both together reach the limit', async () => {
    const agency = await new ApiClient(processes[0]!.url).signIn('agency@demo.careledger');
    const created = await agency.post('/api/api-keys', { name: 'Balanced', scopes: ['read'] });
    accepted(created, 201);
    const key = created.body.key as string;
    // The minute must not turn during the calls: each minute counts anew.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
    const statuses: number[] = [];
    for (let call = 0; call < RATE_LIMIT * 2; call += 1) {
      const response = await fetch(`${processes[call % 2]!.url}/api/patients?pageSize=1`, { headers: { authorization: `Bearer ${key}` } });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Counted in each process apart, each would have let its RATE_LIMIT calls through.
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), ...Array<number>(RATE_LIMIT).fill(429)]);
  }, 120_000);
});
