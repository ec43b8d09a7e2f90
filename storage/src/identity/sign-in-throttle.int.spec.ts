import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../migrations/migrations';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from '../testing';
import { identityMigrations } from './identity-migrations';
import { serverSecret } from './server-secrets';
import { createSignInThrottle, DEFAULT_SIGN_IN_LIMITS, type SignInAttempt } from './sign-in-throttle';

const start = new Date('2026-03-01T09:00:00.000Z');
const at = (seconds: number): Date => new Date(start.getTime() + seconds * 1000);

describe.each(testDatabases())('sign-in limits and server secrets on $name', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, identityMigrations);
  });
  afterAll(() => dispose());

  const failures = async (email: string, address: string, times: number, now: Date): Promise<SignInAttempt[]> => {
    const throttle = createSignInThrottle(db);
    const answers: SignInAttempt[] = [];
    for (let index = 0; index < times; index += 1) answers.push(await throttle.attempt({ email, address }, now));
    return answers;
  };

  it('lets five failures through, then locks the account for a second, doubling with each later failure', async () => {
    const throttle = createSignInThrottle(db);
    const subjects = { email: 'Ann@Example.org', address: '10.0.0.1' };
    const answers = await failures(subjects.email, subjects.address, 5, at(0));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, true, true]);
    expect(answers[4]).toEqual({ allowed: true, failures: 5, lockedUntil: at(1) });
    // The email is matched without regard to case or spaces: another spelling is the same account.
    expect(await throttle.attempt({ email: ' ann@example.org', address: '10.0.0.2' }, at(0.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await throttle.attempt(subjects, at(1))).toEqual({ allowed: true, failures: 6, lockedUntil: at(3) });
    expect(await throttle.attempt(subjects, at(2))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await throttle.attempt(subjects, at(3))).toEqual({ allowed: true, failures: 7, lockedUntil: at(7) });
  });

  it('caps the lock at fifteen minutes', async () => {
    const throttle = createSignInThrottle(db);
    const subjects = { email: 'cap@example.org', address: '10.0.1.1' };
    let now = start;
    const locks: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await throttle.attempt(subjects, now);
      if (!answer.allowed) throw new Error('refused while no lock held');
      if (answer.lockedUntil) {
        locks.push((answer.lockedUntil.getTime() - now.getTime()) / 1000);
        now = answer.lockedUntil;
      }
    }
    expect(locks).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900, 900, 900]);
  });

  it('starts an account again from nothing after a success', async () => {
    const throttle = createSignInThrottle(db);
    const subjects = { email: 'bo@example.org', address: '10.0.2.1' };
    await failures(subjects.email, subjects.address, 4, at(0));
    await throttle.succeeded(subjects);
    expect(await throttle.attempt(subjects, at(1))).toEqual({ allowed: true, failures: 1, lockedUntil: null });
  });

  it('refuses every account from an address with twenty failures, and a success there lifts no earlier lock', async () => {
    const throttle = createSignInThrottle(db);
    for (let index = 0; index < DEFAULT_SIGN_IN_LIMITS.addressFailures; index += 1) {
      expect((await throttle.attempt({ email: `guess-${index}@example.org`, address: '10.0.3.1' }, at(0))).allowed).toBe(true);
    }
    expect(await throttle.attempt({ email: 'someone-else@example.org', address: '10.0.3.1' }, at(0.2))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await throttle.attempt({ email: 'someone-else@example.org', address: '10.0.3.2' }, at(0.2))).allowed).toBe(true);
  });

  it('counts an attempt refused by a locked account against neither the account nor the address', async () => {
    const throttle = createSignInThrottle(db);
    const address = '10.0.7.1';
    await failures('retrying@example.org', address, 5, at(0));
    for (let index = 0; index < 30; index += 1) {
      expect((await throttle.attempt({ email: 'retrying@example.org', address }, at(0.5))).allowed).toBe(false);
    }
    expect(await throttle.attempt({ email: 'colleague@example.org', address }, at(0.5))).toEqual({ allowed: true, failures: 1, lockedUntil: null });
    expect(await throttle.attempt({ email: 'retrying@example.org', address }, at(1))).toEqual({ allowed: true, failures: 6, lockedUntil: at(3) });
  });

  it('does not lock an address by its own successes', async () => {
    const throttle = createSignInThrottle(db);
    const address = '10.0.4.1';
    for (let index = 0; index < 30; index += 1) {
      const subjects = { email: `staff-${index}@example.org`, address };
      expect((await throttle.attempt(subjects, at(index))).allowed).toBe(true);
      await throttle.succeeded(subjects);
    }
  });

  it('counts parallel attempts one by one, so a burst cannot slip past the lock', async () => {
    const throttle = createSignInThrottle(db);
    const subjects = { email: 'burst@example.org', address: '10.0.5.1' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => throttle.attempt(subjects, at(0))));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });

  it('forgets failures older than a day', async () => {
    const throttle = createSignInThrottle(db);
    const subjects = { email: 'old@example.org', address: '10.0.6.1' };
    await failures(subjects.email, subjects.address, 4, at(0));
    expect(await throttle.attempt(subjects, at(24 * 60 * 60))).toEqual({ allowed: true, failures: 1, lockedUntil: null });
  });

  it('keeps one server secret per name, the same for every caller', async () => {
    const [first, second] = await Promise.all([serverSecret(db, 'xsrf'), serverSecret(db, 'xsrf')]);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).toBe(first);
    expect(await serverSecret(db, 'other')).not.toBe(first);
  });
});
