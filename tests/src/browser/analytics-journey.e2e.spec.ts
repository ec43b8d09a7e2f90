import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openEventStore } from '@careledger/storage';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { openWatchedPage, screenshot } from './browser';
import { isQuery, tableOf } from './analytics/workbench';
import { hoursAfter, patientEvents, referralEvents, type Step } from './analytics/events';
import { signInAs } from './journey';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');
const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';

/** 2019, years before any demo record: the referrals appended here are the only ones of these months. */
const MONTHS = ['2019-01', '2019-02', '2019-03', '2019-04', '2019-05', '2019-06'] as const;
const MONTH_LABELS = ['Jan 2019', 'Feb 2019', 'Mar 2019', 'Apr 2019', 'May 2019', 'Jun 2019'];
const STATUSES = { Open: 1, 'On hold': 2, Closed: 3 } as const;
const PERIOD = 'from=2019-01-01&to=2019-06-30';

/** A spread of lives over the six months, some held, some unheld, some closed, some crossing into the next month. */
const lives = Array.from({ length: 15 }, (_, index) => {
  const opened = `${MONTHS[index % 6]!}-${String(2 + ((index * 5) % 24)).padStart(2, '0')}T10:00:00.000Z`;
  const later = (hours: number) => hoursAfter(opened, hours);
  const steps: Step[] = [{ status: STATUSES.Open, at: opened }];
  if (index % 3 !== 0) steps.push({ status: STATUSES['On hold'], at: later(30 + index * 9) });
  if (index % 3 === 1) steps.push({ status: STATUSES.Open, at: later(90 + index * 13) });
  if (index % 2 === 0) steps.push({ status: STATUSES.Closed, at: later(300 + index * 17) });
  return { referralId: randomUUID(), steps };
});

/** What the table must say: status changes of each status in each month, counted from the events appended. */
const expectedCount = (status: number, month: string): number =>
  lives.flatMap((life) => life.steps).filter((step) => step.status === status && step.at.startsWith(month) && step.at < '2019-07').length;

/** The table as the test computed it, in the order of the columns the screen chose. */
const expectedTable = (header: string[]) => [
  header,
  ...MONTHS.map((month, index) => [MONTH_LABELS[index]!, ...header.slice(1).map((label) => String(expectedCount(STATUSES[label as keyof typeof STATUSES], month)))]),
];

