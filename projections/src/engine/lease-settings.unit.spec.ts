import { describe, expect, it } from 'vitest';
import { projectionLeaseMsFrom } from './lease-settings';

describe('PROJECTION_LEASE_MS', () => {
  it('is absent unless set, and whole milliseconds from 300 when set', () => {
    expect(projectionLeaseMsFrom({})).toBeUndefined();
    expect(projectionLeaseMsFrom({ PROJECTION_LEASE_MS: '' })).toBeUndefined();
    expect(projectionLeaseMsFrom({ PROJECTION_LEASE_MS: '300' })).toBe(300);
    expect(projectionLeaseMsFrom({ PROJECTION_LEASE_MS: '5000' })).toBe(5_000);
  });

  it.each(['299', '1.5', 'soon', '-3000'])('refuses %s with a line that names the variable and the rule', (raw) => {
    expect(() => projectionLeaseMsFrom({ PROJECTION_LEASE_MS: raw })).toThrow(new RangeError(`PROJECTION_LEASE_MS must be a whole number of milliseconds, 300 or more, not "${raw}".`));
  });
});
