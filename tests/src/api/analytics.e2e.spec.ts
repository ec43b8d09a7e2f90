import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAnswer,
  analyticsChangesAnswer,
  analyticsCatalogueAnswer,
  analyticsDistributionAnswer,
  analyticsDrillAnswer,
  analyticsMeasures,
  type AnalyticsAnswer,
  type AnalyticsChangesAnswer,
  type AnalyticsQuestionInput,
  type ReferralEvent,
} from '@careledger/domain';
import { openEventStore, type EventStore, type NewEvent } from '@careledger/storage';
import type { ApiClient } from '../support/api-client';
import { percentileCont } from '../support/percentile';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const PROVIDER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const SLUGS = ['admin', 'user', 'agency', 'partner', 'caregiver'] as const;
type Slug = (typeof SLUGS)[number];

/** 2019, years before any demo record: these referrals are the only ones of their months. */
const MONTHS = ['2019-01', '2019-02', '2019-03', '2019-04', '2019-05', '2019-06'] as const;
const OPEN = 1;
const HOLD = 2;
const CLOSED = 3;

const metadata = (occurredAt: string): NewEvent['metadata'] => ({ actorId: randomUUID(), actorRole: 1, correlationId: randomUUID(), causationId: randomUUID(), occurredAt, schemaVersion: 1 });

/** One referral's life: opened, then each step, each at its instant. What the test expects is computed from these, not read back. */
interface Life {
  referralId: string;
  agencyId: string;
  steps: { status: number; at: string }[];
}

const referralEvents = (life: Life, patientId: string): NewEvent[] => {
  const { referralId } = life;
  return life.steps.map(({ status, at }, index): NewEvent => {
    const previous = life.steps[index - 1]?.status;
    const event: ReferralEvent =
      index === 0
        ? { type: 'ReferralOpened', data: { referralId, patientId, partnerId: DEMO_PARTNER_ID, hubId: null, createdBy: 'admin', openedOn: at.slice(0, 10) } }
        : status === HOLD
          ? { type: 'ReferralHeld', data: { referralId, reason: 'Hospital stay' } }
          : status === OPEN
            ? { type: 'ReferralUnheld', data: { referralId } }
            : { type: 'ReferralClosed', data: { referralId, reasonId: 1, comment: null, dischargeDate: at.slice(0, 10), previousStatus: previous as 1 | 2 } };
    return { ...event, metadata: metadata(at) };
  });
};

/** A small deterministic spread of lives over the six months: some held, some unheld, some closed. */
const livesOf = (agencyFor: (index: number) => string): Life[] =>
  Array.from({ length: 18 }, (_, index) => {
    const month = MONTHS[index % 6]!;
    const day = String(1 + ((index * 7) % 25)).padStart(2, '0');
    const opened = `${month}-${day}T09:00:00.000Z`;
    const later = (hours: number) => new Date(Date.parse(opened) + hours * 3_600_000).toISOString();
    const steps = [{ status: OPEN, at: opened }];
    if (index % 3 !== 0) steps.push({ status: HOLD, at: later(24 + index * 5) });
    if (index % 3 === 1) steps.push({ status: OPEN, at: later(60 + index * 7) });
    if (index % 2 === 0) steps.push({ status: CLOSED, at: later(200 + index * 11) });
    return { referralId: randomUUID(), agencyId: agencyFor(index), steps };
  });

const monthOf = (instant: string) => instant.slice(0, 7);

const pointsOf = (answer: AnalyticsAnswer, key: string) => answer.series.find((series) => series.key === key)?.points.map((point) => point.value);

