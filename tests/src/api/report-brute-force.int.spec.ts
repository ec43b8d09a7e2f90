import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionMigrations, tableNames } from '@careledger/projections';
import { reportProjector } from '../../../projections/src/report';
import { measureSeries, sqlReportBuckets } from '../../../query-service/src/report/report-buckets';
import type { ReportFilter } from '../../../query-service/src/report/report-request';
import { readStatistics } from '../../../query-service/src/report/report-statistics';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type RecordedEvent, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { AGENCIES, appendHistory, PARTNERS, randomHistory, seeded } from '../support/report-history';

const dayOf = (event: RecordedEvent) => event.metadata.occurredAt.slice(0, 10);

type Dims = { agency: string; partner: string };
const matches = (dims: Dims, filter: ReportFilter) =>
  (filter.agencyId === undefined || dims.agency === filter.agencyId) && (filter.partnerId === undefined || dims.partner === filter.partnerId);
const inRange = (day: string, filter: ReportFilter) => (filter.from === null || day >= filter.from) && (filter.to === null || day <= filter.to);

/** The figures computed the long way, straight from the stored events. */
const bruteForce = (events: readonly RecordedEvent[], filter: ReportFilter) => {
  const patients = new Map<string, Dims>();
  const hubs = new Map<string, number>();
  const subjects = new Map<string, Dims & { status: number }>();
  const flows = new Map<string, number>();
  const sums = new Map<string, number>();
  const levelEnds = new Map<string, number>();
  const referralDates = new Map<string, Dims & { openedOn: string; dates: Record<string, string> }>();
  const series = new Map<string, Map<string, number>>();
  const flow = (report: string, measure: string, dims: Dims, event: RecordedEvent, sum = 0) => {
    if (!matches(dims, filter)) return;
    const month = `${dayOf(event).slice(0, 8)}01`;
    const key = `${report}:${measure}`;
    if (inRange(dayOf(event), filter)) {
      flows.set(key, (flows.get(key) ?? 0) + 1);
      sums.set(key, (sums.get(key) ?? 0) + sum);
      const points = series.get(key) ?? new Map<string, number>();
      points.set(month, (points.get(month) ?? 0) + 1);
      series.set(key, points);
    }
  };
  const data = (event: RecordedEvent) => event.data as Record<string, any>;
  const id = (event: RecordedEvent) => event.streamId.slice(event.streamId.indexOf('-') + 1);
  const patientDims = (patientId: unknown) => patients.get(String(patientId)) ?? { agency: '', partner: '' };
  for (const event of events) {
    const d = data(event);
    const subject = subjects.get(id(event));
    switch (event.type) {
      case 'PatientRegistered': {
        const dims = { agency: d.agencyId ?? '', partner: d.partnerId ?? '' };
        patients.set(d.patientId, dims);
        flow('patients', 'registered', dims, event);
        if (event.metadata.actorRole === 2) flow('patients', 'registeredByFamily', dims, event);
        if (d.partnerId) flow('patients', 'registeredByPartner', dims, event);
        break;
      }
      case 'PatientAssignedToAgency':
        patients.set(d.patientId, { ...patientDims(d.patientId), agency: d.agencyId });
        break;
      case 'HubCreated':
        hubs.set(d.hubId, d.productId);
        break;
      case 'ReferralOpened': {
        const dims = { agency: patientDims(d.patientId).agency, partner: d.partnerId };
        subjects.set(d.referralId, { ...dims, status: 1 });
        referralDates.set(d.referralId, { ...dims, openedOn: d.openedOn, dates: {} });
        flow('referrals', 'opened', dims, event);
        const product = d.hubId ? hubs.get(d.hubId) : undefined;
        if (product === 14) flow('referrals', 'openedSharedLiving', dims, event);
        if (product === 7) flow('referrals', 'openedDayProgram', dims, event);
        break;
      }
      case 'ReferralMilestoneRecorded':
        referralDates.get(d.referralId)!.dates[d.milestone] = d.date;
        break;
      case 'AssessmentCreated': {
        const dims = { agency: d.agencyId ?? patientDims(d.patientId).agency, partner: patientDims(d.patientId).partner };
        subjects.set(d.assessmentId, { ...dims, status: 1 });
        flow('assessments', 'created', dims, event);
        break;
      }
      case 'PostingCreated': {
        const dims = { agency: d.agencyId, partner: patientDims(d.patientId).partner };
        subjects.set(d.postingId, { ...dims, status: 1 });
        flow('postings', 'created', dims, event);
        break;
      }
      case 'PaymentCreated':
        subjects.set(d.paymentId, { ...patientDims(d.patientId), status: 0 });
        flow('payments', 'created', patientDims(d.patientId), event, d.totalCents);
        break;
      case 'NoteCreated': {
        const dims = { agency: d.authorAgencyId ?? '', partner: d.authorPartnerId ?? '' };
        subjects.set(d.noteId, { ...dims, status: d.isDraft ? 1 : 2 });
        flow('notes', 'created', dims, event);
        if (!d.isDraft) flow('notes', 'published', dims, event);
        break;
      }
      case 'NotePublished':
        flow('notes', 'published', subject!, event);
        subject!.status = 2;
        break;
      default: {
        const [report, measure, status] = ({
          ReferralHeld: ['referrals', null, 2], ReferralUnheld: ['referrals', null, 1], ReferralClosed: ['referrals', 'closed', 3],
          AssessmentApproved: ['assessments', null, 3], AssessmentActivated: ['assessments', null, 4],
          AssessmentCompleted: ['assessments', 'completed', 6], AssessmentCancelled: ['assessments', 'cancelled', 5],
          PostingPublished: ['postings', null, 2], PostingHeld: ['postings', null, 3], PostingUnheld: ['postings', null, 2],
          PostingFilled: ['postings', 'filled', 4], PostingClosed: ['postings', 'closed', 5],
          PaymentPaid: ['payments', 'paid', 1], PaymentVoided: ['payments', 'voided', 2],
        } as Record<string, [string, string | null, number]>)[event.type]!;
        if (measure) flow(report, measure, subject!, event, event.type === 'PaymentPaid' ? d.totalCents : 0);
        subject!.status = status;
      }
    }
    if (filter.to === null || dayOf(event) <= filter.to) {
      for (const [key, state] of subjects) levelEnds.set(key, state.status);
    }
  }
  const kindOf = (key: string) => events.find((event) => id(event) === key)!.streamId.split('-')[0];
  const levelCount = (kind: string, status: number) =>
    [...levelEnds].filter(([key, value]) => value === status && kindOf(key) === kind && matches(subjects.get(key)!, filter)).length;
  const openReferrals = [...levelEnds].filter(([key, value]) => value !== 3 && kindOf(key) === 'referral' && matches(subjects.get(key)!, filter)).length;
  const spans: [string | null, string][] = [['hospital-admission', 'hospital-discharge'], ['move-in', 'move-out'], [null, 'on-site-visit'], [null, 'approved'], [null, 'accepted'], [null, 'move-in']];
  const metrics = spans.map(([from, to]) => {
    const days = [...referralDates.values()]
      .filter((referral) => matches(referral, filter) && inRange(referral.openedOn, filter))
      .map((referral) => [from === null ? referral.openedOn : referral.dates[from], referral.dates[to]])
      .filter((pair): pair is [string, string] => pair[0] !== undefined && pair[1] !== undefined)
      .map(([a, b]) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000));
    return { referrals: days.length, averageDays: days.length === 0 ? null : Math.round((days.reduce((x, y) => x + y, 0) / days.length) * 10) / 10 };
  });
  const count = (key: string) => flows.get(key) ?? 0;
  return {
    series,
    metrics,
    registered: count('patients:registered'),
    stats: {
      userPatient: count('patients:registeredByFamily'),
      partnerPatient: count('patients:registeredByPartner'),
      referral: count('referrals:opened'),
      allCardStats: { paid: count('payments:paid'), paidCents: sums.get('payments:paid') ?? 0, voided: count('payments:voided') },
      active: levelCount('assessment', 4),
      careCoordination: count('assessments:created'),
      historical: count('assessments:completed'),
      sharedLiving: count('referrals:openedSharedLiving'),
      sharedLivingReferral: openReferrals,
      adultDayProgram: count('referrals:openedDayProgram'),
      onHold: levelCount('referral', 2) + levelCount('posting', 3),
      postings: count('postings:created'),
    },
  };
};

