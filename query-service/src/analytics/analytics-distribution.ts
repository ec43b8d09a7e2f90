import { findMeasure, type AnalyticsDistributionAnswer, type AnalyticsDistributionQuestion } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { Parameters, factsSql, lastDayOf } from './analytics-facts';
import { binLayout, binsOf } from './analytics-bins';
import { questionRange } from './analytics-query';

/** The share of durations the closed bins are laid out to hold; the rest is the open bin's tail. */
const REACH_PERCENTILE = 0.95;

/**
 * `POST /api/analytics/distribution`: the question's durations counted in bins, read from the same
 * facts query as its answer (over the same whole intervals, filters and `asOf`), so the bins add up
 * to the answer's count. Two readings of the facts: where the durations reach, then one count per bin.
 */
export const distributionOf = async (db: SqlExecutor, distribution: AnalyticsDistributionQuestion): Promise<AnalyticsDistributionAnswer> => {
  // Unsplit: a distribution draws every duration once, whatever the answer's series.
  const question = { ...distribution.question, groupBy: undefined };
  const measure = findMeasure(question.measure)!;
  const range = questionRange(question);
  const facts = (params: Parameters) => `SELECT measured FROM (${factsSql(measure, question, range, params)}) facts WHERE measured IS NOT NULL`;

  const spreadParams = new Parameters();
  const spread = await db.query<{ total: number | string; reach: number | string | null }>(
    `SELECT count(*) AS total, percentile_cont(${REACH_PERCENTILE}) WITHIN GROUP (ORDER BY measured) AS reach FROM (${facts(spreadParams)}) durations`,
    spreadParams.values,
  );
  const total = Number(spread.rows[0]?.total ?? 0);
  const answer = { measure: measure.key, from: range.start, to: lastDayOf(range), asOf: question.asOf ?? null };
  if (total === 0) return { ...answer, binDays: binLayout(0, distribution.bins).widthSeconds / 86_400, bins: [], total };

  const layout = binLayout(Number(spread.rows[0]!.reach ?? 0), distribution.bins);
  const params = new Parameters();
  const durations = facts(params);
  const { rows } = await db.query<{ bin: number | string; count: number | string }>(
    `SELECT least(floor(measured / ${params.add(layout.widthSeconds)}::float8), ${params.add(layout.closedBins)}::int)::int AS bin, count(*) AS count FROM (${durations}) durations GROUP BY 1`,
    params.values,
  );
  return { ...answer, binDays: layout.widthSeconds / 86_400, bins: binsOf(layout, new Map(rows.map((row) => [Number(row.bin), Number(row.count)]))), total };
};
