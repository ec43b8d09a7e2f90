/**
 * JOBS_LOCK_MS: how long a job's worker may go silent before another takes the job up. Absent is
 * BullMQ's default; anything but whole milliseconds from 1,000 up is refused with this message,
 * the same in every process that runs jobs.
 */
export const jobsLockMsFrom = (env: NodeJS.ProcessEnv): number | undefined => {
  const raw = env.JOBS_LOCK_MS;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1_000) throw new RangeError(`JOBS_LOCK_MS must be a whole number of milliseconds, 1000 or more, not "${raw}".`);
  return value;
};
