import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferralReportMetric, analyticsAnswer, analyticsCatalogueAnswer, analyticsChangesAnswer, analyticsDistributionAnswer, analyticsDrillAnswer, type AnalyticsAnswer, type AnalyticsQuestionInput } from '@careledger/domain';
import type { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DAY_MS = 86_400_000;
const DAY = 86_400;

const daysAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** PostgreSQL's percentile_cont: the value at `fraction` of the way through the sorted values, interpolated. */
const percentile = (values: readonly number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const [low, high] = [Math.floor(rank), Math.ceil(rank)];
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
};
const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

describe.each(testDatabases())('analytics of referral metrics and subscription prices on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  let partner: ApiClient;
  /** The patient's city, this run's own: the demo data's referrals and subscriptions are elsewhere. */
  const city = `Metricville ${randomUUID().slice(0, 8)}`;
  const referrals = { redated: '', other: '' };
  let beforeRedating: number;

  const answerOf = async (question: AnalyticsQuestionInput, client: ApiClient = admin, locale = 'en-US'): Promise<AnalyticsAnswer> => {
    const response = await client.post(`/api/analytics/query?locale=${locale}`, question, { headers: { 'x-min-position': String(await stack.headPosition()) } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return analyticsAnswer.parse(response.body);
  };
  const pointsOf = (answer: AnalyticsAnswer, key: string) => answer.series.find((series) => series.key === key)?.points.map((point) => point.value);

  /** The last fortnight, day by day: every milestone below is dated in it. */
  const FORTNIGHT = () => ({ from: daysAgo(14), to: daysAgo(0), interval: 'day' as const, filters: { city: [city] } });
  const dayIndex = (days: number) => 14 - days;

  beforeAll(async () => {
    stack = await startStack(database);
    [admin, agency, partner] = await Promise.all([stack.as('admin'), stack.as('agency'), stack.as('partner')]);
    const patientId = accepted(await partner.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks' }), 201).id;
    accepted(await partner.post(`/api/patients/${patientId}/assign-agency`, { expectedVersion: 0, agencyId: DEMO_AGENCY_ID }));
    accepted(await agency.post(`/api/patients/${patientId}/update-demographics`, {
      expectedVersion: 1, firstName: 'Rosa', lastName: 'Parks', dateOfBirth: '1941-02-04', gender: 'female', phone: null,
      address: { street: null, city, province: 'Ontario', postalCode: null, country: 'CA' },
    }));

    const open = async () => accepted(await partner.post('/api/referrals', { patientId, hubId: null }), 201).id;
    const date = async (referralId: string, version: number, milestone: string, on: string) =>
      accepted(await partner.post(`/api/referrals/${referralId}/milestones`, { expectedVersion: version, milestone, date: on })).version;
    referrals.redated = await open();
    referrals.other = await open();
    // Hospital stays: 12 days ago to 5 days ago (7 days), and 10 to 6 days ago (4 days); approved today, the day both were opened.
    let version = await date(referrals.redated, 0, 'hospital-admission', daysAgo(12));
    version = await date(referrals.redated, version, 'hospital-discharge', daysAgo(5));
    version = await date(referrals.redated, version, 'approved', daysAgo(0));
    await date(referrals.other, await date(referrals.other, 0, 'hospital-admission', daysAgo(10)), 'hospital-discharge', daysAgo(6));
    beforeRedating = await stack.headPosition();
    // The discharge was two days later than first recorded: a 9-day stay, ending 3 days ago.
    await date(referrals.redated, version, 'hospital-discharge', daysAgo(3));

    const taxRateId = accepted(await admin.post('/api/tax-rates', { name: 'Ontario HST', rateBasisPoints: 1_300 }), 201).id;
    const priced = async (unitPriceCents: number) => accepted(await admin.post('/api/products', { membershipCode: 'remote_monitoring', name: `Monitoring ${unitPriceCents}`, unitPriceCents, unitOfMeasure: 3 }), 201).id;
    const subscribe = async (productId: string, startDate: string) =>
      accepted(await admin.post('/api/subscriptions', { patientId, productId, taxRateId, billingFrequency: 4, collectionMode: 'send_invoice', recurrence: 1, roundingRule: 0, startDate }), 201).id;
    const [cheap, usual, dear] = await Promise.all([priced(2_000), priced(4_950), priced(10_000)]);
    await subscribe(usual, '2030-01-10');
    const cancelled = await subscribe(cheap, '2030-01-20');
    await subscribe(dear, '2030-02-05');
    accepted(await admin.post(`/api/subscriptions/${cancelled}/cancel`, { expectedVersion: 0, effectiveDate: '2030-02-20' }));
    await stack.waitForProjections();
  }, 400_000);
  afterAll(() => stack?.stop());

  const HOSPITAL = String(ReferralReportMetric.AVERAGE_HOSPITAL_LENGTH_OF_STAY);
  const APPROVED = String(ReferralReportMetric.CREATED_TO_APPROVED);

  it('counts each referral metric by the day its later milestone fell on, named in the reader’s language', async () => {
    const answer = await answerOf({ measure: 'referral.metric', ...FORTNIGHT(), groupBy: 'status' });
    expect(answer.unit).toBe('seconds');
    const hospital = Array<number>(15).fill(0);
    hospital[dayIndex(3)] = 1;
    hospital[dayIndex(6)] = 1;
    expect(pointsOf(answer, HOSPITAL)).toEqual(hospital);
    const approved = Array<number>(15).fill(0);
    approved[dayIndex(0)] = 1;
    expect(pointsOf(answer, APPROVED)).toEqual(approved);
    expect(answer.total).toBe(3);
    expect(answer.series.find((series) => series.key === HOSPITAL)?.label).toBe('Average hospital length of stay');
    const spanish = await answerOf({ measure: 'referral.metric', ...FORTNIGHT(), groupBy: 'status' }, admin, 'es-ES');
    expect(spanish.series.map((series) => series.label).sort()).toEqual(['De la creación a la aprobación', 'Estancia media en el hospital']);
  });

  it('takes the mean, median and 90th percentile of a metric’s durations, as corrected', async () => {
    const stays = [9 * DAY, 4 * DAY];
    const question = { measure: 'referral.metric', ...FORTNIGHT(), filters: { city: [city], status: [ReferralReportMetric.AVERAGE_HOSPITAL_LENGTH_OF_STAY] } };
    expect((await answerOf({ ...question, statistic: 'mean' })).total).toBe(mean(stays));
    expect((await answerOf({ ...question, statistic: 'median' })).total).toBe(percentile(stays, 0.5));
    expect((await answerOf({ ...question, statistic: 'p90' })).total).toBeCloseTo(percentile(stays, 0.9), 6);
    expect((await answerOf({ ...question, statistic: 'count' })).total).toBe(2);
    const response = await admin.post('/api/analytics/distribution', { question, bins: 4 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const distribution = analyticsDistributionAnswer.parse(response.body);
    expect(distribution.total).toBe(2);
    expect(distribution.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(2);
  });

  it('answers as of a position before the discharge was dated again what was known then, and lists what the new date changed', async () => {
    const question = { measure: 'referral.metric', ...FORTNIGHT(), filters: { city: [city], status: [ReferralReportMetric.AVERAGE_HOSPITAL_LENGTH_OF_STAY] } };
    const then = await answerOf({ ...question, statistic: 'mean', asOf: { position: beforeRedating } });
    expect(then.total).toBe(mean([7 * DAY, 4 * DAY]));
    const counted = await answerOf({ ...question, groupBy: 'status', asOf: { position: beforeRedating } });
    expect(pointsOf(counted, HOSPITAL)?.[dayIndex(5)]).toBe(1);
    expect(pointsOf(counted, HOSPITAL)?.[dayIndex(3)]).toBe(0);

    const response = await admin.post('/api/analytics/changes', { question, since: beforeRedating });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const changes = analyticsChangesAnswer.parse(response.body);
    expect(changes.data.map(({ move, statusLabel, recordId, eventType, streamId }) => ({ move, statusLabel, recordId, eventType, streamId }))).toEqual([
      { move: 'arrived', statusLabel: 'Average hospital length of stay', recordId: referrals.redated, eventType: 'ReferralMilestoneRecorded', streamId: `referral-${referrals.redated}` },
      { move: 'left', statusLabel: 'Average hospital length of stay', recordId: referrals.redated, eventType: 'ReferralMilestoneRecorded', streamId: `referral-${referrals.redated}` },
    ]);
  });

  it('drills into a metric’s point: as many records as its count, each with its duration', async () => {
    const question = { measure: 'referral.metric', ...FORTNIGHT(), groupBy: 'status' as const };
    const answer = await answerOf(question);
    const response = await admin.post('/api/analytics/drill', { question, at: daysAgo(3), key: HOSPITAL });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const drill = analyticsDrillAnswer.parse(response.body);
    expect(drill.total).toBe(pointsOf(answer, HOSPITAL)?.[dayIndex(3)]);
    expect(drill.data).toEqual([
      expect.objectContaining({ recordId: referrals.redated, machine: 'referralMetric', statusLabel: 'Average hospital length of stay', at: `${daysAgo(3)}T00:00:00.000Z`, seconds: 9 * DAY, agencyId: DEMO_AGENCY_ID }),
    ]);
  });

  it('sums, averages and counts subscription prices by the day each starts, in the billing currency, a cancelled one included', async () => {
    const question = { measure: 'subscription.amount', from: '2030-01-01', to: '2030-02-28', interval: 'month' as const, filters: { city: [city] } };
    const prices = [4_950, 2_000, 10_000];
    const sums = await answerOf({ ...question, statistic: 'sum' });
    expect(sums.unit).toBe('money');
    expect(sums.currency).toBe('CAD');
    expect(pointsOf(sums, 'all')).toEqual([6_950, 10_000]);
    expect(sums.total).toBe(16_950);
    expect((await answerOf({ ...question, statistic: 'mean' })).total).toBeCloseTo(mean(prices), 6);
    expect((await answerOf({ ...question, statistic: 'median' })).total).toBe(percentile(prices, 0.5));
    expect((await answerOf({ ...question, statistic: 'p90' })).total).toBeCloseTo(percentile(prices, 0.9), 6);
    const counts = await answerOf({ ...question, statistic: 'count' });
    const drill = analyticsDrillAnswer.parse((await admin.post('/api/analytics/drill', { question: { ...question, statistic: 'count' }, at: '2030-01-01', key: 'all' })).body);
    expect(drill.total).toBe(pointsOf(counts, 'all')?.[0]);
    expect(drill.data.map((fact) => fact.amount).sort()).toEqual([2_000, 4_950]);
  });

  it('scopes both measures like every other read: the demo agency sees its patient’s, another agency’s filter is refused', async () => {
    expect((await answerOf({ measure: 'referral.metric', ...FORTNIGHT() }, agency)).total).toBe(3);
    expect((await answerOf({ measure: 'subscription.amount', statistic: 'sum', from: '2030-01-01', to: '2030-02-28', interval: 'month', filters: { city: [city] } }, agency)).total).toBe(16_950);
    const other = await agency.post('/api/analytics/query', { measure: 'subscription.amount', from: '2030-01-01', to: '2030-02-28', filters: { agency: [randomUUID()] } });
    expect(other.status).toBe(403);
  });

  it('gives a partner its referrals’ metrics but no billing figures: no subscription or payment measure listed, 403 for each', async () => {
    expect((await answerOf({ measure: 'referral.metric', ...FORTNIGHT() }, partner)).total).toBe(3);
    const listed = analyticsCatalogueAnswer.parse((await partner.get('/api/analytics/measures')).body).data.map((measure) => measure.key);
    expect(listed).toContain('referral.metric');
    expect(listed.filter((key) => key.startsWith('subscription.') || key.startsWith('payment.'))).toEqual([]);
    for (const measure of ['subscription.amount', 'payment.amount', 'payment.stay']) {
      // A distribution is only asked of durations (else 400 before any scope).
      for (const call of measure === 'payment.stay' ? (['query', 'drill', 'distribution', 'changes'] as const) : (['query', 'drill', 'changes'] as const)) {
        const question = { measure, from: '2030-01-01', to: '2030-02-28', interval: 'month' };
        const body = call === 'query' ? question : call === 'drill' ? { question, at: '2030-01-01', key: 'all' } : call === 'changes' ? { question, since: 0 } : { question };
        const refused = await partner.post(`/api/analytics/${call}`, body);
        expect(refused.status, `${call} ${measure}`).toBe(403);
        expect(refused.body, `${call} ${measure}`).toMatchObject({ code: 'analytics_measure_forbidden' });
      }
    }
    // The agency still reads its patients' billing figures.
    expect(analyticsCatalogueAnswer.parse((await agency.get('/api/analytics/measures')).body).data.map((measure) => measure.key)).toContain('subscription.amount');
  });

  it('refuses what the measures cannot answer, naming the field', async () => {
    const sum = await admin.post('/api/analytics/query', { measure: 'referral.metric', statistic: 'sum', ...FORTNIGHT() });
    expect(sum.status).toBe(400);
    expect(JSON.stringify(sum.body)).toContain('statistic');
    const byStatus = await admin.post('/api/analytics/query', { measure: 'subscription.amount', from: '2030-01-01', to: '2030-02-28', groupBy: 'status' });
    expect(byStatus.status).toBe(400);
    expect(JSON.stringify(byStatus.body)).toContain('groupBy');
    const metric = await admin.post('/api/analytics/query', { measure: 'referral.metric', ...FORTNIGHT(), filters: { status: [7] } });
    expect(metric.status).toBe(400);
    expect(JSON.stringify(metric.body)).toContain('filters.status');
  });
});
