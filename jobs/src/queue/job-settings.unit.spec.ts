import { describe, expect, it } from 'vitest';
import { jobsLockMsFrom } from './job-settings';

describe('JOBS_LOCK_MS', () => {
  it('is absent (BullMQ default) when unset or empty, and whole milliseconds from 1,000 up otherwise', () => {
    expect(jobsLockMsFrom({})).toBeUndefined();
    expect(jobsLockMsFrom({ JOBS_LOCK_MS: '' })).toBeUndefined();
    expect(jobsLockMsFrom({ JOBS_LOCK_MS: '1000' })).toBe(1_000);
    expect(jobsLockMsFrom({ JOBS_LOCK_MS: '45000' })).toBe(45_000);
  });

  it('refuses anything else, naming the setting and the value', () => {
    for (const raw of ['5s', '999', '1500.5', '-2000']) {
      expect(() => jobsLockMsFrom({ JOBS_LOCK_MS: raw })).toThrow(`JOBS_LOCK_MS must be a whole number of milliseconds, 1000 or more, not "${raw}".`);
    }
  });
});
