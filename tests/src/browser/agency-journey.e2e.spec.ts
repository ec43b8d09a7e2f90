import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { openWatchedPage, screenshot } from './browser';
import { dayFromToday, requireBuiltConsole, signInAs } from './journey';

/** A calendar date as the console shows it in en-US (medium style, read in UTC). */
const shown = (date: string): string => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('an agency extends, holds and releases one of its postings in the console', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let postingId: string;
  // Later than every demo posting starts, so it heads the grid's default order (start date, newest first).
  const startDate = dayFromToday(90);
  const endDate = dayFromToday(150);
  const extendedTo = dayFromToday(180);
  const holdReason = 'Client admitted to hospital for a week';

  const statusChip = () => page.getByTestId('posting-status');
  const gridRow = () => page.locator(`.MuiDataGrid-row[data-id="${postingId}"]`);
  const detailValue = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    // A posting of the agency's own, published and not held: the demo's may be in any state.
    const agency = await stack.as('agency');
    const patients = await agency.get('/api/patients?pageSize=1');
    const patientId: string = patients.body.data[0].id;
    const created = await agency.post('/api/postings', {
      patientId,
      careServiceId: 3,
      schedule: { days: [1, 3, 5], startTime: '09:00', endTime: '13:00' },
      startDate,
      endDate,
      description: 'Agency journey: morning home support',
    });
    expect(created.status).toBe(201);
    postingId = created.body.id;
    expect((await agency.post(`/api/postings/${postingId}/publish`, { expectedVersion: 0 })).status).toBe(200);

    ({ browser, page, consoleErrors } = await openWatchedPage());
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs the agency in and opens the posting from the postings grid', async () => {
    await signInAs(page, stack.careledger.url, 'agency');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Postings', exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/postings$/);
    await page.getByRole('grid', { name: 'Postings' }).waitFor();
    await expect.poll(() => gridRow().textContent()).toContain('Open');
    expect(await gridRow().textContent()).toContain(shown(endDate));
    await screenshot(page, 'agency-postings-grid');

    await gridRow().click();
    await page.waitForURL(new RegExp(`/postings/${postingId}$`));
    await expect.poll(() => statusChip().textContent()).toBe('Open');
    expect(await detailValue('End date').textContent()).toBe(shown(endDate));
    // The schedule's clock times as en-US writes them, not 09:00–13:00.
    expect(await detailValue('Schedule').textContent()).toMatch(/^Mon, Wed, Fri · 9:00\sAM–1:00\sPM$/);
    await screenshot(page, 'agency-posting-detail');
  });

  it('refuses an end date not after the current end, then extends the posting', async () => {
    await page.getByRole('button', { name: 'Extend', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel(/^New end date/);
    // The picker itself offers only later days...
    expect(await field.getAttribute('min')).toBe(new Date(Date.parse(`${endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
    // ...and a typed day that is not later is refused before anything is sent.
    const sent: string[] = [];
    const watchCommands = (request: Request) => {
      if (request.method() === 'POST' && request.url().includes(`/api/postings/${postingId}/`)) sent.push(request.url());
    };
    page.on('request', watchCommands);
    await field.fill(endDate);
    await dialog.getByRole('button', { name: 'Extend posting' }).click();
    await dialog.getByText(`Choose a date after the current end date, ${shown(endDate)}.`).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'agency-posting-extend-refused');
    page.off('request', watchCommands);
    expect(sent).toEqual([]);

    await field.fill(extendedTo);
    await dialog.getByRole('button', { name: 'Extend posting' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => detailValue('End date').textContent()).toBe(shown(extendedTo));
    await page.getByText('Version 2').waitFor();
    await screenshot(page, 'agency-posting-extended');
  });

  it('holds the posting with a reason, and the detail and the grid follow', async () => {
    await page.getByRole('button', { name: 'Hold', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Hold posting' }).click();
    await dialog.getByText('Enter a reason.').waitFor();
    await dialog.getByLabel(/^Reason/).fill(holdReason);
    await screenshot(page, 'agency-posting-hold-dialog');
    await dialog.getByRole('button', { name: 'Hold posting' }).click();
    await expect.poll(() => statusChip().textContent()).toBe('On hold');
    expect(await detailValue('Hold reason').textContent()).toBe(holdReason);
    await page.getByRole('button', { name: 'Release hold' }).waitFor();
    expect(await page.getByRole('button', { name: 'Hold', exact: true }).count()).toBe(0);
    await screenshot(page, 'agency-posting-held');

    await page.getByRole('link', { name: 'All postings' }).click();
    await page.waitForURL(/\/user\/en-us\/postings$/);
    await expect.poll(() => gridRow().textContent()).toContain('On hold');
    expect(await gridRow().textContent()).toContain(shown(extendedTo));
    await screenshot(page, 'agency-postings-grid-held');
  });

  it('releases the hold, and the posting is open again in the detail and the grid', async () => {
    await gridRow().click();
    await page.waitForURL(new RegExp(`/postings/${postingId}$`));
    await page.getByRole('button', { name: 'Release hold' }).click();
    await expect.poll(() => statusChip().textContent()).toBe('Open');
    await page.getByRole('button', { name: 'Hold', exact: true }).waitFor();
    await screenshot(page, 'agency-posting-released');

    await page.getByRole('link', { name: 'All postings' }).click();
    await expect.poll(() => gridRow().textContent()).toContain('Open');

    const stored = await stack.careledger.db.query<{ type: string; data: Record<string, unknown> }>(
      'SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`posting-${postingId}`],
    );
    expect(stored.rows.map((event) => event.type)).toEqual(['PostingCreated', 'PostingPublished', 'PostingExtended', 'PostingHeld', 'PostingUnheld']);
    expect(stored.rows[2]?.data).toMatchObject({ endDate: extendedTo, previousEndDate: endDate });
    expect(stored.rows[3]?.data).toMatchObject({ reason: holdReason });
    expect(consoleErrors).toEqual([]);
  });
});
