/**
 * Wall-clock times (`HH:MM` on a `YYYY-MM-DD`) read in an IANA zone, and back. Pure arithmetic
 * over the zone rules the runtime carries: no clock is read here.
 */

/** One formatter per zone: building one is what costs. */
const formats = new Map<string, Intl.DateTimeFormat>();

const formatIn = (timeZone: string): Intl.DateTimeFormat => {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
};

const partsAt = (timeZone: string, utcMs: number): Record<string, number> =>
  Object.fromEntries(formatIn(timeZone).formatToParts(utcMs).map((part) => [part.type, Number(part.value)]));

/** How far the zone's clocks are ahead of UTC at `utcMs`. */
const offsetAt = (timeZone: string, utcMs: number): number => {
  const parts = partsAt(timeZone, utcMs);
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

const pad = (value: number | undefined): string => String(value ?? 0).padStart(2, '0');

/** The calendar day a wall clock in `timeZone` shows at `instant`, `YYYY-MM-DD`. */
export const dateInZone = (instant: string, timeZone: string): string => {
  const parts = partsAt(timeZone, Date.parse(instant));
  return `${String(parts.year ?? 0).padStart(4, '0')}-${pad(parts.month)}-${pad(parts.day)}`;
};
