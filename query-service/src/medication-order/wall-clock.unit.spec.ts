import { describe, expect, it } from 'vitest';
import type { FieldError } from '@careledger/domain';
import { timeZoneParam } from '../http/time-zone';
import { instantOfWallClock } from './wall-clock';

describe('a time of day on a date, in a zone', () => {
  it('is the instant the zone’s clocks show it', () => {
    expect(instantOfWallClock('2026-03-01', '08:00', 'UTC')).toBe('2026-03-01T08:00:00.000Z');
    expect(instantOfWallClock('2026-01-15', '08:00', 'America/Toronto')).toBe('2026-01-15T13:00:00.000Z');
    expect(instantOfWallClock('2026-07-15', '08:00', 'America/Toronto')).toBe('2026-07-15T12:00:00.000Z');
    expect(instantOfWallClock('2026-07-15', '08:00', 'Europe/Madrid')).toBe('2026-07-15T06:00:00.000Z');
    expect(instantOfWallClock('2026-07-15', '23:30', 'Asia/Kolkata')).toBe('2026-07-15T18:00:00.000Z');
  });

  it('follows the day the clocks change, on both sides of the change', () => {
    // Toronto springs forward at 02:00 on 2026-03-08.
    expect(instantOfWallClock('2026-03-08', '01:00', 'America/Toronto')).toBe('2026-03-08T06:00:00.000Z');
    expect(instantOfWallClock('2026-03-08', '08:00', 'America/Toronto')).toBe('2026-03-08T12:00:00.000Z');
    expect(instantOfWallClock('2026-03-08', '02:30', 'America/Toronto')).toBe('2026-03-08T07:30:00.000Z');
  });
});

describe('the time zone parameter', () => {
  it('is UTC when absent, the zone when known, else a field error', () => {
    const errors: FieldError[] = [];
    expect(timeZoneParam(undefined, 'timeZone', errors)).toBe('UTC');
    expect(timeZoneParam('Europe/Madrid', 'timeZone', errors)).toBe('Europe/Madrid');
    expect(errors).toEqual([]);
    expect(timeZoneParam('Mars/Olympus', 'timeZone', errors)).toBe('UTC');
    expect(timeZoneParam('x'.repeat(65), 'timeZone', errors)).toBe('UTC');
    expect(errors).toEqual([
      { path: 'timeZone', message: 'must be an IANA time zone, like America/Toronto or UTC' },
      { path: 'timeZone', message: 'must be an IANA time zone, like America/Toronto or UTC' },
    ]);
  });
});
