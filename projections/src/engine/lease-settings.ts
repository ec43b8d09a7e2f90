/**
 * PROJECTION_LEASE_MS: how long a projection worker's leases last unless renewed, so how soon
 * another worker takes over the read models of one that died or hung. Absent is 2,000 ms; anything
 * but whole milliseconds from 300 up is refused with this message.
 */
export const projectionLeaseMsFrom = (env: NodeJS.ProcessEnv): number | undefined => {
  const raw = env.PROJECTION_LEASE_MS;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 300) throw new RangeError(`PROJECTION_LEASE_MS must be a whole number of milliseconds, 300 or more, not "${raw}".`);
  return value;
};
