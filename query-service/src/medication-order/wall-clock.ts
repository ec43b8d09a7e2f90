import { formatIn } from '../http/time-zone';

/** How far the zone's clocks are ahead of UTC at `utcMs`. */
const offsetAt = (timeZone: string, utcMs: number): number => {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(utcMs).map((part) => [part.type, Number(part.value)]));
  const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
};

/**
 * The instant a wall clock in `timeZone` shows `time` (`HH:MM`) on `date` (`YYYY-MM-DD`). A time
 * the clocks skip when they spring forward reads as the same moment an hour on.
 */
export const instantOfWallClock = (date: string, time: string, timeZone: string): string => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(timeZone, wall);
  const offset = offsetAt(timeZone, first);
  const second = wall - offset;
  // Where the second guess lands on another offset than the one it used, the time does not exist that day.
  return new Date(offsetAt(timeZone, second) === offset ? second : first).toISOString();
};
