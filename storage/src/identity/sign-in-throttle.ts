import type { SqlDatabase, SqlExecutor } from '../sql/sql-database';

/** Who is counted: the account an attempt names (by email, known or not) and the address it came from. */
export interface SignInSubjects {
  email: string;
  address: string;
}

export interface SignInLimits {
  /** Failures an account may have before each further one locks it. */
  accountFailures: number;
  /** Higher than an account's: many people may sign in from behind one office router. */
  addressFailures: number;
  /** The first lock; each further failure doubles it, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  /** A failure older than this no longer counts: the next one starts again at 1. */
  forgetAfterMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  accountFailures: 5,
  addressFailures: 20,
  firstLockMs: 1_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

export type SignInAttempt =
  /** `failures`: the account's count with this attempt included, should it fail. */
  | { allowed: true; failures: number; lockedUntil: Date | null }
  | { allowed: false; retryAfterSeconds: number };

const accountKey = (email: string): string => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string): string => `address:${address}`;

const lockAfter = (failures: string): string =>
  `CASE WHEN ${failures} >= $4::int
     THEN $2::timestamptz + least($5::float8 * power(2, ${failures} - $4::int), $6::float8) * interval '1 millisecond' END`;
// Computed from the row as the update finds it (not from a snapshot), so parallel attempts count one by one.
const COUNTED = 'CASE WHEN a.last_attempt_at <= $3::timestamptz THEN 1 ELSE a.failures + 1 END';
/**
 * Counts an attempt before the password is compared and locks in the same statement, so a burst
 * of parallel attempts cannot all pass a check made before any of them failed. A locked subject
 * is left as it is: waiting out a lock is the only way past it.
 */
const COUNT_ATTEMPT = `
  INSERT INTO sign_in_attempts AS a (subject, failures, last_attempt_at, locked_until)
  VALUES ($1::text, 1, $2::timestamptz, ${lockAfter('1')})
  ON CONFLICT (subject) DO UPDATE SET failures = ${COUNTED}, last_attempt_at = $2::timestamptz, locked_until = ${lockAfter(COUNTED)}
  WHERE a.locked_until IS NULL OR a.locked_until <= $2::timestamptz
  RETURNING failures, locked_until`;

interface CountedAttempt {
  failures: number;
  locked_until: Date | string | null;
}

/** Rolls back the address's count when the account turns out to be locked. */
class RefusedAttempt extends Error {
  constructor(readonly subject: string) {
    super(`${subject} is locked`);
  }
}

export const createSignInThrottle = (db: SqlDatabase, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) => {
  const count = async (tx: SqlExecutor, subject: string, threshold: number, now: Date): Promise<CountedAttempt | undefined> => {
    const { rows } = await tx.query<CountedAttempt>(COUNT_ATTEMPT, [
      subject,
      now,
      new Date(now.getTime() - limits.forgetAfterMs),
      threshold,
      limits.firstLockMs,
      limits.maxLockMs,
    ]);
    return rows[0];
  };
  const refusal = async (subject: string, now: Date): Promise<SignInAttempt> => {
    const { rows } = await db.query<{ locked_until: Date | string }>('SELECT locked_until FROM sign_in_attempts WHERE subject = $1', [subject]);
    const until = rows[0] ? new Date(rows[0].locked_until).getTime() : now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
  };

  /** Counters nobody has added to for longer than they count go, so the table stays small. */
  const forgetOld = async (now: Date): Promise<number> => {
    const { rows } = await db.query<{ subject: string }>('DELETE FROM sign_in_attempts WHERE last_attempt_at <= $1 RETURNING subject', [
      new Date(now.getTime() - limits.forgetAfterMs),
    ]);
    return rows.length;
  };

  return {
    forgetOld,
    /**
     * Counts the attempt against the address and the account as a failure until `succeeded` says
     * otherwise, or refuses it while either is locked. A refused attempt counts against neither:
     * someone retrying a locked account must not lock their whole office's address too.
     */
    async attempt({ email, address }: SignInSubjects, now: Date): Promise<SignInAttempt> {
      await forgetOld(now);
      type Outcome = { refusedBy: string } | { account: CountedAttempt };
      const outcome = await db
        .transaction(async (tx): Promise<Outcome> => {
          if (!(await count(tx, addressKey(address), limits.addressFailures, now))) return { refusedBy: addressKey(address) };
          const account = await count(tx, accountKey(email), limits.accountFailures, now);
          if (!account) throw new RefusedAttempt(accountKey(email));
          return { account };
        })
        .catch((error: unknown): Outcome => {
          if (error instanceof RefusedAttempt) return { refusedBy: error.subject };
          throw error;
        });
      if ('refusedBy' in outcome) return refusal(outcome.refusedBy, now);
      const { failures, locked_until } = outcome.account;
      return { allowed: true, failures, lockedUntil: locked_until === null ? null : new Date(locked_until) };
    },
    /**
     * The right password: the account starts again from nothing; the address loses this attempt
     * and any lock it set, so an office's own sign-ins never lock it out.
     */
    async succeeded({ email, address }: SignInSubjects): Promise<void> {
      await db.query('DELETE FROM sign_in_attempts WHERE subject = $1', [accountKey(email)]);
      await db.query('UPDATE sign_in_attempts SET failures = greatest(failures - 1, 0), locked_until = NULL WHERE subject = $1', [addressKey(address)]);
    },
  };
};

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
