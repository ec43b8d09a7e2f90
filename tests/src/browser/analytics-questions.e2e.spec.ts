import { randomUUID } from 'node:crypto';
import { AssessmentStatus, CareService, ReferralStatus } from '@careledger/domain';
import { openEventStore, type EventStore, type NewEvent } from '@careledger/storage';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentileCont } from '../support/percentile';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import {
  addDays,
  agencyRegistered,
  appendStreams,
  assessmentEvents,
  hoursAfter,
  mondayOf,
  partnerAccountCreated,
  patientEvents,
  postingEvents,
  referralClosed,
  referralEvents,
  type Step,
} from './analytics/events';
import { openWatchedPage, screenshot } from './browser';
import { isQuery, tableOf } from './analytics/workbench';
import { requireBuiltConsole, signInAs } from './journey';

/**
 * The five questions of issue 22, each asked in the workbench as an analyst would, over records
 * of 2017 and 2018 (years before any demo record) under partners and agencies this test creates:
 * every figure expected is computed here from the events appended.
 */

const HARBOURSIDE = { id: randomUUID(), name: 'Harbourside Health Partners' };
const LAKEVIEW = { id: randomUUID(), name: 'Lakeview Community Referrals' };
const MAPLE = { id: randomUUID(), name: 'Maple Grove Home Care' };
const CEDAR = { id: randomUUID(), name: 'Cedar Ridge Nursing' };
const BEFORE_ALL = '2016-12-01T00:00:00.000Z';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const weekLabel = (monday: string) => `Week of ${day.format(new Date(`${monday}T00:00:00Z`))}`;

// 1 and 5. Referrals opened, spread over two quarters by two partners, and a burst of Harbourside's in one week.
interface Opened {
  referralId: string;
  partnerId: string;
  at: string;
}
const QUARTER = { from: '2018-04-01', to: '2018-06-30' };
/** The weeks the quarter is answered in (whole weeks from the one holding its first day), and as many before it. */
const WEEKS = Array.from({ length: 14 }, (_, index) => addDays(mondayOf(QUARTER.from), index * 7));
const COMPARED_WEEKS = WEEKS.map((monday) => addDays(monday, -7 * WEEKS.length));
const BAR_WEEK = '2018-05-14';
const spread = (partnerId: string, first: string, count: number, everyDays: number): Opened[] =>
  Array.from({ length: count }, (_, index) => ({ referralId: randomUUID(), partnerId, at: hoursAfter(first, index * everyDays * 24 + (index % 5)) }));
const spreadOpened = [...spread(HARBOURSIDE.id, '2017-12-20T10:00:00.000Z', 22, 9), ...spread(LAKEVIEW.id, '2017-12-22T15:00:00.000Z', 12, 16)];
const inWeek = (monday: string) => (opened: Opened) => opened.at >= `${monday}T00:00:00.000Z` && opened.at < `${addDays(monday, 7)}T00:00:00.000Z`;
/** As many more of Harbourside's that week as make its bar 14. */
const burst: Opened[] = Array.from({ length: 14 - spreadOpened.filter((opened) => opened.partnerId === HARBOURSIDE.id && inWeek(BAR_WEEK)(opened)).length }, (_, index) => ({
  referralId: randomUUID(),
  partnerId: HARBOURSIDE.id,
  at: hoursAfter(`${BAR_WEEK}T08:00:00.000Z`, index * 7),
}));
const opened = [...spreadOpened, ...burst];
const openedIn = (partnerId: string, monday: string) => opened.filter((referral) => referral.partnerId === partnerId && inWeek(monday)(referral));

