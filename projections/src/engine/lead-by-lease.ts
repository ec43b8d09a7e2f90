import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { claimLeases, releaseLeases, type LeaseFence, type SqlDatabase } from '@careledger/storage';

export interface LeaseOptions {
  /** This process's name in the leases; `host:pid:random` by default, so every start is a new holder. */
  holder?: string;
  /** How long a lease lasts unless renewed (PROJECTION_LEASE_MS); 2,000 ms by default, renewed every third of it. */
  leaseMs?: number;
  /** The leases this process holds, each time that set changes (an empty one: standing by). */
  onLeadChange?: (led: readonly string[]) => void;
}

/** What runs the work of the leases held: started on each change of that set, stopped before the next. */
export interface LeadingWork {
  stop(): Promise<void>;
}

/**
 * Starts the work of the leases given (never called with none). `renewNow` asks for an early
 * renewal: the work found that a lease was taken over.
 */
export type StartLeadingWork<Work extends LeadingWork> = (leases: ReadonlyMap<string, LeaseFence>, renewNow: () => void) => Promise<Work>;

export interface LeaseLeader<Work extends LeadingWork> {
  readonly holder: string;
  /** The leases this process holds now. */
  led(): readonly string[];
  /** The work of the leases held; null while standing by. */
  work(): Work | null;
  /** Stops the work, then gives up the leases so another process takes over at once. */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 2_000;

const sameLeases = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number> | null): boolean =>
  b !== null && a.size === b.size && [...a].every(([name, token]) => b.get(name) === token);

/**
 * One active process per lease, however many run: every process claims the free and expired
 * leases of `names` and renews its own; one that dies or hangs stops renewing, and another takes
 * its leases once they expire. The work is restarted on every change of the set held, with the
 * leases' tokens, so a process that wakes up after losing a lease cannot write under it again.
 */
export const leadByLease = async <Work extends LeadingWork>(
  db: SqlDatabase,
  names: readonly string[],
  options: LeaseOptions,
  start: StartLeadingWork<Work>,
): Promise<LeaseLeader<Work>> => {
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  // Null until the first claim: that one is reported even when it got nothing (standing by).
  let held: Map<string, number> | null = null;
  let work: Work | null = null;
  let stopped = false;
  // Restarts follow one another; renewals never wait for them.
  let restarting = Promise.resolve();

  const lead = async (leases: ReadonlyMap<string, number>): Promise<void> => {
    await work?.stop();
    work = null;
    if (stopped) return;
    const fences = new Map<string, LeaseFence>([...leases].map(([name, token]) => [name, { holder, token }]));
    if (fences.size > 0) work = await start(fences, () => void renew());
    options.onLeadChange?.([...fences.keys()]);
  };

  const renew = async (): Promise<void> => {
    if (stopped) return;
    let claimed: Map<string, number>;
    try {
      claimed = await claimLeases(db, holder, names, leaseMs);
    } catch {
      // The database is out of reach: the leases may pass to another process meanwhile, and the
      // tokens then refuse this one's writes; the next renewal tells which are still ours.
      return;
    }
    if (sameLeases(claimed, held)) return;
    held = claimed;
    restarting = restarting
      .then(() => lead(claimed))
      .catch(() => {
        // The work could not start (the database went away): the next renewal starts it again.
        held = null;
      });
  };

  await renew();
  await restarting;
  let wake = (): void => undefined;
  const renewing = (async () => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, leaseMs / 3).unref();
      });
      await renew();
    }
  })();

  return {
    holder,
    led: () => [...(held?.keys() ?? [])],
    work: () => work,
    async stop() {
      stopped = true;
      wake();
      await renewing;
      await restarting;
      await work?.stop();
      work = null;
      await releaseLeases(db, holder).catch(() => undefined);
    },
  };
};
