/** One check of `GET /health/ready`: whether it passed, how long it took, and why it failed. */
export interface CheckResult {
  ok: boolean;
  ms?: number;
  error?: string;
}

/** How far the read models trail the log: the head minus the slowest projector's checkpoint. */
export interface ProjectionLag {
  lag: number;
  /** The slowest projector, when it trails the head. */
  behind?: string;
}

export type ProjectionCheck = CheckResult & Partial<ProjectionLag>;

export interface ReadyChecks {
  database: CheckResult;
  redis?: CheckResult;
  projections?: ProjectionCheck;
}

export type ReadyAnswer = { status: 'ready' | 'not_ready'; checks: ReadyChecks } | { status: 'stopping' };

/** What a process checks before it says it is ready; each main supplies its own. */
export interface ReadinessProbes {
  /** A trivial query (`SELECT 1`). */
  database: () => Promise<unknown>;
  /** A PING, when the process uses Redis. */
  redis?: () => Promise<unknown>;
  /** For processes that read the read models. */
  projections?: () => Promise<ProjectionLag>;
}

export interface ReadinessOptions {
  /** READY_MAX_PROJECTION_LAG: more events behind than this is not ready. */
  maxProjectionLag: number;
  /** How long each check may take before it counts as failed (default 1 s). */
  timeoutMs?: number;
}

export interface Readiness {
  /** The body of `GET /health/ready`; 200 when its status is `ready`, 503 otherwise. */
  answer(): Promise<ReadyAnswer>;
  /** From now on the answer is `stopping`: the balancer takes the process out before it closes. */
  stop(): void;
  readonly stopping: boolean;
}

export const DEFAULT_CHECK_TIMEOUT_MS = 1_000;

class NoAnswer extends Error {}

/**
 * The answer is public (the balancer routes it like any page): a failure says only that the part
 * did not answer, never the driver's message, which names hosts and ports. The process logs it.
 */
const publicMessageOf = (error: unknown): string => {
  if (error instanceof NoAnswer) return error.message;
  console.error(`health check failed: ${error instanceof Error ? error.message : String(error)}`);
  return 'unreachable';
};

/**
 * Runs `probe` for at most `timeoutMs`. A probe that hangs (a pool with no free connection, a
 * Redis that stopped answering) fails the check rather than the answer.
 */
export const timedCheck = async <T>(probe: () => Promise<T>, timeoutMs: number): Promise<{ result: CheckResult; value?: T }> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const value = await Promise.race([probe(), timeout]);
    return { result: { ok: true, ms: elapsed() }, value };
  } catch (error) {
    return { result: { ok: false, ms: elapsed(), error: publicMessageOf(error) } };
  } finally {
    clearTimeout(timer);
  }
};

/** The projections check from the lag found (or the failure to find it). */
export const projectionCheck = ({ result, value }: { result: CheckResult; value?: ProjectionLag }, maxLag: number): ProjectionCheck => {
  if (!result.ok || value === undefined) return result;
  const { lag, behind } = value;
  return { ok: lag <= maxLag, ms: result.ms, lag, ...(lag > 0 && behind !== undefined ? { behind } : {}) };
};

/** Ready when every check is. */
export const readyAnswer = (checks: ReadyChecks): ReadyAnswer => {
  const all = [checks.database, checks.redis, checks.projections].filter((check) => check !== undefined);
  return { status: all.every((check) => check.ok) ? 'ready' : 'not_ready', checks };
};

export const readiness = (probes: ReadinessProbes, options: ReadinessOptions): Readiness => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  let stopping = false;
  return {
    async answer() {
      if (stopping) return { status: 'stopping' };
      const [database, redis, projections] = await Promise.all([
        timedCheck(probes.database, timeoutMs),
        probes.redis ? timedCheck(probes.redis, timeoutMs) : undefined,
        probes.projections ? timedCheck(probes.projections, timeoutMs) : undefined,
      ]);
      // Stopped while checking: the balancer must hear it at once.
      if (stopping) return { status: 'stopping' };
      return readyAnswer({
        database: database.result,
        ...(redis ? { redis: redis.result } : {}),
        ...(projections ? { projections: projectionCheck(projections, options.maxProjectionLag) } : {}),
      });
    },
    stop() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
  };
};