// 2. Postings published and filled in 2017, by two care services in two provinces.
const PROVINCES = ['Nova Scotia', 'Manitoba'] as const;
const postings = Array.from({ length: 16 }, (_, index) => {
  const published = hoursAfter('2017-02-01T09:00:00.000Z', index * 17 * 24 + index);
  return {
    postingId: randomUUID(),
    patientId: randomUUID(),
    careServiceId: index % 2 === 0 ? CareService.HOME_SUPPORT : CareService.NURSING,
    province: PROVINCES[Math.floor(index / 2) % 2]!,
    created: hoursAfter(published, -24),
    published,
    filled: hoursAfter(published, 20 + ((index * index * 37) % 230) + index * 3.5),
  };
});
const waits = (which: (posting: (typeof postings)[number]) => boolean) => postings.filter(which).map((posting) => (Date.parse(posting.filled) - Date.parse(posting.published)) / 1000);

// 3. Assessments of two agencies, pending (the assessment's "on hold"), scheduled and pended again over the first half of 2017.
const MONTHS = ['2017-01', '2017-02', '2017-03', '2017-04', '2017-05', '2017-06'] as const;
const assessments = Array.from({ length: 12 }, (_, index) => {
  const created = hoursAfter('2017-01-05T11:00:00.000Z', index * 13 * 24);
  const steps: Step[] = [{ status: AssessmentStatus.PENDING, at: created }];
  steps.push({ status: AssessmentStatus.SCHEDULED, at: hoursAfter(created, (20 + index) * 24) });
  if (index % 2 === 0) steps.push({ status: AssessmentStatus.PENDING, at: hoursAfter(created, 45 * 24) });
  if (index % 4 === 0) steps.push({ status: AssessmentStatus.SCHEDULED, at: hoursAfter(created, 70 * 24) });
  return { assessmentId: randomUUID(), patientId: randomUUID(), agencyId: index % 3 === 0 ? CEDAR.id : MAPLE.id, steps };
});
const nextMonthStart = (month: string) => `${addDays(`${month}-28`, 7).slice(0, 7)}-01T00:00:00.000Z`;
const pendingAtEndOf = (agencyId: string, month: string) =>
  assessments.filter((assessment) => assessment.agencyId === agencyId && assessment.steps.filter((step) => step.at < nextMonthStart(month)).at(-1)?.status === AssessmentStatus.PENDING).length;

// 4. October 2018's closed referrals as the board saw them, and the corrections recorded after.
const BOARD_PATIENT = randomUUID();
const board = Array.from({ length: 9 }, (_, index) => {
  const steps: Step[] = [{ status: ReferralStatus.OPEN, at: hoursAfter('2018-09-10T09:00:00.000Z', index * 3 * 24) }];
  if (index < 6) steps.push({ status: ReferralStatus.CLOSED, at: hoursAfter('2018-10-03T14:00:00.000Z', index * 4 * 24) });
  if (index === 6) steps.push({ status: ReferralStatus.CLOSED, at: '2018-11-05T10:00:00.000Z' });
  return { referralId: randomUUID(), steps };
});
const closedInOctober = (steps: Step[]) => steps.filter((step) => step.status === ReferralStatus.CLOSED && step.at.startsWith('2018-10')).length;
/** Closures entered late for two referrals still open, and a referral of October imported late. */
const lateClosures = [
  { referralId: board[7]!.referralId, at: '2018-10-28T16:00:00.000Z' },
  { referralId: board[8]!.referralId, at: '2018-10-30T09:30:00.000Z' },
];
const imported = { referralId: randomUUID(), steps: [{ status: ReferralStatus.OPEN, at: '2018-10-02T08:00:00.000Z' }, { status: ReferralStatus.CLOSED, at: '2018-10-29T12:00:00.000Z' }] };

/** A duration as the console writes it: in the unit it reads best in, one decimal at most. */
const durationText = (seconds: number | null): string => {
  if (seconds === null) return '—';
  const unit = seconds >= 2 * 86_400 ? 'day' : seconds >= 2 * 3_600 ? 'hour' : seconds >= 120 ? 'minute' : 'second';
  const size = { day: 86_400, hour: 3_600, minute: 60, second: 1 }[unit];
  return new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(seconds / size);
};

