const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `then` was, in the reader's language: "12 minutes ago", "hace 2 horas"; null under a minute. */
export const ageOf = (then: number, now: number, language: string): string | null => {
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return null;
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
};
