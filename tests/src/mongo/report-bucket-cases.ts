import { expect } from 'vitest';
import { reportIntervals, reportPeriods, reportTypes, type ReportInterval, type ReportType } from '@careledger/domain';
import { projectionMigrations, runProjections } from '@careledger/projections';
import { flowMeasures, periodRange, readStatistics, type ReportBucketReads, type ReportFilter } from '@careledger/query-service';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import type { TestDatabase } from '@careledger/storage/testing';
import { reportProjector } from '../../../projections/src/report';
import { AGENCIES, appendHistory, PARTNERS, randomHistory, seeded } from '../support/report-history';

/** The day the named periods end on: inside the random history, which runs from January into the summer of 2026. */
const TODAY = '2026-04-15';

const DIMENSIONS: Pick<ReportFilter, 'agencyId' | 'partnerId'>[] = [
  {},
  { agencyId: AGENCIES[0] },
  { partnerId: PARTNERS[1] },
  { agencyId: AGENCIES[1], partnerId: PARTNERS[0] },
  { agencyId: '0d1c7a53-0000-4000-8000-0000000000ff' },
];

/** Each named period (All, Week, Month, YTD) and a few ranges of days, for everyone, one agency, one partner or both. */
export const reportFilters = (): { name: string; filter: ReportFilter }[] => {
  const ranges = [
    ...reportPeriods.map((period) => ({ name: period.id, range: periodRange(period.id, TODAY) })),
    { name: 'from March', range: { from: '2026-03-01', to: null } },
    { name: 'until May 15', range: { from: null, to: '2026-05-15' } },
    { name: 'one day', range: { from: '2026-02-10', to: '2026-02-10' } },
    { name: 'across the new year', range: { from: '2025-12-20', to: '2026-01-10' } },
  ];
  return ranges.flatMap(({ name, range }) => DIMENSIONS.map((dimensions) => ({ name: `${name} ${JSON.stringify(dimensions)}`, filter: { ...range, ...dimensions } })));
};

/** Every graph a report offers: each of its measures by day, ISO week and month. */
export const reportGraphs = (): { report: ReportType; measure: string; interval: ReportInterval }[] =>
  reportTypes.flatMap((report) => flowMeasures[report].flatMap((measure) => reportIntervals.map((interval) => ({ report, measure, interval }))));

/** What GET reports answers from the buckets for one filter: the statistics, and every graph. */
export const bucketAnswers = async (buckets: ReportBucketReads, filter: ReportFilter) => ({
  statistics: await readStatistics(buckets, filter),
  graphs: await Promise.all(reportGraphs().map(async ({ report, measure, interval }) => ({ report, measure, interval, points: await buckets.measureSeries(report, measure, filter, interval) }))),
});

/** A database whose `report_buckets` the SQL projector has filled from the random history; its store and head. */
export const projectedReports = async (testDatabase: TestDatabase): Promise<{ db: SqlDatabase; store: EventStore; head: number; dispose: () => Promise<void> }> => {
  const { db, dispose } = await testDatabase.create();
  await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
  const store = await openEventStore(db);
  await appendHistory(store, randomHistory(seeded(20_261_123), 400));
  const head = await store.headPosition();
  const runner = await runProjections(db, store, [reportProjector], { batchSize: 37 });
  const reached = await runner.waitForPosition(head, 60_000);
  await runner.stop();
  expect(reached).toBe(true);
  return { db, store, head, dispose };
};