describe('an administrator asks Analytics how many referrals entered each status per month', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
    stack = await startStack(testDatabases()[0]!);
    const store = await openEventStore(stack.careledger.db);
    const patientId = randomUUID();
    await store.append(`patient-${patientId}`, patientEvents(patientId, { agencyId: DEMO_AGENCY_ID, partnerId: DEMO_PARTNER_ID }, '2018-12-01T00:00:00.000Z'), 'no_stream');
    for (const life of lives) await store.append(`referral-${life.referralId}`, referralEvents(life.referralId, patientId, DEMO_PARTNER_ID, life.steps), 'no_stream');
    await stack.waitForProjections();
    ({ browser, page, consoleErrors } = await openWatchedPage({ acceptDownloads: true }));
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('opens Analytics from the navigation and asks over the first half of 2019, split by status by default', async () => {
    await signInAs(page, stack.careledger.url, 'admin');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Analytics', exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/analytics$/);
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Status changes of referrals' }).waitFor();

    const asked = page.waitForResponse((response) => isQuery(response, (body) => body.from === '2019-01-01' && body.to === '2019-06-30'));
    await page.getByLabel('From', { exact: true }).fill('2019-01-01');
    await page.getByLabel('To', { exact: true }).fill('2019-06-30');
    await page.getByLabel('To', { exact: true }).press('Enter');
    const answer = await asked;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ measure: 'referral.entered', statistic: 'count', interval: 'month', from: '2019-01-01', to: '2019-06-30', filters: {}, groupBy: 'status' });
    await page.waitForURL(new RegExp(`/analytics\\?${PERIOD}$`));
  });

  it('shows in its table exactly the status changes the appended events make, month by month', async () => {
    await expect.poll(async () => (await tableOf(page)).length).toBe(MONTHS.length + 1);
    const table = await tableOf(page);
    expect(table[0]![0]).toBe('Interval');
    expect([...table[0]!.slice(1)].sort()).toEqual(['Closed', 'On hold', 'Open']);
    expect(table).toEqual(expectedTable(table[0]!));
    const total = lives.flatMap((life) => life.steps).filter((step) => step.at < '2019-07').length;
    expect(await page.getByTestId('analytics-total').textContent()).toBe(`Over the whole period: ${total}`);

    // The CSV holds the same figures, by each month's first day.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('analytics-referral-entered.csv');
    const lines = readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
    expect(lines).toEqual([['Interval start', ...table[0]!.slice(1)].join(','), ...table.slice(1).map((row, index) => [`${MONTHS[index]!}-01`, ...row.slice(1)].join(','))]);

    await page.locator('.recharts-line').first().waitFor();
    // The chart as an image: an SVG document with its title and legend, and a PNG drawn from it at twice the size.
    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(svgFile.suggestedFilename()).toBe('analytics-referral-entered.svg');
    const svg = readFileSync(await svgFile.path(), 'utf8');
    expect(svg).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)"/);
    for (const label of ['Closed', 'On hold', 'Open']) expect(svg).toContain(`>${label}</text>`);
    expect(svg, svg.slice(0, 2000)).toContain('recharts-line');
    expect(svg).not.toContain('recharts-brush');
    const [pngFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(pngFile.suggestedFilename()).toBe('analytics-referral-entered.png');
    const png = readFileSync(await pngFile.path());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const [svgWidth, svgHeight] = svg.match(/width="(\d+)" height="(\d+)"/)!.slice(1).map(Number);
    // The PNG header's width and height: twice the drawing's.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([svgWidth! * 2, svgHeight! * 2]);
    await screenshot(page, 'analytics-referrals-by-status');
    // The frame scrolls its content, not the page: bring the chart, its brush and its table into the picture.
    await page.locator('.recharts-brush').scrollIntoViewIfNeeded();
    await screenshot(page, 'analytics-chart-and-table');
  });

  it('drills into a bar: as many records as its figure, each opening its referral', async () => {
    await page.getByRole('button', { name: 'Stacked bars' }).click();
    await page.waitForURL(new RegExp(`/analytics\\?${PERIOD}&chart=bar$`));
    const month = '2019-03';
    const held = expectedCount(STATUSES['On hold'], month);
    expect(held).toBeGreaterThan(0);
    await page.locator(`[data-point="${STATUSES['On hold']}|${month}-01"] path`).click();

    const dialog = page.getByRole('dialog', { name: 'On hold, Mar 2019' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('drill-summary').textContent()).toBe(`${held} record${held === 1 ? '' : 's'}`);
    const rows = dialog.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(held);
    const links = await dialog.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    // Exactly the referrals held that month, each once (a referral held twice in a month would be listed twice).
    const heldThen = lives.flatMap((life) => life.steps.filter((step) => step.status === STATUSES['On hold'] && step.at.startsWith(month)).map(() => `/user/en-us/referrals/${life.referralId}`));
    expect(links.sort()).toEqual(heldThen.sort());
    expect(await rows.first().locator('td').nth(1).textContent()).toBe('On hold');
    await screenshot(page, 'analytics-drill');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('goes back to the lines, and a reload asks the same question again', async () => {
    await page.goBack();
    await page.waitForURL(new RegExp(`/analytics\\?${PERIOD}$`));
    await page.locator('.recharts-line').first().waitFor();

    const again = page.waitForResponse((response) => isQuery(response, (body) => body.from === '2019-01-01' && body.to === '2019-06-30' && body.groupBy === 'status'));
    await page.reload();
    await again;
    await expect.poll(async () => (await tableOf(page)).length).toBe(MONTHS.length + 1);
    const table = await tableOf(page);
    expect(table).toEqual(expectedTable(table[0]!));
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('2019-01-01');
    expect(await page.getByRole('combobox', { name: 'Split by' }).textContent()).toBe('Status');
    expect(consoleErrors).toEqual([]);
  });
});
