import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { openWatchedPage, screenshot } from './browser';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');
const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('a partner holds a shared-living referral, then closes it as "other" with a comment, in the console', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let partner: ApiClient;
  let patientId: string;
  let referralId: string;
  let hubName: string;

  beforeAll(async () => {
    if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    partner = await stack.as('partner');
    // A referral of the partner's own, open, with one milestone: the demo data's may be in any state.
    patientId = (await partner.post('/api/patients', { firstName: 'Rosa', lastName: 'Journey' })).body.id;
    const hubs = await partner.get('/api/shared-living-hubs?productId=14&active=true&pageSize=1');
    const hub = hubs.body.data[0];
    expect(hub).toBeDefined();
    hubName = hub.name;
    const opened = await partner.post('/api/referrals', { patientId, hubId: hub.id });
    expect(opened.status).toBe(201);
    referralId = opened.body.id;
    const admitted = await partner.post(`/api/referrals/${referralId}/milestones`, { expectedVersion: 0, milestone: 'hospital-admission', date: daysAgo(4) });
    expect(admitted.status).toBe(200);

    ({ browser, page, consoleErrors } = await openWatchedPage());
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs the partner in straight onto the referrals grid', async () => {
    await page.goto(`${stack.careledger.url}/en-us/login?next=${encodeURIComponent('/user/en-us/referrals')}`);
    await page.getByLabel('Email').fill('partner@demo.careledger');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\/en-us\/referrals$/);
    await page.getByRole('grid', { name: 'Referrals' }).waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Referrals', exact: true }).count()).toBe(1);
    await screenshot(page, 'referrals-grid');
  });

  it('opens the referral from the grid narrowed to its patient', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/referrals?patientId=${patientId}`);
    await page.getByText('Patient: Rosa Journey').waitFor();
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: referralId.slice(0, 8) });
    await expect.poll(() => row.textContent()).toContain('Open');
    await row.click();
    await page.waitForURL(new RegExp(`/referrals/${referralId}$`));
    await expect.poll(() => page.getByTestId('referral-status').textContent()).toBe('Open');
    const milestones = page.getByRole('list', { name: 'Milestones' });
    await expect.poll(() => milestones.getByRole('listitem').first().textContent()).not.toContain('Not yet');
    await screenshot(page, 'referral-detail-open');
  });

  it('holds it, and the detail follows', async () => {
    await page.getByRole('button', { name: 'Hold', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Readmitted to hospital for observation');
    await dialog.getByRole('button', { name: 'Hold referral' }).click();
    await expect.poll(() => page.getByTestId('referral-status').textContent()).toBe('On hold');
    await page.getByText('Readmitted to hospital for observation').waitFor();
    await page.getByRole('button', { name: 'Release hold' }).waitFor();
    await screenshot(page, 'referral-detail-held');
  });

  it('refuses "other" without a comment, then closes it with one, and the detail follows', async () => {
    await page.getByRole('button', { name: 'Close referral' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Close reason/ }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await dialog.getByRole('button', { name: 'Close referral' }).click();
    await dialog.getByText('A comment is required when the close reason is “Other”: say how the referral ended.').waitFor();
    await dialog.getByLabel(/Comment/).fill('Family moved her to a home out of province');
    await screenshot(page, 'referral-close-dialog');
    await dialog.getByRole('button', { name: 'Close referral' }).click();

    await expect.poll(() => page.getByTestId('referral-status').textContent()).toBe('Closed');
    await page.getByText('Family moved her to a home out of province').waitFor();
    await page.getByText('This referral is closed: nothing more can be done to it.').waitFor();
    expect(await page.getByRole('button', { name: 'Close referral' }).count()).toBe(0);
    await screenshot(page, 'referral-detail-closed');

    const stored = await stack.careledger.db.query<{ type: string; data: Record<string, unknown> }>(
      'SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`referral-${referralId}`],
    );
    expect(stored.rows.map((event) => event.type)).toEqual(['ReferralOpened', 'ReferralMilestoneRecorded', 'ReferralHeld', 'ReferralClosed']);
    expect(stored.rows.at(-1)?.data).toMatchObject({ reasonId: 6, comment: 'Family moved her to a home out of province', dischargeDate: daysAgo(0), previousStatus: 2 });
  });

  it('goes back to the grid it came from, where the referral shows closed', async () => {
    await page.getByRole('link', { name: 'All referrals' }).click();
    await page.waitForURL(new RegExp(`/referrals\\?patientId=${patientId}$`));
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: referralId.slice(0, 8) });
    await expect.poll(() => row.textContent()).toContain('Closed');
    await screenshot(page, 'referrals-grid-after');
  });

  it("opens the referral's hub with its clusters and events, then the hubs grid, with a console free of errors", async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/referrals/${referralId}`);
    await page.getByRole('link', { name: hubName, exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/hubs\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 1, name: hubName }).waitFor();
    await page.getByRole('heading', { name: 'Clusters' }).waitFor();
    await page.getByRole('switch', { name: 'Show canceled events' }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await screenshot(page, 'hub-detail');

    await page.getByRole('link', { name: 'Shared-living hubs', exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/hubs$/);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await screenshot(page, 'hubs-grid');
    expect(consoleErrors).toEqual([]);
  });
});
