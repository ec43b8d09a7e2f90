import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionMigrations, tableNames } from '@careledger/projections';
import { reportProjector } from '../../../projections/src/report';
import { measureSeries } from '../../../query-service/src/report/report-buckets';
import type { ReportFilter } from '../../../query-service/src/report/report-request';
import { readStatistics } from '../../../query-service/src/report/report-statistics';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type RecordedEvent, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';

/** mulberry32: the same history on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const AGENCIES = ['0d1c7a53-0000-4000-8000-0000000000a1', '0d1c7a53-0000-4000-8000-0000000000a2'];
const PARTNERS = ['0d1c7a53-0000-4000-8000-0000000000b1', '0d1c7a53-0000-4000-8000-0000000000b2'];
const MILESTONES = ['hospital-admission', 'hospital-discharge', 'on-site-visit', 'approved', 'accepted', 'move-in', 'move-out'] as const;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayOf = (event: RecordedEvent) => event.metadata.occurredAt.slice(0, 10);

interface Planned {
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  actorRole: number;
}

/** A random but lawful history: each step picks an aggregate and something it may do next. */
const randomHistory = (random: () => number, steps: number): Planned[] => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const planned: Planned[] = [];
  const patients: string[] = [];
  const hubs: string[] = [];
  const referrals = new Map<string, { status: number; milestones: Record<string, string>; openedOn: string }>();
  const assessments = new Map<string, number>();
  const postings = new Map<string, number>();
  const payments = new Map<string, number>();
  const drafts = new Set<string>();
  let day = '2026-01-01';
  const emit = (category: string, id: string, type: string, data: Record<string, unknown>, actorRole = pick([1, 2, 3, 6])) =>
    planned.push({ streamId: `${category}-${id}`, type, data: { ...data, at: day }, actorRole });
  for (let hub = 0; hub < 3; hub += 1) {
    const hubId = randomUUID();
    hubs.push(hubId);
    emit('hub', hubId, 'HubCreated', { hubId, productId: hub === 0 ? 7 : 14, agencyId: null });
  }
  while (planned.length < steps) {
    if (random() < 0.5) day = addDays(day, 1);
    const choice = random();
    if (patients.length < 3 || choice < 0.1) {
      const patientId = randomUUID();
      patients.push(patientId);
      emit('patient', patientId, 'PatientRegistered', { patientId, agencyId: pick([...AGENCIES, null]), partnerId: pick([...PARTNERS, null]) });
    } else if (choice < 0.13) {
      const patientId = pick(patients);
      emit('patient', patientId, 'PatientAssignedToAgency', { patientId, agencyId: pick(AGENCIES) });
    } else if (choice < 0.23) {
      const referralId = randomUUID();
      referrals.set(referralId, { status: 1, milestones: {}, openedOn: day });
      emit('referral', referralId, 'ReferralOpened', { referralId, patientId: pick(patients), partnerId: pick(PARTNERS), hubId: pick([...hubs, null]), openedOn: day });
    } else if (choice < 0.4 && referrals.size > 0) {
      const referralId = pick([...referrals.keys()]);
      const referral = referrals.get(referralId)!;
      const move = random();
      if (referral.status === 3) continue;
      if (move < 0.2) {
        referral.status = referral.status === 1 ? 2 : 1;
        emit('referral', referralId, referral.status === 2 ? 'ReferralHeld' : 'ReferralUnheld', { referralId, reason: 'r' });
      } else if (move < 0.3) {
        emit('referral', referralId, 'ReferralClosed', { referralId, previousStatus: referral.status, reasonId: 6 });
        referral.status = 3;
      } else {
        const milestone = pick(MILESTONES);
        const date = addDays(referral.openedOn, Math.floor(random() * 40) - 10);
        emit('referral', referralId, 'ReferralMilestoneRecorded', { referralId, milestone, date, previousDate: referral.milestones[milestone] ?? null });
        referral.milestones[milestone] = date;
      }
    } else if (choice < 0.5) {
      const assessmentId = randomUUID();
      assessments.set(assessmentId, 1);
      emit('assessment', assessmentId, 'AssessmentCreated', { assessmentId, patientId: pick(patients), agencyId: pick([...AGENCIES, null]), status: 1 });
    } else if (choice < 0.62 && assessments.size > 0) {
      const assessmentId = pick([...assessments.keys()]);
      const status = assessments.get(assessmentId)!;
      if (status === 5 || status === 6) continue;
      const [type, next] = pick([['AssessmentApproved', 3], ['AssessmentActivated', 4], ['AssessmentCompleted', 6], ['AssessmentCancelled', 5]] as const);
      assessments.set(assessmentId, next);
      emit('assessment', assessmentId, type, { assessmentId, previousStatus: status });
    } else if (choice < 0.7) {
      const postingId = randomUUID();
      postings.set(postingId, 1);
      emit('posting', postingId, 'PostingCreated', { postingId, patientId: pick(patients), agencyId: pick(AGENCIES) });
    } else if (choice < 0.78 && postings.size > 0) {
      const postingId = pick([...postings.keys()]);
      const status = postings.get(postingId)!;
      const next = ({ 1: ['PostingPublished', 2], 2: pick([['PostingHeld', 3], ['PostingFilled', 4], ['PostingClosed', 5]] as const), 3: pick([['PostingUnheld', 2], ['PostingClosed', 5]] as const), 4: ['PostingClosed', 5] } as Record<number, readonly [string, number]>)[status];
      if (!next) continue;
      postings.set(postingId, next[1]);
      emit('posting', postingId, next[0], { postingId, previousStatus: status });
    } else if (choice < 0.84) {
      const paymentId = randomUUID();
      payments.set(paymentId, 0);
      emit('payment', paymentId, 'PaymentCreated', { paymentId, patientId: pick([...patients, null]), totalCents: 100 + Math.floor(random() * 9_000) });
    } else if (choice < 0.9 && payments.size > 0) {
      const paymentId = pick([...payments.keys()]);
      if (payments.get(paymentId) !== 0) continue;
      const paid = random() < 0.6;
      payments.set(paymentId, paid ? 1 : 2);
      emit('payment', paymentId, paid ? 'PaymentPaid' : 'PaymentVoided', { paymentId, totalCents: 5_000, cardType: 'VISA', reason: null });
    } else if (choice < 0.96) {
      const noteId = randomUUID();
      const isDraft = random() < 0.4;
      if (isDraft) drafts.add(noteId);
      emit('note', noteId, 'NoteCreated', { noteId, authorAgencyId: pick([...AGENCIES, null]), authorPartnerId: pick([...PARTNERS, null]), isDraft });
    } else if (drafts.size > 0) {
      const noteId = pick([...drafts]);
      drafts.delete(noteId);
      emit('note', noteId, 'NotePublished', { noteId });
    }
  }
  return planned;
};

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
    const versions = new Map<string, number>();
    for (const step of randomHistory(random, 400)) {
      const { at, ...data } = step.data;
      const metadata = { actorId: randomUUID(), actorRole: step.actorRole as 1, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: `${String(at)}T12:00:00.000Z`, schemaVersion: 1 };
      const expected = versions.get(step.streamId);
      await store.append(step.streamId, [{ type: step.type, data, metadata }], expected === undefined ? 'no_stream' : expected);
      versions.set(step.streamId, (expected ?? -1) + 1);
    }
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
    const actual = await readStatistics(db, filter);
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
