import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const CHOSEN_PASSWORD = 'Correct-Horse-42';
/** 72 bytes in UTF-8, all bcrypt reads. */
const LONGEST_PASSWORD = 'Aa1-'.repeat(18);

describe.each(testDatabases())('sign-in limits on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database);
    admin = await stack.as('admin');
  });
  afterAll(async () => stack?.stop());

  const newAccount = async (password: string): Promise<{ id: string; email: string }> => {
    const email = `limits-${randomUUID().slice(0, 8)}@example.org`;
    const response = await admin.post('/api/users', { email, name: 'Lee Limits', roleId: 2, password });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { id: response.body.id as string, email };
  };
  const signIn = async (email: string, password: string): Promise<ApiResponse> => {
    const client = stack.client();
    await client.get('/api/auth-details');
    return client.post('/api/login', { email, password });
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('locks an account after five wrong passwords, refuses even the right one with 429 and Retry-After, then lets it in', async () => {
    const { id, email } = await newAccount(CHOSEN_PASSWORD);
    const statuses: number[] = [];
    let lastRefusal: ApiResponse<{ message: string }> | undefined;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await signIn(email, `Wrong-Horse-${attempt}`);
      statuses.push(response.status);
      if (response.status === 429) lastRefusal = response as ApiResponse<{ message: string }>;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(lastRefusal?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(lastRefusal?.body.message).toMatch(/Too many failed sign-ins/);

    const duringLock = await signIn(email, CHOSEN_PASSWORD);
    expect(duringLock.status).toBe(429);
    const wait = Number(duringLock.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    await sleep(wait * 1000 + 200);
    expect((await signIn(email, CHOSEN_PASSWORD)).status).toBe(200);
    // A success starts the account again from nothing: one more wrong password is a plain 401.
    expect((await signIn(email, 'Wrong-Horse-after')).status).toBe(401);
    expect((await signIn(email, CHOSEN_PASSWORD)).status).toBe(200);

    const audit = await admin.get(`/api/audit/events?category=signin&stream=signin-${id}&pageSize=100&sort=position:asc`);
    expect(audit.status).toBe(200);
    const failures = audit.body.data as { type: string; data: { userId: string; address: string; failures: number; lockedUntil: string | null } }[];
    expect(failures.length).toBeGreaterThanOrEqual(6);
    expect(failures.every((entry) => entry.type === 'SignInFailed' && entry.data.userId === id)).toBe(true);
    expect(failures.slice(0, 5).map((entry) => entry.data.failures)).toEqual([1, 2, 3, 4, 5]);
    expect(failures[4]?.data.lockedUntil).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(failures[0]?.data.address).toMatch(/127\.0\.0\.1/);
    // The account's own stream is untouched: an administrator's next change still expects its version.
    const history = await admin.get(`/api/users/${id}/history`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain('SignInFailed');
  });

  it('refuses a password longer than 72 bytes when an account is created, naming the field and the rule', async () => {
    const response = await admin.post('/api/users', { email: `long-${randomUUID().slice(0, 8)}@example.org`, name: 'Lou Long', roleId: 2, password: `${LONGEST_PASSWORD}x` });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'password', message: expect.stringMatching(/^must be at most 72 bytes in UTF-8/) }]);
  });

  it('never lets two passwords that share their first 72 bytes both sign in', async () => {
    const { email } = await newAccount(LONGEST_PASSWORD);
    expect((await signIn(email, `${LONGEST_PASSWORD}anything`)).status).toBe(401);
    expect((await signIn(email, LONGEST_PASSWORD)).status).toBe(200);
  });

  // Last: it locks this process's own address for every account.
  it('locks an address after twenty failures, whichever accounts they named, the right password of another included', async () => {
    let locked: ApiResponse | undefined;
    for (let attempt = 0; attempt < 25 && !locked; attempt += 1) {
      const response = await signIn(`nobody-${attempt}@example.org`, 'Wrong-Horse-1');
      if (response.status === 429) locked = response;
      else expect(response.status).toBe(401);
    }
    expect(locked?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await signIn('admin@demo.careledger', 'demo-password')).status).toBe(429);
  });
});
