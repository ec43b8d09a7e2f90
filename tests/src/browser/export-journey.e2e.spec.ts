import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { seedAssessments } from '../support/seed-assessments';
import { openWatchedPage, screenshot } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

const ASSESSMENTS = 5_000;

describe('an administrator exports every assessment, 5,000 and more, as CSV and watches it being written', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let total: number;

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 0 });
    // In this test's own database, through the command path, as the agency's staff would.
    await seedAssessments(stack.careledger, ASSESSMENTS);
    await stack.waitForProjections();
    const { rows } = await stack.careledger.db.query<{ count: string }>('SELECT count(*) AS count FROM assessments');
    total = Number(rows[0]?.count);
    ({ browser, page, consoleErrors } = await openWatchedPage({ acceptDownloads: true }));
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('starts the export from the reports screen, sees its progress to the end, and downloads a file of every row', async () => {
    expect(total).toBeGreaterThanOrEqual(ASSESSMENTS);
    await signInAs(page, stack.careledger.url, 'admin');
    await page.goto(`${stack.careledger.url}/user/en-us/reports?type=assessments&period=All`);
    await page.getByRole('grid', { name: 'Assessments report' }).locator('.MuiDataGrid-row').first().waitFor();

    await page.getByRole('button', { name: 'Export all (CSV / XLSX)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export every row of the Assessments report' });
    const polls: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && /\/api\/exports\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname)) polls.push(response.status());
    });
    const started = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/exports');
    await dialog.getByRole('button', { name: 'CSV' }).click();
    expect((await started).status()).toBe(202);

    const progress = dialog.getByRole('progressbar', { name: 'Export progress' });
    await progress.waitFor();
    await screenshot(page, 'export-progress');
    const rowsWritten = `${total.toLocaleString('en-US')} rows written · 100%`;
    await expect.poll(() => dialog.getByTestId('export-rows').textContent(), { timeout: 60_000 }).toBe(rowsWritten);
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    await dialog.getByText(/^assessments-\d{4}-\d{2}-\d{2}\.csv \(.+\) is ready, kept until /).waitFor();
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((status) => status === 200)).toBe(true);
    await screenshot(page, 'export-ready');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^assessments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toBe('Id,Patient id,Patient,Agency id,Agency,Care service,Status,Visit,Created');
    expect(new Set(lines.slice(1).map((line) => line.slice(0, 36))).size).toBe(total);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  });
});
