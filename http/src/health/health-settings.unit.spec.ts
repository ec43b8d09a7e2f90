import { describe, expect, it } from 'vitest';
import { healthSettingsFrom } from './health-settings';

describe('READY_MAX_PROJECTION_LAG and SHUTDOWN_DRAIN_MS', () => {
  it('are 10,000 events and no drain when unset or empty, and whole numbers from 0 up otherwise', () => {
    expect(healthSettingsFrom({})).toEqual({ maxProjectionLag: 10_000, drainMs: 0 });
    expect(healthSettingsFrom({ READY_MAX_PROJECTION_LAG: '', SHUTDOWN_DRAIN_MS: '' })).toEqual({ maxProjectionLag: 10_000, drainMs: 0 });
    expect(healthSettingsFrom({ READY_MAX_PROJECTION_LAG: '0', SHUTDOWN_DRAIN_MS: '1500' })).toEqual({ maxProjectionLag: 0, drainMs: 1_500 });
  });

  it('refuses anything else with a RangeError naming the setting and the value', () => {
    for (const raw of ['lots', '-1', '2.5', '1e400']) {
      expect(() => healthSettingsFrom({ READY_MAX_PROJECTION_LAG: raw })).toThrow(new RangeError(`READY_MAX_PROJECTION_LAG must be a whole number of events, 0 or more, not "${raw}".`));
      expect(() => healthSettingsFrom({ SHUTDOWN_DRAIN_MS: raw })).toThrow(new RangeError(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, 0 or more, not "${raw}".`));
    }
  });
});
