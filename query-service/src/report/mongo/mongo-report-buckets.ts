import type { Db, Document } from 'mongodb';
import { REPORT_BUCKETS_COLLECTION } from '@careledger/storage/mongo';
import type { ReportBucketReads, TotalsByMeasure } from '../report-buckets';
import { flowTotalsPipeline, levelsAtPipeline, measureSeriesPipeline } from './report-bucket-query';

/** Runs an aggregation over `report_buckets`: MongoDB's, or mingo's where no server runs. */
export type BucketAggregation = (pipeline: Document[]) => Promise<Document[]>;

interface MeasureTotals {
  _id: { report: string; measure: string };
  count: number;
  sum: number;
}

interface PeriodTotals {
  _id: string;
  count: number;
  sum: number;
}

const totalsOf = (groups: readonly Document[]): TotalsByMeasure =>
  new Map((groups as MeasureTotals[]).map((group) => [`${group._id.report}:${group._id.measure}`, { count: Number(group.count), sum: Number(group.sum) }]));

/** The buckets' three reads as aggregations, answered as the SQL reads answer. */
export const reportBucketReadsOver = (aggregate: BucketAggregation): ReportBucketReads => ({
  flowTotals: async (filter, range) => totalsOf(await aggregate(flowTotalsPipeline(filter, range))),
  levelsAt: async (filter, to, measures) => totalsOf(await aggregate(levelsAtPipeline(filter, to, measures))),
  async measureSeries(report, measure, filter, interval) {
    const periods = (await aggregate(measureSeriesPipeline(report, measure, filter, interval))) as PeriodTotals[];
    return periods.map((period) => ({ start: period._id, count: Number(period.count), sum: Number(period.sum) }));
  },
});

/** The report buckets as MongoDB keeps them (`projections` writes them when MONGODB_URL is set). */
export const mongoReportBuckets = (db: Db): ReportBucketReads =>
  reportBucketReadsOver((pipeline) => db.collection(REPORT_BUCKETS_COLLECTION).aggregate(pipeline).toArray());