describe('an analyst answers the five questions of the workbench in Chromium', () => {
  let stack: RunningStack;
  let store: EventStore;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  /** Every call the server refused, to say which when the console logs one. */
  const refusals: string[] = [];

  /** Picks an option, and waits for the form to show it: the next choice then changes the question as it now stands. */
  const choose = async (combobox: string, option: string) => {
    const field = page.getByRole('combobox', { name: combobox, exact: true });
    await field.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect.poll(() => field.textContent()).toBe(option);
  };
  /** Types the period and waits for the answer to the question the URL now holds. */
  const askOver = async (from: string, to: string, check: (body: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> => {
    const asked = page.waitForResponse((response) => isQuery(response, (body) => body.from === from && body.to === to && check(body)));
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByLabel('To', { exact: true }).press('Enter');
    const answer = await asked;
    expect(answer.status()).toBe(200);
    return (await answer.json()) as Record<string, unknown>;
  };
  const answered = (check: (body: Record<string, unknown>) => boolean) => page.waitForResponse((response) => isQuery(response, check)).then(async (response) => (await response.json()) as Record<string, unknown>);
  const hrefsIn = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const referralHref = (id: string) => `/user/en-us/referrals/${id}`;

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!);
    store = await openEventStore(stack.careledger.db);
    const streams: { streamId: string; events: NewEvent[] }[] = [];
    for (const partner of [HARBOURSIDE, LAKEVIEW]) {
      const account = partnerAccountCreated(partner.id, partner.name, BEFORE_ALL);
      streams.push({ streamId: account.streamId, events: [account.event] });
    }
    for (const agency of [MAPLE, CEDAR]) streams.push({ streamId: `agency-${agency.id}`, events: [agencyRegistered(agency.id, agency.name, BEFORE_ALL)] });
    for (const referral of opened) streams.push({ streamId: `referral-${referral.referralId}`, events: referralEvents(referral.referralId, randomUUID(), referral.partnerId, [{ status: ReferralStatus.OPEN, at: referral.at }]) });
    for (const posting of postings) {
      streams.push({ streamId: `patient-${posting.patientId}`, events: patientEvents(posting.patientId, { agencyId: MAPLE.id, partnerId: null, province: posting.province, city: 'Halifax' }, BEFORE_ALL) });
      streams.push({ streamId: `posting-${posting.postingId}`, events: postingEvents(posting.postingId, posting.patientId, MAPLE.id, posting.careServiceId, posting) });
    }
    for (const assessment of assessments) {
      streams.push({ streamId: `patient-${assessment.patientId}`, events: patientEvents(assessment.patientId, { agencyId: assessment.agencyId, partnerId: null }, BEFORE_ALL) });
      streams.push({ streamId: `assessment-${assessment.assessmentId}`, events: assessmentEvents(assessment.assessmentId, assessment.patientId, assessment.agencyId, assessment.steps) });
    }
    streams.push({ streamId: `patient-${BOARD_PATIENT}`, events: patientEvents(BOARD_PATIENT, { agencyId: MAPLE.id, partnerId: LAKEVIEW.id }, BEFORE_ALL) });
    for (const referral of board) streams.push({ streamId: `referral-${referral.referralId}`, events: referralEvents(referral.referralId, BOARD_PATIENT, LAKEVIEW.id, referral.steps) });
    await appendStreams(store, streams);
    await stack.waitForProjections();
    ({ browser, page, consoleErrors } = await openWatchedPage({ timezoneId: 'UTC' }));
    page.on('response', (response) => {
      if (response.status() >= 400) refusals.push(`${response.status()} ${response.request().method()} ${response.url()} ${response.request().postData() ?? ''}`);
    });
    await signInAs(page, stack.careledger.url, 'admin');
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('1. Referrals opened per week this quarter, one line per partner, against last quarter', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/analytics`);
    await page.getByRole('heading', { level: 2, name: 'Status changes of referrals' }).waitFor();
    await choose('Measure', 'New referrals');
    await choose('Split by', 'Partner');
    // The quarter first: the last 12 months by week would be fine, but from its first day to today is more weeks than a chart may hold.
    await askOver(QUARTER.from, QUARTER.to, (body) => body.measure === 'referral.started' && body.groupBy === 'partner');
    const weekly = answered((body) => body.interval === 'week' && body.from === QUARTER.from && body.to === QUARTER.to);
    await choose('Interval', 'Week');
    await weekly;
    const asked = answered((body) => body.compareTo === 'previousPeriod' && body.from === QUARTER.from);
    await choose('Compare with', 'The previous period');
    const answer = await asked;
    expect(answer).toMatchObject({ from: WEEKS[0], to: addDays(WEEKS.at(-1)!, 6), comparison: { from: COMPARED_WEEKS[0], to: addDays(COMPARED_WEEKS.at(-1)!, 6) } });

    // Harbourside opened more this quarter: its line comes first. Series are named, never by id.
    const partners = [HARBOURSIDE, LAKEVIEW];
    const expected = [
      ['Interval', ...partners.map((partner) => partner.name), ...partners.map((partner) => `${partner.name}, previous period`)],
      ...WEEKS.map((monday, place) => [
        weekLabel(monday),
        ...partners.map((partner) => String(openedIn(partner.id, monday).length)),
        ...partners.map((partner) => String(openedIn(partner.id, COMPARED_WEEKS[place]!).length)),
      ]),
    ];
    await expect.poll(() => tableOf(page)).toEqual(expected);
    expect(opened.filter((referral) => WEEKS.some((monday) => inWeek(monday)(referral))).length).toBeGreaterThan(20);
    await page.locator('.recharts-line').first().waitFor();
    await screenshot(page, 'analytics-question-1-weekly-by-partner');

    // Drilling into a figure of last quarter: the referrals Harbourside opened that week, exactly.
    const comparedWeek = COMPARED_WEEKS.find((monday) => openedIn(HARBOURSIDE.id, monday).length > 0)!;
    const records = openedIn(HARBOURSIDE.id, comparedWeek);
    await page.getByRole('button', { name: `The records behind ${HARBOURSIDE.name}, previous period, ${weekLabel(comparedWeek)}: ${records.length}` }).click();
    const dialog = page.getByRole('dialog', { name: `${HARBOURSIDE.name}, previous period, ${weekLabel(comparedWeek)}` });
    await expect.poll(() => dialog.getByTestId('drill-summary').textContent()).toBe(`${records.length} record${records.length === 1 ? '' : 's'}`);
    expect((await hrefsIn(dialog)).sort()).toEqual(records.map((record) => referralHref(record.referralId)).sort());
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('5. Which 14 referrals make up this bar? Exactly the ones opened that week, as many as the bar says', async () => {
    await page.getByRole('button', { name: 'Stacked bars' }).click();
    await page.waitForURL(/chart=bar/);
    const records = openedIn(HARBOURSIDE.id, BAR_WEEK);
    expect(records).toHaveLength(14);
    const row = (await tableOf(page)).find((cells) => cells[0] === weekLabel(BAR_WEEK))!;
    expect(row[1]).toBe('14');

    await page.locator(`[data-point="${HARBOURSIDE.id}|${BAR_WEEK}"] path`).click();
    const dialog = page.getByRole('dialog', { name: `${HARBOURSIDE.name}, ${weekLabel(BAR_WEEK)}` });
    await expect.poll(() => dialog.getByTestId('drill-summary').textContent()).toBe('14 records');
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(14);
    expect((await hrefsIn(dialog)).sort()).toEqual(records.map((record) => referralHref(record.referralId)).sort());
    expect(await dialog.locator('tbody tr td:nth-child(5)').allTextContents()).toEqual(Array.from({ length: 14 }, () => HARBOURSIDE.name));
    await screenshot(page, 'analytics-question-5-bar-drill');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('2. Median and 90th-percentile days from posting published to filled, by care service and by province', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/analytics`);
    await page.getByRole('heading', { level: 2, name: 'Status changes of referrals' }).waitFor();
    await choose('Measure', 'Time postings take from one status to another');
    await choose('From status', 'Open');
    await choose('To status', 'Filled');
    await choose('Statistic', 'Median');
    await choose('Split by', 'Care service');
    await choose('Interval', 'Year');
    const median = await askOver('2017-01-01', '2017-12-31', (body) => body.measure === 'posting.span' && body.statistic === 'median' && body.groupBy === 'careService' && body.interval === 'year');
    expect(median).toMatchObject({ unit: 'seconds', total: percentileCont(waits(() => true), 0.5) });

    const services = [
      { id: CareService.HOME_SUPPORT, name: 'Home support' },
      { id: CareService.NURSING, name: 'Nursing' },
    ];
    const byService = (fraction: number) => services.map((service) => percentileCont(waits((posting) => posting.careServiceId === service.id), fraction));
    const figuresOf = (answer: Record<string, unknown>) => (answer.series as { label: string; points: { value: number | null }[] }[]).map((series) => [series.label, series.points[0]?.value]);
    expect([...figuresOf(median)].sort()).toEqual(services.map((service, index) => [service.name, byService(0.5)[index]]).sort());
    const tableFor = async (names: string[], values: (number | null)[]) => {
      await expect.poll(async () => (await tableOf(page))[0]?.slice(1).sort()).toEqual([...names].sort());
      const [header, row] = await tableOf(page);
      expect(row).toEqual(['2017', ...header!.slice(1).map((name) => durationText(values[names.indexOf(name)] ?? null))]);
    };
    await tableFor(services.map((service) => service.name), byService(0.5));

    const p90 = answered((body) => body.statistic === 'p90' && body.groupBy === 'careService');
    await choose('Statistic', '90th percentile');
    expect([...figuresOf(await p90)].sort()).toEqual(services.map((service, index) => [service.name, byService(0.9)[index]]).sort());
    await tableFor(services.map((service) => service.name), byService(0.9));

    const byProvince = answered((body) => body.statistic === 'p90' && body.groupBy === 'province');
    await choose('Split by', 'Province');
    const provinces = PROVINCES.map((province) => percentileCont(waits((posting) => posting.province === province), 0.9));
    expect([...figuresOf(await byProvince)].sort()).toEqual(PROVINCES.map((province, index) => [province, provinces[index]]).sort());
    await tableFor([...PROVINCES], provinces);
    await screenshot(page, 'analytics-question-2-posting-span');
  });

  it('3. How many assessments were on hold (pending) at the end of each month, by agency', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/analytics`);
    await page.getByRole('heading', { level: 2, name: 'Status changes of referrals' }).waitFor();
    await choose('Measure', 'Assessments in each status at the end of the interval');
    await choose('Split by', 'Agency');
    await askOver('2017-01-01', '2017-06-30', (body) => body.measure === 'assessment.stock' && body.groupBy === 'agency');
    const pending = answered((body) => body.measure === 'assessment.stock' && JSON.stringify(body.filters) === JSON.stringify({ status: [AssessmentStatus.PENDING] }));
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await pending;

    const agencies = [MAPLE, CEDAR];
    await expect.poll(async () => (await tableOf(page))[0]?.slice(1).sort()).toEqual(agencies.map((agency) => agency.name).sort());
    const [header, ...rows] = await tableOf(page);
    const columns = header!.slice(1).map((name) => agencies.find((agency) => agency.name === name)!);
    const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(rows).toEqual(MONTHS.map((month) => [monthLabel.format(new Date(`${month}-01T00:00:00Z`)), ...columns.map((agency) => String(pendingAtEndOf(agency.id, month)))]));
    // Not all quiet: the months have something to show for both agencies.
    expect(MONTHS.some((month) => pendingAtEndOf(MAPLE.id, month) > 0) && MONTHS.some((month) => pendingAtEndOf(CEDAR.id, month) > 0)).toBe(true);
    await screenshot(page, 'analytics-question-3-pending-by-agency');
  });

  it('4. The board report for October, shown again as of its log position after corrections, and then what changed', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/analytics`);
    await page.getByRole('heading', { level: 2, name: 'Status changes of referrals' }).waitFor();
    await askOver('2018-10-01', '2018-10-31', (body) => body.measure === 'referral.entered');
    const closedOnly = answered((body) => JSON.stringify(body.filters) === JSON.stringify({ status: [ReferralStatus.CLOSED] }));
    await page.getByRole('button', { name: 'Closed', exact: true }).click();
    await closedOnly;
    const reported = board.reduce((sum, referral) => sum + closedInOctober(referral.steps), 0);
    expect(reported).toBe(6);
    await expect.poll(() => tableOf(page)).toEqual([['Interval', 'Closed'], ['Oct 2018', String(reported)]]);
    // The board read the figure when the log stood here.
    const boardPosition = await stack.headPosition();

    // Since then, two closures of October were entered late and an October referral was imported.
    for (const late of lateClosures) await store.append(`referral-${late.referralId}`, [referralClosed(late.referralId, late.at, ReferralStatus.OPEN)], 'any');
    await store.append(`referral-${imported.referralId}`, referralEvents(imported.referralId, BOARD_PATIENT, LAKEVIEW.id, imported.steps), 'no_stream');
    await stack.waitForProjections();
    const today = reported + lateClosures.length + closedInOctober(imported.steps);

    const again = answered((body) => body.from === '2018-10-01' && body.asOf === undefined);
    await page.reload();
    await again;
    await expect.poll(() => tableOf(page)).toEqual([['Interval', 'Closed'], ['Oct 2018', String(today)]]);

    // As of the board's position: the board's figure, exactly.
    const then = answered((body) => JSON.stringify(body.asOf) === JSON.stringify({ position: boardPosition }));
    await page.getByLabel('or log position', { exact: true }).fill(String(boardPosition));
    await page.getByRole('button', { name: 'Show as of then' }).click();
    expect((await then).asOf).toEqual({ position: boardPosition });
    await page.waitForURL(new RegExp(`asOf=${boardPosition}$`));
    await expect.poll(() => tableOf(page)).toEqual([['Interval', 'Closed'], ['Oct 2018', String(reported)]]);
    expect(await page.getByTestId('analytics-summary').textContent()).toContain(`As the records stood at log position ${boardPosition}.`);

    // What changed since: each event that moved the figure, by its record, when, and how.
    const changes = page.getByRole('region', { name: `What changed since log position ${boardPosition}` });
    await changes.waitFor();
    const head = await stack.headPosition();
    await expect.poll(() => changes.getByTestId('changes-summary').textContent()).toBe(`${today - reported} events after log position ${boardPosition}, up to position ${head}, moved these figures.`);
    const moved = [...lateClosures, { referralId: imported.referralId, at: imported.steps[1]!.at }];
    const rows = await changes.getByRole('table', { name: 'The events that moved the figures' }).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
    const instant = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(rows.map((cells) => cells.slice(2))).toEqual(moved.map((change) => ['ReferralClosed', instant.format(new Date(change.at)), 'Counted in Closed (+1)']));
    expect(rows.every((cells) => Number(cells[0]) > boardPosition && Number(cells[0]) <= head)).toBe(true);
    expect(await hrefsIn(changes)).toEqual(moved.map((change) => referralHref(change.referralId)));
    await changes.scrollIntoViewIfNeeded();
    await screenshot(page, 'analytics-question-4-what-changed');

    // Each record opens its page, history and all.
    await changes.getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/referrals/${moved[0]!.referralId}$`));
    expect(consoleErrors, refusals.join('\n')).toEqual([]);
  });
});
