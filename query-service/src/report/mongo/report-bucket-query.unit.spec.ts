import { describe, expect, it } from 'vitest';
import { NO_DOCUMENT } from '../../policy/compile-mongo-condition';
import { reportBucketReadsOver } from './mongo-report-buckets';
import { flowTotalsPipeline, levelsAtPipeline, measureSeriesPipeline } from './report-bucket-query';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const PARTNER = '00000000-0000-4000-8000-0000000000b1';
const TOTALS = { count: { $sum: '$count' }, sum: { $sum: '$sum' } };
const BY_MEASURE = { $group: { _id: { report: '$report', measure: '$measure' }, ...TOTALS } };

describe('the report buckets read as MongoDB aggregations', () => {
  it('sum every measure over the period, for all when no agency or partner is named', () => {
    expect(flowTotalsPipeline({ from: null, to: null }, { from: null, to: null })).toEqual([{ $match: {} }, BY_MEASURE]);
    expect(flowTotalsPipeline({ from: null, to: null, agencyId: AGENCY, partnerId: PARTNER }, { from: '2026-03-01', to: '2026-03-31' })).toEqual([
      { $match: { $and: [{ agency_id: { $eq: AGENCY } }, { partner_id: { $eq: PARTNER } }, { day: { $gte: '2026-03-01', $lte: '2026-03-31' } }] } },
      BY_MEASURE,
    ]);
  });

  it('sum the levels over every day up to the end of the period, whatever it starts on', () => {
    expect(levelsAtPipeline({ from: '2026-03-01', to: '2026-03-31' }, '2026-03-31', [['assessments', 'active'], ['referrals', 'open']])).toEqual([
      {
        $match: {
          $and: [
            { day: { $lte: '2026-03-31' } },
            { $or: [{ report: { $eq: 'assessments' }, measure: { $eq: 'active' } }, { report: { $eq: 'referrals' }, measure: { $eq: 'open' } }] },
          ],
        },
      },
      BY_MEASURE,
    ]);
    // No measure named matches nothing, as `= ANY('{}')` does; MongoDB refuses an empty $or.
    expect(levelsAtPipeline({ from: null, to: null }, null, [])[0]).toEqual({ $match: NO_DOCUMENT });
  });

  it('group one measure by the day, the ISO week or the month kept in each bucket, oldest first', () => {
    const filter = { from: '2026-01-01', to: null, partnerId: PARTNER };
    for (const interval of ['day', 'week', 'month'] as const) {
      expect(measureSeriesPipeline('notes', 'published', filter, interval)).toEqual([
        { $match: { $and: [{ partner_id: { $eq: PARTNER } }, { day: { $gte: '2026-01-01' } }, { report: { $eq: 'notes' } }, { measure: { $eq: 'published' } }] } },
        { $group: { _id: `$${interval}`, ...TOTALS } },
        { $sort: { _id: 1 } },
      ]);
    }
  });

  it('answer the groups as the SQL reads do: totals by report:measure, and points by their first day', async () => {
    const reads = reportBucketReadsOver((pipeline) =>
      Promise.resolve(
        '$sort' in (pipeline.at(-1) ?? {})
          ? [{ _id: '2026-03-02', count: 3, sum: 0 }]
          : [{ _id: { report: 'payments', measure: 'paid' }, count: 2, sum: 9_900 }],
      ),
    );
    expect(await reads.flowTotals({ from: null, to: null }, { from: null, to: null })).toEqual(new Map([['payments:paid', { count: 2, sum: 9_900 }]]));
    expect(await reads.measureSeries('notes', 'created', { from: null, to: null }, 'week')).toEqual([{ start: '2026-03-02', count: 3, sum: 0 }]);
  });
});
