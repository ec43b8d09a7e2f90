import type { AnalyticsDistributionAnswer } from '../api';

/** Bins under a day read in hours; the others in days, as the server lays them out. */
export type BinUnit = 'hour' | 'day';

export const binUnitFor = (binDays: number): BinUnit => (binDays < 1 ? 'hour' : 'day');

/** A bin as drawn: its edges in `unit` (no end for the open last bin), its count and its share of every duration. */
export interface DistributionRow {
  from: number;
  to: number | null;
  count: number;
  share: number | null;
}

const HOURS_IN_A_DAY = 24;

export const distributionRowsOf = (answer: AnalyticsDistributionAnswer, unit: BinUnit): DistributionRow[] => {
  const scale = unit === 'hour' ? HOURS_IN_A_DAY : 1;
  return answer.bins.map((bin) => ({
    from: bin.from * scale,
    to: bin.to === null ? null : bin.to * scale,
    count: bin.count,
    share: answer.total === 0 ? null : bin.count / answer.total,
  }));
};
