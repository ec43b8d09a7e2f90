import type { AnalyticsBinAnswer } from '@careledger/domain';

const DAY = 86_400;

/**
 * The widths a bin may take, in days: an eighth, a quarter and a half of a day (exact in binary,
 * so the edges print as typed), then days, a week, a fortnight, months and a year.
 */
export const BIN_WIDTHS_IN_DAYS = [0.125, 0.25, 0.5, 1, 2, 3, 7, 14, 30, 60, 90, 180, 365] as const;

/** How wide the closed bins are and how many; a duration at or past `closedBins * widthSeconds` falls in the open bin after them. */
export interface BinLayout {
  widthSeconds: number;
  closedBins: number;
}

/**
 * Bins for durations that mostly end by `reach` seconds (a high percentile, so that one long
 * outlier does not squeeze the rest into the first bin): the narrowest width of the ladder that
 * covers `reach` in at most `bins` bins. Beyond a year a bin is a whole number of years.
 */
export const binLayout = (reach: number, bins: number): BinLayout => {
  const reachDays = Math.max(0, reach) / DAY;
  // The bin holding `reach` is the last closed one: a reach on an edge gets the bin that starts there.
  const binsFor = (width: number) => Math.floor(reachDays / width) + 1;
  const widthDays = BIN_WIDTHS_IN_DAYS.find((width) => binsFor(width) <= bins) ?? 365 * (Math.floor(reachDays / 365 / bins) + 1);
  const widthSeconds = widthDays * DAY;
  const closedBins = binsFor(widthDays);
  return { widthSeconds, closedBins };
};

/**
 * The bins of a layout with their counts, quiet ones at 0: `counts` maps a bin's index (the open
 * bin's is `closedBins`) to how many durations fell in it. The open bin is there only when some did.
 */
export const binsOf = (layout: BinLayout, counts: ReadonlyMap<number, number>): AnalyticsBinAnswer[] => {
  const widthDays = layout.widthSeconds / DAY;
  const closed = Array.from({ length: layout.closedBins }, (_, index) => ({ from: index * widthDays, to: (index + 1) * widthDays, count: counts.get(index) ?? 0 }));
  const tail = counts.get(layout.closedBins) ?? 0;
  return tail === 0 ? closed : [...closed, { from: layout.closedBins * widthDays, to: null, count: tail }];
};
