import type { Browser, Page } from 'playwright-core';
import { demoUserBySlug } from '@careledger/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, openWatchedPage, screenshot } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

describe('an administrator works host leads, card batches and read models in the console', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  // A name no demo lead has, so the contact-name filter finds this lead alone.
  const contactName = `Journey Host ${Date.now().toString(36)}`;

  let subscriptionId: string;
  const navigation = () => page.getByRole('navigation', { name: 'Main navigation' });

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    const family = await stack.as('user');
    const lead = await family.post('/api/host-leads', {
      leadLocationId: 'shared_live_in_host_sign_up',
      contactName,
      email: 'journey.host@example.org',
      city: 'Toronto',
      productId: 14,
    });
    expect(lead.status).toBe(201);
    // A card charge no batch holds yet: the demo's have all gone into its two batches.
    const admin = await stack.as('admin');
    const taxRate = await admin.post('/api/tax-rates', { name: 'Journey HST', rateBasisPoints: 1_300 });
    const product = await admin.post('/api/products', { membershipCode: 'remote_monitoring', name: 'Journey monitoring', unitPriceCents: 4_950, unitOfMeasure: 3 });
    const subscription = await family.post('/api/subscriptions', {
      patientId: null, productId: product.body.id, taxRateId: taxRate.body.id, billingFrequency: 4,
      collectionMode: 'charge_automatically', cardType: 'VISA', recurrence: 1, roundingRule: 0, startDate: '2026-01-10',
    });
    expect(subscription.status).toBe(201);
    subscriptionId = subscription.body.id;
    const charge = await admin.post('/api/payments', { subscriptionId: subscription.body.id, periodStart: '2026-01-10', periodEnd: '2026-02-09' });
    expect(charge.status).toBe(201);
    await stack.waitForProjections();

    ({ browser, page, consoleErrors } = await openWatchedPage());
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("reaches the host leads through the specification's admin path and finds the new lead by name", async () => {
    await signInAs(page, stack.careledger.url, 'admin');
    await page.goto(`${stack.careledger.url}/admin/shared-living/host-leads`);
    await page.waitForURL(/\/user\/en-us\/host-leads$/);
    await page.getByRole('heading', { level: 1, name: 'Host leads' }).waitFor();
    await page.getByRole('searchbox', { name: 'Contact name' }).fill(contactName);
    const grid = page.getByRole('grid', { name: 'Host leads' });
    await expect.poll(() => grid.locator('.MuiDataGrid-row').count()).toBe(1);
    expect(await grid.locator('.MuiDataGrid-row').textContent()).toContain('New');
    await screenshot(page, 'admin-host-leads');
  });

  it('qualifies it in the drawer, which follows at once', async () => {
    await page.getByRole('grid', { name: 'Host leads' }).locator('.MuiDataGrid-row').first().click();
    const drawer = page.getByRole('dialog', { name: contactName });
    await drawer.getByTestId('host-lead-status').waitFor();
    expect(await drawer.getByTestId('host-lead-status').textContent()).toBe('New');
    await drawer.getByRole('button', { name: 'Qualify', exact: true }).click();
    await expect.poll(() => drawer.getByTestId('host-lead-status').textContent()).toBe('Qualified');
    await drawer.getByRole('button', { name: 'Convert to hub' }).waitFor();
  });

  it('rejects it with a reason, after which nothing more can be done to it, and the grid follows', async () => {
    const drawer = page.getByRole('dialog', { name: contactName });
    await drawer.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = page.getByRole('dialog', { name: 'Reject this lead' });
    await reject.getByRole('button', { name: 'Reject lead' }).click();
    await reject.getByText('Enter why the lead is rejected.').waitFor();
    await reject.getByLabel('Reason').fill('The spare room is let to a student now');
    await reject.getByRole('button', { name: 'Reject lead' }).click();
    await expect.poll(() => drawer.getByTestId('host-lead-status').textContent()).toBe('Rejected');
    await drawer.getByText('This lead is final (Rejected): nothing more can be done to it.').waitFor();
    await drawer.getByText('The spare room is let to a student now', { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Close the lead' }).click();
    await page.waitForURL(/\/host-leads\?/);
    const grid = page.getByRole('grid', { name: 'Host leads' });
    await expect.poll(() => grid.locator('.MuiDataGrid-row').first().textContent()).toContain('Rejected');
  });

  it('opens a card batch of the unpaid card charges and settles it after confirming', async () => {
    await navigation().getByRole('link', { name: 'Subscriptions and payments' }).click();
    await page.getByRole('tab', { name: 'Card batches' }).click();
    await page.waitForURL(/\/billing\/card-batches/);
    await page.getByRole('button', { name: 'Open a card batch' }).click();
    const opening = page.getByRole('dialog', { name: 'Open a card batch' });
    const charges = opening.getByRole('group', { name: 'Unpaid card charges' }).getByRole('checkbox');
    await charges.first().waitFor();
    const chosen = await charges.count();
    await opening.getByRole('button', { name: 'Open batch' }).click();
    await opening.waitFor({ state: 'detached' });

    const panel = page.getByRole('region', { name: 'Selected card batch' });
    await expect.poll(() => panel.getByTestId('card-batch-status').textContent()).toBe('Open');
    await panel.getByRole('button', { name: 'Settle', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: /^Settle card batch / });
    await confirm.getByText(chosen === 1 ? /collects the 1 card charge/ : new RegExp(`collects the ${chosen} card charges`)).waitFor();
    await confirm.getByRole('button', { name: 'Settle batch' }).click();
    await expect.poll(() => panel.getByTestId('card-batch-status').textContent()).toBe('Settled');
    await panel.getByText('This batch is settled: that is final, nothing more can be done to it.').waitFor();
    await screenshot(page, 'admin-card-batches');
  });

  it('rebuilds a read model, following its progress to the outcome', async () => {
    await navigation().getByRole('link', { name: 'Read models' }).click();
    await page.getByRole('heading', { level: 1, name: 'Read models' }).waitFor();
    const table = page.getByRole('table', { name: 'Read models and their rebuilds' });
    await table.getByRole('rowheader', { name: 'assessments', exact: true }).waitFor();
    await table.getByRole('button', { name: 'Rebuild assessments', exact: true }).click();
    await page.getByRole('dialog', { name: 'Rebuild assessments?' }).getByRole('button', { name: 'Rebuild from the first event' }).click();
    await page.getByText(/^assessments was rebuilt: it now serves from event [\d,]+\.$/).waitFor({ timeout: 60_000 });
    await screenshot(page, 'admin-read-models');
  });

  it('shows the whole of a subscription\'s terms on a laptop screen, the page scrolling instead of clipping them', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${stack.careledger.url}/user/en-us/billing/subscriptions/${subscriptionId}`);
    const terms = page.locator('section', { has: page.getByRole('heading', { name: 'Terms', exact: true }) });
    await terms.getByText('Journey monitoring', { exact: false }).waitFor();
    // The record is named by whom it bills and what, not by an id.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Subscription — ${demoUserBySlug('user').name}, Journey monitoring`);
    // A card squeezed by the page's flex layout hides what does not fit.
    expect(await terms.evaluate((card) => card.scrollHeight - card.clientHeight)).toBeLessThanOrEqual(1);
    await page.setViewportSize(DESKTOP_VIEWPORT);
  });

  it('logged no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