describe.each(testDatabases())('analytics over the durations read model on $name', (database) => {
  let stack: RunningStack;
  let store: EventStore;
  const as = {} as Record<Slug, ApiClient>;
  let lives: Life[];
  let agencyNames: Map<string, string>;

  const ask = async (slug: Slug, question: AnalyticsQuestionInput, locale?: string) => {
    const path = locale === undefined ? '/api/analytics/query' : (`/api/analytics/query?locale=${locale}` as const);
    return as[slug].post(path, question, { headers: { 'x-min-position': String(await stack.headPosition()) } });
  };
  const answerOf = async (question: AnalyticsQuestionInput, slug: Slug = 'admin'): Promise<AnalyticsAnswer> => {
    const response = await ask(slug, question);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return analyticsAnswer.parse(response.body);
  };
  const HALF_YEAR = { from: '2019-01-01', to: '2019-06-30', interval: 'month' } as const;

  beforeAll(async () => {
    stack = await startStack(database);
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
    store = await openEventStore(stack.careledger.db);
    const patients = { [DEMO_AGENCY_ID]: randomUUID(), [PROVIDER_AGENCY_ID]: randomUUID() };
    for (const [agencyId, patientId] of Object.entries(patients)) {
      await store.append(`patient-${patientId}`, [
        { type: 'PatientRegistered', data: { patientId, firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: null, agencyId, partnerId: DEMO_PARTNER_ID, createdBy: 'admin' }, metadata: metadata('2018-12-01T00:00:00.000Z') },
      ], 'no_stream');
    }
    lives = livesOf((index) => (index % 4 === 0 ? PROVIDER_AGENCY_ID : DEMO_AGENCY_ID));
    for (const life of lives) await store.append(`referral-${life.referralId}`, referralEvents(life, patients[life.agencyId as keyof typeof patients]), 'no_stream');
    await stack.waitForProjections();
    const { rows } = await stack.careledger.db.query<{ id: string; name: string }>('SELECT id::text AS id, name FROM agencies');
    agencyNames = new Map(rows.map((row) => [row.id, row.name]));
  }, 400_000);
  afterAll(() => stack?.stop());

  it('serves the catalogue of measures in the reader’s language', async () => {
    const english = analyticsCatalogueAnswer.parse((await as.admin.get('/api/analytics/measures')).body);
    expect(english.data.map((measure) => measure.key)).toEqual(analyticsMeasures.map((measure) => measure.key));
    expect(english.data.find((measure) => measure.key === 'referral.entered')).toMatchObject({ label: 'Status changes of referrals', unit: 'records', statistics: ['count'], dimensions: ['agency', 'partner', 'status', 'province', 'city'] });
    const spanish = analyticsCatalogueAnswer.parse((await as.agency.get('/api/analytics/measures?locale=es-ES')).body);
    expect(spanish.data.find((measure) => measure.key === 'referral.span')).toMatchObject({ label: 'Tiempo de derivaciones de un estado a otro', unit: 'seconds' });
  });

  it('counts the status changes of each month by status, as the appended events say, and drills each point to as many records', async () => {
    const answer = await answerOf({ measure: 'referral.entered', ...HALF_YEAR, groupBy: 'status' });
    const entries = lives.flatMap((life) => life.steps);
    for (const status of [OPEN, HOLD, CLOSED]) {
      const expected = MONTHS.map((month) => entries.filter((step) => step.status === status && monthOf(step.at) === month).length);
      expect(pointsOf(answer, String(status)), `status ${status}`).toEqual(expected);
    }
    expect(answer.series.map((series) => series.label).sort()).toEqual(['Closed', 'On hold', 'Open']);
    expect(answer.total).toBe(entries.length);
    expect(answer.series[0]!.points.map((point) => point.at)).toEqual(MONTHS.map((month) => `${month}-01`));

    for (const series of answer.series) {
      for (const point of series.points) {
        const response = await as.admin.post('/api/analytics/drill', { question: { measure: 'referral.entered', ...HALF_YEAR, groupBy: 'status' }, at: point.at, key: series.key, pageSize: 100 });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        const drill = analyticsDrillAnswer.parse(response.body);
        expect(drill.total, `${series.key} ${point.at}`).toBe(point.value);
        expect(drill.data).toHaveLength(drill.total);
        expect(drill.data.every((fact) => fact.status === Number(series.key) && fact.at.startsWith(point.at.slice(0, 7)))).toBe(true);
      }
    }
  });

  it('pages a drilled point: every page carries the total of the point, the pages together hold its records once, a page past the last one holds none', async () => {
    const question = { measure: 'referral.entered', ...HALF_YEAR, groupBy: 'status' } as const;
    const answer = await answerOf(question);
    const point = answer.series.flatMap((series) => series.points.map((each) => ({ key: series.key, ...each }))).find((each) => (each.value ?? 0) >= 3)!;
    const page = async (number: number) => analyticsDrillAnswer.parse((await as.admin.post('/api/analytics/drill', { question, at: point.at, key: point.key, page: number, pageSize: 2 })).body);
    const pages = [];
    for (let number = 1; number <= Math.ceil(point.value! / 2); number += 1) pages.push(await page(number));
    expect(pages.map((each) => each.total)).toEqual(pages.map(() => point.value));
    const records = pages.flatMap((each) => each.data.map((fact) => `${fact.recordId} ${fact.at}`));
    expect(new Set(records).size).toBe(point.value);
    const past = await page(pages.length + 1);
    expect(past).toMatchObject({ total: point.value, data: [] });
  });

  it('counts the referrals in each status at the end of each month, and drills to them', async () => {
    const question = { measure: 'referral.stock', ...HALF_YEAR, groupBy: 'status' } as const;
    const answer = await answerOf(question);
    const monthEnds = ['2019-02-01', '2019-03-01', '2019-04-01', '2019-05-01', '2019-06-01', '2019-07-01'];
    const statusAt = (life: Life, instant: string) => life.steps.filter((step) => step.at < instant).at(-1)?.status;
    for (const status of [OPEN, HOLD, CLOSED]) {
      expect(pointsOf(answer, String(status)), `status ${status}`).toEqual(monthEnds.map((end) => lives.filter((life) => statusAt(life, `${end}T00:00:00.000Z`) === status).length));
    }
    expect(answer.total).toBe(lives.length);
    // The daily flows (what is known now) and the stays themselves (as of a position) agree.
    const asOfHead = await answerOf({ ...question, asOf: { position: await stack.headPosition() } });
    expect({ ...asOfHead, asOf: null }).toEqual(answer);
    const drill = analyticsDrillAnswer.parse((await as.admin.post('/api/analytics/drill', { question, at: '2019-03-01', key: String(HOLD), pageSize: 100 })).body);
    expect(drill.data.map((fact) => fact.recordId).sort()).toEqual(lives.filter((life) => statusAt(life, '2019-04-01T00:00:00.000Z') === HOLD).map((life) => life.referralId).sort());
  });

  it('counts the referrals opened each week of a quarter, one line per partner, against the quarter before', async () => {
    const question = { measure: 'referral.started', from: '2019-04-01', to: '2019-06-30', interval: 'week', groupBy: 'partner', compareTo: 'previousPeriod' } as const;
    const answer = await answerOf(question);
    const openedIn = (start: string, end: string) => lives.filter((life) => life.steps[0]!.at >= start && life.steps[0]!.at < end).length;
    expect(answer.series.map((series) => series.key)).toEqual([DEMO_PARTNER_ID]);
    expect(answer.series[0]!.label).toBe('Paolo Partner');
    const weekEnd = (at: string) => new Date(Date.parse(`${at}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(answer.series[0]!.points.map((point) => point.value)).toEqual(answer.series[0]!.points.map((point) => openedIn(point.at, weekEnd(point.at))));
    expect(answer.total).toBe(openedIn(answer.from, weekEnd(answer.series[0]!.points.at(-1)!.at)));
    expect(answer.comparison!.series[0]!.points.map((point) => point.value)).toEqual(answer.comparison!.series[0]!.points.map((point) => openedIn(point.at, weekEnd(point.at))));
    expect(answer.comparison!.series[0]!.points).toHaveLength(answer.series[0]!.points.length);
  });

  it('splits by agency under the agencies’ names, the largest first and the rest as “other”', async () => {
    const answer = await answerOf({ measure: 'referral.entered', ...HALF_YEAR, groupBy: 'agency', top: 1 });
    const perAgency = (agencyId: string) => lives.filter((life) => life.agencyId === agencyId).reduce((sum, life) => sum + life.steps.length, 0);
    const [largest, smaller] = perAgency(DEMO_AGENCY_ID) >= perAgency(PROVIDER_AGENCY_ID) ? [DEMO_AGENCY_ID, PROVIDER_AGENCY_ID] : [PROVIDER_AGENCY_ID, DEMO_AGENCY_ID];
    expect(answer.series.map(({ key, label }) => ({ key, label }))).toEqual([
      { key: largest, label: agencyNames.get(largest) },
      { key: 'other', label: 'Other' },
    ]);
    const monthly = (agencyId: string) => MONTHS.map((month) => lives.filter((life) => life.agencyId === agencyId).flatMap((life) => life.steps).filter((step) => monthOf(step.at) === month).length);
    expect(pointsOf(answer, largest)).toEqual(monthly(largest));
    expect(pointsOf(answer, 'other')).toEqual(monthly(smaller));
  });

  it('takes the median and 90th percentile of the stays in a status, and of the time from one status to another', async () => {
    const stays = lives.flatMap((life) => life.steps.slice(0, -1).map((step, index) => ({ status: step.status, left: life.steps[index + 1]!.at, seconds: (Date.parse(life.steps[index + 1]!.at) - Date.parse(step.at)) / 1000 })));
    const open = stays.filter((stay) => stay.status === OPEN);
    const median = await answerOf({ measure: 'referral.stay', statistic: 'median', ...HALF_YEAR, interval: 'quarter', filters: { status: [OPEN] } });
    expect(median.series[0]!.points).toEqual([
      { at: '2019-01-01', value: percentileCont(open.filter((stay) => stay.left < '2019-04').map((stay) => stay.seconds), 0.5) },
      { at: '2019-04-01', value: percentileCont(open.filter((stay) => stay.left >= '2019-04' && stay.left < '2019-07').map((stay) => stay.seconds), 0.5) },
    ]);
    expect(median.total).toBe(percentileCont(open.filter((stay) => stay.left < '2019-07').map((stay) => stay.seconds), 0.5));

    const spans = lives.flatMap((life) => {
      const closed = life.steps.find((step) => step.status === CLOSED);
      return closed === undefined ? [] : [{ at: closed.at, seconds: (Date.parse(closed.at) - Date.parse(life.steps[0]!.at)) / 1000 }];
    });
    const p90 = await answerOf({ measure: 'referral.span', statistic: 'p90', from: '2019-01-01', to: '2019-12-31', interval: 'year', fromStatus: OPEN, toStatus: CLOSED });
    expect(p90.unit).toBe('seconds');
    expect(p90.total).toBe(percentileCont(spans.filter((span) => span.at < '2020').map((span) => span.seconds), 0.9));
  });

  it('counts the stays of the period in bins of days, as many in all as the count, for each reader only their own', async () => {
    const stays = lives.flatMap((life) =>
      life.steps.slice(0, -1).map((step, index) => ({ agencyId: life.agencyId, left: life.steps[index + 1]!.at, seconds: (Date.parse(life.steps[index + 1]!.at) - Date.parse(step.at)) / 1000 })),
    );
    const question = { measure: 'referral.stay', statistic: 'median', ...HALF_YEAR, groupBy: 'status' } as const;
    const spreadFor = async (slug: Slug, asked: object = question) => {
      const response = await as[slug].post('/api/analytics/distribution', { question: asked }, { headers: { 'x-min-position': String(await stack.headPosition()) } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return analyticsDistributionAnswer.parse(response.body);
    };
    const inPeriod = (agencyId?: string) => stays.filter((stay) => stay.left >= '2019-01' && stay.left < '2019-07' && (agencyId === undefined || stay.agencyId === agencyId));
    const expectBinsOf = (spread: Awaited<ReturnType<typeof spreadFor>>, expected: typeof stays) => {
      expect(spread.total).toBe(expected.length);
      expect(spread.bins.map((bin) => bin.count)).toEqual(spread.bins.map((bin) => expected.filter((stay) => stay.seconds >= bin.from * 86_400 && (bin.to === null || stay.seconds < bin.to * 86_400)).length));
      // Bins of one width, edge to edge from nothing, only the last one open.
      expect(spread.bins.map((bin) => bin.from)).toEqual(spread.bins.map((_, index) => index * spread.binDays));
      expect(spread.bins.slice(0, -1).every((bin) => bin.to === bin.from + spread.binDays)).toBe(true);
    };

    const all = await spreadFor('admin');
    expect(all).toMatchObject({ measure: 'referral.stay', from: '2019-01-01', to: '2019-06-30', asOf: null });
    expectBinsOf(all, inPeriod());
    expect(all.total).toBe((await answerOf({ ...question, statistic: 'count' })).total);
    expect(all.bins.length).toBeGreaterThan(1);
    expect(all.bins.length).toBeLessThanOrEqual(13);

    expectBinsOf(await spreadFor('agency'), inPeriod(DEMO_AGENCY_ID));
    const other = await as.agency.post('/api/analytics/distribution', { question: { ...question, filters: { agency: [PROVIDER_AGENCY_ID] } } });
    expect([other.status, other.body.code]).toEqual([403, 'report_other_agency']);
    const family = await as.user.post('/api/analytics/distribution', { question });
    expect([family.status, family.body.code]).toEqual([403, 'report_forbidden']);

    const refusal = async (body: unknown) => {
      const response = await as.admin.post('/api/analytics/distribution', body);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      return response.body.errors as { path: string; message: string }[];
    };
    expect(await refusal({ question, bins: 1 })).toEqual([{ path: 'bins', message: 'must be at least 2' }]);
    expect(await refusal({ question: { measure: 'referral.entered', ...HALF_YEAR } })).toEqual([
      { path: 'question.measure', message: 'must be a duration measure (a stay, a span or a referral metric) for a distribution, not referral.entered' },
    ]);
  });

  it('takes the median and 90th percentile from posting published to filled, by care service and by province, named', async () => {
    const places = [
      { province: 'ON', city: 'Toronto' },
      { province: 'QC', city: 'Montréal' },
    ];
    const patientIn = async (place: { province: string; city: string }) => {
      const patientId = randomUUID();
      await store.append(`patient-${patientId}`, [
        { type: 'PatientRegistered', data: { patientId, firstName: 'Lea', lastName: 'Roy', dateOfBirth: null, agencyId: DEMO_AGENCY_ID, partnerId: null, createdBy: 'admin' }, metadata: metadata('2018-12-01T00:00:00.000Z') },
        {
          type: 'PatientDemographicsUpdated',
          data: { patientId, firstName: 'Lea', lastName: 'Roy', dateOfBirth: null, gender: null, phone: null, address: { street: null, ...place, postalCode: null, country: 'CA' } },
          metadata: metadata('2018-12-02T00:00:00.000Z'),
        },
      ], 'no_stream');
      return patientId;
    };
    const patients = [await patientIn(places[0]!), await patientIn(places[1]!)];
    // Twelve postings in 2019's second half: care service 3 or 4, in Toronto or Montréal, filled after a growing wait.
    const postings = Array.from({ length: 12 }, (_, index) => ({
      postingId: randomUUID(),
      careServiceId: index % 3 === 0 ? 4 : 3,
      place: index % 2,
      published: Date.parse('2019-07-01T08:00:00.000Z') + index * 5 * 86_400_000,
      waitHours: 6 + index * index,
    }));
    for (const posting of postings) {
      const { postingId } = posting;
      const at = (ms: number) => metadata(new Date(ms).toISOString());
      await store.append(`posting-${postingId}`, [
        {
          type: 'PostingCreated',
          data: { postingId, patientId: patients[posting.place]!, agencyId: DEMO_AGENCY_ID, careServiceId: posting.careServiceId, schedule: { days: [1], startTime: '08:00', endTime: '12:00' }, startDate: '2019-08-01', endDate: '2019-12-31', description: null, createdBy: 'admin' },
          metadata: at(posting.published - 3_600_000),
        },
        { type: 'PostingPublished', data: { postingId }, metadata: at(posting.published) },
        { type: 'PostingFilled', data: { postingId, assignee: { kind: 'caregiver', id: randomUUID() } }, metadata: at(posting.published + posting.waitHours * 3_600_000) },
      ], 'no_stream');
    }
    await stack.waitForProjections();
    const waits = (matching: (posting: (typeof postings)[number]) => boolean) => postings.filter(matching).map((posting) => posting.waitHours * 3_600);
    const span = { measure: 'posting.span', from: '2019-07-01', to: '2019-12-31', interval: 'year', fromStatus: 2, toStatus: 4 } as const;

    const byService = await answerOf({ ...span, statistic: 'p90', groupBy: 'careService' });
    expect(byService.series.map(({ key, label }) => ({ key, label }))).toEqual([
      { key: '3', label: 'Home support' },
      { key: '4', label: 'Nursing' },
    ]);
    expect(pointsOf(byService, '3')).toEqual([percentileCont(waits((posting) => posting.careServiceId === 3), 0.9)]);
    expect(pointsOf(byService, '4')).toEqual([percentileCont(waits((posting) => posting.careServiceId === 4), 0.9)]);

    const byProvince = await answerOf({ ...span, statistic: 'median', groupBy: 'province', filters: { careService: [3] } });
    for (const [index, place] of places.entries()) {
      expect(pointsOf(byProvince, place.province), place.province).toEqual([percentileCont(waits((posting) => posting.careServiceId === 3 && posting.place === index), 0.5)]);
    }
    const spanish = analyticsAnswer.parse((await ask('admin', { ...span, statistic: 'p90', groupBy: 'careService' }, 'es-ES')).body);
    expect(spanish.series.map((series) => series.label)).toEqual(['Apoyo en el hogar', 'Enfermería']);
  });

  it('compares a quarter with the one before it, point by point', async () => {
    const first = await answerOf({ measure: 'referral.entered', from: '2019-01-01', to: '2019-03-31', interval: 'month' });
    const second = await answerOf({ measure: 'referral.entered', from: '2019-04-01', to: '2019-06-30', interval: 'month', compareTo: 'previousPeriod' });
    expect(second.comparison).toMatchObject({ compareTo: 'previousPeriod', from: '2019-01-01', to: '2019-03-31', total: first.total });
    expect(second.comparison!.series).toEqual(first.series);
  });

  it('drills into a point of the compared period: its records, under the keys the answer ranked over its own period', async () => {
    const question = { measure: 'referral.entered', from: '2019-04-01', to: '2019-06-30', interval: 'month', groupBy: 'status', compareTo: 'previousPeriod' } as const;
    const answer = await answerOf(question);
    const drilled = [];
    for (const series of answer.comparison!.series) {
      for (const point of series.points) {
        const response = await as.admin.post('/api/analytics/drill', { question, at: point.at, key: series.key, pageSize: 100 });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        const drill = analyticsDrillAnswer.parse(response.body);
        expect(drill.total, `${series.key} ${point.at}`).toBe(point.value);
        expect(drill.data.every((fact) => fact.status === Number(series.key) && fact.at.startsWith(point.at.slice(0, 7)))).toBe(true);
        drilled.push(...drill.data);
      }
    }
    const firstQuarter = lives.flatMap((life) => life.steps).filter((step) => step.at < '2019-04');
    expect(drilled).toHaveLength(firstQuarter.length);

    const outside = await as.admin.post('/api/analytics/drill', { question, at: '2018-12-01', key: String(OPEN) });
    expect([outside.status, outside.body.errors]).toEqual([400, [{ path: 'at', message: "must be an interval's first day from 2019-04-01 to before 2019-07-01 or from 2019-01-01 to before 2019-04-01" }]]);
  });

  it('answers as of an earlier position what it answered then, though a late event moved the figure since', async () => {
    const question = { measure: 'referral.entered', ...HALF_YEAR, groupBy: 'status' } as const;
    const before = await answerOf(question);
    const position = await stack.headPosition();
    const late: Life = { referralId: randomUUID(), agencyId: DEMO_AGENCY_ID, steps: [{ status: OPEN, at: '2019-02-14T10:00:00.000Z' }] };
    await store.append(`referral-${late.referralId}`, referralEvents(late, randomUUID()), 'no_stream');
    await stack.waitForProjections();

    const now = await answerOf(question);
    expect(pointsOf(now, String(OPEN))![1]).toBe(pointsOf(before, String(OPEN))![1]! + 1);
    const then = await answerOf({ ...question, asOf: { position } });
    expect({ ...then, asOf: null }).toEqual(before);
    expect(then.asOf).toEqual({ position });

    // What changed since: the one event that moved the figure, and nothing else.
    const response = await as.admin.post('/api/analytics/changes', { question, since: position });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const changes = analyticsChangesAnswer.parse(response.body);
    expect(changes.until).toBe(await stack.headPosition());
    expect(changes.data).toEqual([
      {
        position: changes.until,
        eventType: 'ReferralOpened',
        streamId: `referral-${late.referralId}`,
        recordId: late.referralId,
        machine: 'referral',
        move: 'arrived',
        status: OPEN,
        statusLabel: 'Open',
        at: '2019-02-14T10:00:00.000Z',
      },
    ]);
  });

  it('lists a stock’s records leaving a status among the changes, by the event that moved them', async () => {
    const question = { measure: 'referral.stock', ...HALF_YEAR, groupBy: 'status' } as const;
    const before = await answerOf(question);
    const since = await stack.headPosition();
    const held = lives.find((life) => life.steps.at(-1)!.status === HOLD)!;
    const closedAt = '2019-06-20T12:00:00.000Z';
    await store.append(`referral-${held.referralId}`, [
      { type: 'ReferralClosed', data: { referralId: held.referralId, reasonId: 1, comment: null, dischargeDate: '2019-06-20', previousStatus: 2 }, metadata: metadata(closedAt) },
    ], 'any');
    await stack.waitForProjections();
    const after = await answerOf(question);
    expect(pointsOf(after, String(HOLD))!.at(-1)).toBe(pointsOf(before, String(HOLD))!.at(-1)! - 1);

    const changes = analyticsChangesAnswer.parse((await as.admin.post('/api/analytics/changes', { question, since })).body);
    expect(changes.data.map(({ move, status, eventType, recordId }) => ({ move, status, eventType, recordId }))).toEqual([
      { move: 'arrived', status: CLOSED, eventType: 'ReferralClosed', recordId: held.referralId },
      { move: 'left', status: HOLD, eventType: 'ReferralClosed', recordId: held.referralId },
    ]);
    const refused = await as.admin.post('/api/analytics/changes', { question, since: 5, until: 2 });
    expect([refused.status, refused.body.errors]).toEqual([400, [{ path: 'until', message: 'must not be before since' }]]);
  });

  it('lists what changed since an instant: every status moved by as much as its arrivals less its departures', async () => {
    const question = { measure: 'referral.entered', ...HALF_YEAR, groupBy: 'status' } as const;
    const instant = '2019-05-01T00:00:00.000Z';
    const moves: AnalyticsChangesAnswer['data'] = [];
    for (let page = 1; ; page += 1) {
      const response = await as.admin.post('/api/analytics/changes', { question, since: '2019-05-01T02:00:00+02:00', page, pageSize: 100 });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const changes = analyticsChangesAnswer.parse(response.body);
      expect(changes.since).toBe(instant);
      moves.push(...changes.data);
      if (moves.length >= changes.total) break;
    }
    expect(moves.length).toBeGreaterThan(0);
    const then = await answerOf({ ...question, asOf: { instant } });
    const now = await answerOf(question);
    const sum = (answer: AnalyticsAnswer, key: string) => (pointsOf(answer, key) ?? []).reduce<number>((total, value) => total + (value ?? 0), 0);
    for (const status of new Set([...now.series, ...then.series].map((series) => series.key))) {
      const net = moves.filter((move) => String(move.status) === status).reduce((total, move) => total + (move.move === 'arrived' ? 1 : -1), 0);
      expect([status, sum(now, status) - sum(then, status)]).toEqual([status, net]);
    }
    expect(moves.every((move) => move.at >= instant || move.move === 'left')).toBe(true);

    const future = await as.admin.post('/api/analytics/changes', { question, since: '2999-01-01T00:00:00Z' });
    expect([future.status, future.body.errors]).toEqual([400, [{ path: 'since', message: 'must not be in the future' }]]);
    const bad = await as.admin.post('/api/analytics/changes', { question, since: 'last Tuesday' });
    expect([bad.status, bad.body.errors]).toEqual([400, [{ path: 'since', message: 'must be a position in the log or an instant, ISO 8601 with its offset' }]]);
  });

  it('holds agencies and partners to their own figures, and refuses those without reports', async () => {
    const agency = await answerOf({ measure: 'referral.entered', ...HALF_YEAR, groupBy: 'agency' }, 'agency');
    expect(agency.series.map((series) => series.key)).toEqual([DEMO_AGENCY_ID]);
    const other = await ask('agency', { measure: 'referral.entered', ...HALF_YEAR, filters: { agency: [PROVIDER_AGENCY_ID] } });
    expect([other.status, other.body.code]).toEqual([403, 'report_other_agency']);
    const partner = await answerOf({ measure: 'referral.entered', ...HALF_YEAR, groupBy: 'partner' }, 'partner');
    expect(partner.series.map((series) => series.key)).toEqual([DEMO_PARTNER_ID]);
    for (const slug of ['user', 'caregiver'] as const) {
      const refused = await ask(slug, { measure: 'referral.entered', ...HALF_YEAR });
      expect([slug, refused.status, refused.body.code]).toEqual([slug, 403, 'report_forbidden']);
      // A billing measure too: the reports rule refuses first, whatever the measure.
      const billing = await ask(slug, { measure: 'payment.amount', statistic: 'sum', ...HALF_YEAR });
      expect([slug, billing.status, billing.body.code]).toEqual([slug, 403, 'report_forbidden']);
      expect((await as[slug].get('/api/analytics/measures')).status).toBe(403);
    }
  });

  it('refuses a question it cannot answer, naming the field and the rule', async () => {
    const refusal = async (question: unknown) => {
      const response = await as.admin.post('/api/analytics/query', question);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      return response.body.errors as { path: string; message: string }[];
    };
    expect(await refusal({ measure: 'referral.everything', ...HALF_YEAR })).toEqual([{ path: 'measure', message: 'must be a measure of GET /api/analytics/measures' }]);
    expect(await refusal({ measure: 'referral.span', ...HALF_YEAR })).toEqual([
      { path: 'fromStatus', message: 'is required for referral.span' },
      { path: 'toStatus', message: 'is required for referral.span' },
    ]);
    expect(await refusal({ measure: 'referral.entered', statistic: 'median', ...HALF_YEAR })).toEqual([{ path: 'statistic', message: 'must be one of count for referral.entered' }]);
    expect(await refusal({ measure: 'referral.entered', from: '2010-01-01', to: '2019-12-31', interval: 'day' })).toMatchObject([{ path: 'interval' }]);
    expect(await refusal({ measure: 'referral.entered', ...HALF_YEAR, filters: { status: [9] } })).toEqual([{ path: 'filters.status', message: 'must be statuses of the referral (1, 2, 3)' }]);
    expect(await refusal({ measure: 'referral.entered', ...HALF_YEAR, asOf: { position: 1e12 } })).toMatchObject([{ path: 'asOf.position' }]);
    expect(await refusal({ measure: 'referral.entered', ...HALF_YEAR, colour: 'red' })).toEqual([{ path: 'colour', message: 'is not an allowed field' }]);
  });
});
