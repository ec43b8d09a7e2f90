/** How a process says it is ready, and how it stops; read once at start, from the environment. */
export interface HealthSettings {
  /** READY_MAX_PROJECTION_LAG: events the read models may trail the log by and still be ready (default 10,000). */
  maxProjectionLag: number;
  /** SHUTDOWN_DRAIN_MS: how long a stopping process answers `stopping` before it closes (default 0). */
  drainMs: number;
}

export const DEFAULT_MAX_PROJECTION_LAG = 10_000;

const wholeNumber = (env: NodeJS.ProcessEnv, name: string, unit: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of ${unit}, 0 or more, not "${raw}".`);
  return value;
};

/** A wrong value throws a RangeError whose message is the one line the process refuses to start with. */
export const healthSettingsFrom = (env: NodeJS.ProcessEnv): HealthSettings => ({
  maxProjectionLag: wholeNumber(env, 'READY_MAX_PROJECTION_LAG', 'events', DEFAULT_MAX_PROJECTION_LAG),
  drainMs: wholeNumber(env, 'SHUTDOWN_DRAIN_MS', 'milliseconds', 0),
});