describe.each(testDatabases())('report buckets equal a brute-force count of a random history on $name', (database) => {
  let db: SqlDatabase;
  let store: EventStore;
  let dispose: () => Promise<void>;
  let events: RecordedEvent[];

  beforeAll(async () => {
    ({ db, dispose } = await database.create());
    await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
    store = await openEventStore(db);
    const random = seeded(20_261_123);
    await appendHistory(store, randomHistory(random, 400));
    events = await store.readAll({ limit: 10_000 });
    // Uneven batches: the buckets must not depend on how events were delivered.
    const tables = tableNames(reportProjector);
    for (let start = 0; start < events.length; ) {
      const size = 1 + Math.floor(random() * 60);
      const batch = events.slice(start, start + size).filter((event) => reportProjector.handles(event.type));
      if (batch.length > 0) await db.transaction((tx) => reportProjector.apply(tx, batch, tables));
      start += size;
    }
  }, 120_000);
  afterAll(() => dispose?.());

  const filters: [string, ReportFilter][] = [
    ['all time', { from: null, to: null }],
    ['February to April', { from: '2026-02-01', to: '2026-04-30' }],
    ['one agency, from March', { from: '2026-03-01', to: null, agencyId: AGENCIES[0] }],
    ['one partner, until May', { from: null, to: '2026-05-15', partnerId: PARTNERS[1] }],
    ['an agency and a partner in spring', { from: '2026-03-10', to: '2026-06-20', agencyId: AGENCIES[1], partnerId: PARTNERS[0] }],
  ];

  it('stores a few hundred events of every kind', () => {
    expect(events.length).toBeGreaterThanOrEqual(400);
    expect(new Set(events.map((event) => event.type)).size).toBeGreaterThan(20);
  });

  it.each(filters)('statistics and referral metrics for %s', async (_name, filter) => {
    const expected = bruteForce(events, filter);
    const actual = await readStatistics(sqlReportBuckets(db), filter);
    const { patientTrend, ...stats } = actual.stats;
    expect(stats).toEqual(expected.stats);
    expect(patientTrend.current).toBe(expected.registered);
    expect(actual.referralMetrics.map(({ referrals, averageDays }) => ({ referrals, averageDays }))).toEqual(expected.metrics);
    expect(expected.stats.referral + expected.stats.careCoordination + expected.stats.postings).toBeGreaterThan(0);
  });

  it.each(filters)('monthly graphs of every report for %s', async (_name, filter) => {
    const expected = bruteForce(events, filter);
    const graphs: [string, string][] = [
      ['patients', 'registered'], ['referrals', 'opened'], ['referrals', 'closed'], ['assessments', 'created'], ['assessments', 'completed'],
      ['postings', 'created'], ['notes', 'created'], ['notes', 'published'], ['payments', 'created'], ['payments', 'paid'], ['payments', 'voided'],
    ];
    for (const [report, measure] of graphs) {
      const points = await measureSeries(db, report as 'patients', measure, filter, 'month');
      const want = [...(expected.series.get(`${report}:${measure}`) ?? new Map<string, number>())].sort(([a], [b]) => a.localeCompare(b));
      expect(points.filter((point) => point.count !== 0).map((point) => [point.start, point.count]), `${report} ${measure}`).toEqual(want);
    }
  });
});
