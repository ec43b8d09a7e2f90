import type { GraphPoint, ReportInterval } from '../api';

/** Past this many points a chart is unreadable anyway: show the server's points without gaps filled. */
const MAX_FILLED_POINTS = 1_000;

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const utc = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The first day of the day, ISO week (Monday) or month holding `day`, as the server groups them. */
export const bucketStart = (day: string, interval: ReportInterval): string => {
  switch (interval) {
    case 'day':
      return day;
    case 'week': {
      const date = utc(day);
      date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
      return dayOf(date);
    }
    case 'month':
      return `${day.slice(0, 8)}01`;
  }
};

const nextStart = (start: string, interval: ReportInterval): string => {
  const date = utc(start);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + (interval === 'week' ? 7 : 1));
  return dayOf(date);
};

export interface AlignedSeries {
  /** Bucket starts, oldest first, shared by every series. */
  starts: string[];
  /** One count per start for each series given, 0 where the server left a bucket out. */
  counts: number[][];
}

/**
 * Several series on one axis of consecutive buckets: the server leaves out buckets without
 * events, and a chart that skips them would draw a quiet month as if it did not exist.
 * Open ends of the period are closed by the first and last bucket any series has.
 */
export const alignSeries = (series: readonly (readonly GraphPoint[])[], interval: ReportInterval, from: string | null, to: string | null): AlignedSeries => {
  const served = [...new Set(series.flatMap((points) => points.map((point) => point.start)))].sort();
  const first = from === null ? served[0] : bucketStart(from, interval);
  const last = to === null ? served.at(-1) : bucketStart(to, interval);
  let starts = served;
  if (first !== undefined && last !== undefined && first <= last) {
    const filled: string[] = [];
    for (let start = first; start <= last && filled.length <= MAX_FILLED_POINTS; start = nextStart(start, interval)) filled.push(start);
    if (filled.length <= MAX_FILLED_POINTS) starts = filled;
  }
  return {
    starts,
    counts: series.map((points) => {
      const byStart = new Map(points.map((point) => [point.start, point.count]));
      return starts.map((start) => byStart.get(start) ?? 0);
    }),
  };
};
