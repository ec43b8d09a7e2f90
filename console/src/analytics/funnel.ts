import type { CatalogEntry } from '@careledger/domain';
import type { AnalyticsAnswer } from '../api';

/** One stage of a pipeline: a status, and how many records arrived in it over the period. */
export interface FunnelStage {
  status: number;
  /** The status' catalog key, for its label in the reader's language. */
  key: string;
  count: number;
  /** Its count over the first stage's; null when the first stage had none. */
  share: number | null;
}

/**
 * The stages of a pipeline from an answer split by status: each status in the catalog's order (the
 * ones asked for, or every one), its series' points summed over the period. A status no record
 * arrived in has no series, and is a stage of 0. The answer counts arrivals: a record that comes
 * back to a status (unheld, then held again) counts at each arrival.
 */
export const funnelStagesOf = (answer: AnalyticsAnswer, statuses: readonly CatalogEntry<number>[], asked: readonly number[] = []): FunnelStage[] => {
  const totals = new Map(answer.series.map((series) => [series.key, series.points.reduce((sum, point) => sum + (point.value ?? 0), 0)]));
  const counts = statuses
    .filter((entry) => asked.length === 0 || asked.includes(entry.id))
    .map((entry) => ({ status: entry.id, key: entry.key, count: totals.get(String(entry.id)) ?? 0 }));
  const first = counts[0]?.count ?? 0;
  return counts.map((stage) => ({ ...stage, share: first === 0 ? null : stage.count / first }));
};

/** Nothing arrived in any stage. */
export const isQuietFunnel = (stages: readonly FunnelStage[]): boolean => stages.every((stage) => stage.count === 0);
