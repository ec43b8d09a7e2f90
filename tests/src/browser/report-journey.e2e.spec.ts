import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { openWatchedPage, screenshot } from './browser';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');
const EXPORT_LIMIT = 100;

interface RowsAnswer {
  total: number;
}

interface GraphAnswer {
  data: { start: string; count: number }[];
}

const bodyOf = (response: Response): Record<string, unknown> => JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;

/** The next answer to a report call for `period` (a table's rows, or a graph), not an export. */
const nextAnswer = (page: Page, path: string, period: string) =>
  page.waitForResponse((response) => {
    if (response.request().method() !== 'POST' || new URL(response.url()).pathname !== path) return false;
    const body = bodyOf(response);
    return body.period === period && body.format === undefined;
  });

describe('an administrator reads the dashboard, then the patients report over three periods, and exports it', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
    // More patients than the export limit, so the CSV export of all time must cut.
    stack = await startStack(testDatabases()[0]!, { patients: EXPORT_LIMIT + 10 });
    ({ browser, page, consoleErrors } = await openWatchedPage({ acceptDownloads: true }));
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs in and lands on the dashboard with its figures', async () => {
    await page.goto(`${stack.careledger.url}/en-us/login`);
    await page.getByLabel('Email').fill('admin@demo.careledger');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\/en-us\//);
    await stack.waitForProjections();

    await page.goto(`${stack.careledger.url}/user/en-us`);
    await page.waitForURL(/\/user\/en-us\/dashboard$/);
    const patients = page.getByTestId('stat-patientTrend');
    await expect.poll(() => patients.getAttribute('aria-busy')).toBe('false');
    const trends = page.getByRole('figure', { name: 'New work over the period' });
    await trends.locator('.MuiBarChart-element:not([height="0"])').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    // Money always names its currency.
    expect(await page.getByTestId('stat-allCardStats').textContent()).toMatch(/Total CA\$[\d,]+\.\d{2}/);
    await screenshot(page, 'dashboard');
    // The frame scrolls its content, not the page: bring the chart into the picture.
    await trends.scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-trends');
  });

  it('opens the patients report on this month, and switches it to all time, the year to date and back to this month, table and graph following', async () => {
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/user\/en-us\/reports$/);

    const monthRows = nextAnswer(page, '/api/reports/patients', 'Month');
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Patients' }).click();
    // This month is the default period: the URL names only the type.
    await page.waitForURL(/\/reports\?type=patients$/);
    const thisMonth = ((await (await monthRows).json()) as RowsAnswer).total;
    const allRows = nextAnswer(page, '/api/reports/patients', 'All');
    const allGraph = nextAnswer(page, '/api/reports/patients/graph', 'All');
    const answers = Promise.all([allRows, allGraph]);
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'All time' }).click();
    await page.waitForURL(/\/reports\?type=patients&period=All$/);
    const [rowsAll, graphAll] = await answers;
    const all = (await rowsAll.json()) as RowsAnswer;
    const servedAll = ((await graphAll.json()) as GraphAnswer).data;
    expect(all.total).toBeGreaterThan(EXPORT_LIMIT);
    expect(servedAll.reduce((sum, point) => sum + point.count, 0)).toBe(all.total);
    const grid = page.getByRole('grid', { name: 'Patients report' });
    await grid.locator('.MuiDataGrid-row').first().waitFor();
    await expect.poll(() => page.locator('.MuiTablePagination-displayedRows').textContent()).toContain(`of ${all.total}`);
    const chart = page.getByRole('figure', { name: 'Patients registered' });
    const bars = chart.locator('.MuiBarChart-element');
    // One bar per month from the first registration to the last, quiet months included.
    const months = (first: string, last: string) => (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(last.slice(5, 7)) - Number(first.slice(5, 7)) + 1;
    await expect.poll(() => bars.count()).toBe(months(servedAll[0]!.start, servedAll.at(-1)!.start));
    await chart.locator('.MuiBarChart-element:not([height="0"])').first().waitFor();
    await screenshot(page, 'reports-all-time');

    // The graph may come from the cache (the dashboard asked for the same one): the table's rows are asked for.
    const ytdRows = nextAnswer(page, '/api/reports/patients', 'YTD');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Year to date' }).click();
    await page.waitForURL(/\/reports\?type=patients&period=YTD$/);
    // The demo registers its patients 160 to 400 days ago: fewer of them this year, none this month.
    const yearToDate = ((await (await ytdRows).json()) as RowsAnswer).total;
    expect(yearToDate).toBeLessThan(all.total);
    await expect.poll(() => page.getByTestId('report-period').textContent()).toMatch(/^Jan 1, \d{4} to /);
    await expect.poll(() => bars.count()).toBe(new Date().getUTCMonth() + 1);
    if (yearToDate > 0) await expect.poll(() => page.locator('.MuiTablePagination-displayedRows').textContent()).toContain(`of ${yearToDate}`);
    await screenshot(page, 'reports-year-to-date');

    // Back to this month, whose rows the screen asked for when it opened.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'This month' }).click();
    await page.waitForURL(/\/reports\?type=patients$/);
    expect(thisMonth).toBeLessThanOrEqual(yearToDate);
    if (thisMonth === 0) {
      await chart.getByText('Nothing happened in this period.').waitFor();
      await grid.getByText('No records in this period').waitFor();
    } else {
      await expect.poll(() => bars.count()).toBe(1);
      await expect.poll(() => page.locator('.MuiTablePagination-displayedRows').textContent()).toContain(`of ${thisMonth}`);
    }
    await screenshot(page, 'reports-this-month');
  });

  it('exports all time as a CSV file of at most 100 rows and says it was cut', async () => {
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'All time' }).click();
    await page.waitForURL(/\/reports\?type=patients&period=All$/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('patients-report.csv');
    const lines = readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
    // Headed in words, the grid's own among them: an id and the name beside it are headed apart.
    expect(lines[0]).toBe('Id,First name,Last name,Date of birth,Agency id,Agency,Partner id,Creator id,Created by,Created');
    const gridHeadings = await page.getByRole('grid', { name: 'Patients report' }).getByRole('columnheader').allTextContents();
    expect(gridHeadings).toEqual(expect.arrayContaining(['First name', 'Agency', 'Created by', 'Created']));
    expect(gridHeadings.filter((heading) => !lines[0]!.split(',').includes(heading))).toEqual([]);
    // Dates as the reader writes them (en-US, instants in UTC), never ISO codes.
    expect(lines[1]).toMatch(/,"\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M UTC"$/);
    expect(lines.length - 1).toBeGreaterThan(0);
    expect(lines.length - 1).toBeLessThanOrEqual(EXPORT_LIMIT);
    await page.getByText(`Only the first ${EXPORT_LIMIT} rows were exported to patients-report.csv`).waitFor();
    await screenshot(page, 'reports-export-truncated');
    expect(consoleErrors).toEqual([]);
  });

  it("opens the record behind a report row: a patient row opens the patient's page", async () => {
    const grid = page.getByRole('grid', { name: 'Patients report' });
    const firstRow = grid.locator('.MuiDataGrid-row').first();
    // Agencies by name, not by an id's first characters.
    const { rows: agencies } = await stack.careledger.db.query<{ name: string }>('SELECT name FROM agencies');
    const shown = (await grid.textContent()) ?? '';
    expect(agencies.some(({ name }) => shown.includes(name))).toBe(true);
    const patientId = await firstRow.getAttribute('data-id');
    expect(patientId).toMatch(/^[0-9a-f-]{36}$/);
    await firstRow.click();
    await page.waitForURL(new RegExp(`/user/en-us/patients/${patientId}$`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
