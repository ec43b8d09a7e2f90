import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

describe('a partner refers a patient chosen by name to a home chosen by name, from the referrals list and from the patient’s page', () => {
  let stack: RunningStack;
  let browser: Browser;
  let partner: Page;
  let agency: Page;
  const consoleErrors: Record<'partner' | 'agency', string[]> = { partner: [], agency: [] };
  let patientId: string;
  let hubName: string;

  const detailValue = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    const api = await stack.as('partner');
    const created = await api.post('/api/patients', { firstName: 'Renata', lastName: 'Referral', dateOfBirth: '1941-03-09' });
    expect(created.status).toBe(201);
    patientId = created.body.id;
    const hubs = await api.get('/api/shared-living-hubs?active=true&pageSize=1&sort=name:asc');
    hubName = hubs.body.data[0].name;
    browser = await launchChromium();
    partner = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    agency = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    consoleErrors.partner = watchConsole(partner);
    consoleErrors.agency = watchConsole(agency);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('names the missing patient at its field, then creates the referral and lands on it', async () => {
    await signInAs(partner, stack.careledger.url, 'partner');
    await partner.goto(`${stack.careledger.url}/user/en-us/referrals`);
    await partner.getByRole('button', { name: 'New referral' }).click();
    const dialog = partner.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create referral' }).click();
    await dialog.getByText('Choose the patient to refer.').waitFor();

    await dialog.getByRole('combobox', { name: 'Patient' }).fill('Renata');
    await partner.getByRole('option', { name: /^Renata Referral/ }).click();
    await dialog.getByRole('combobox', { name: 'Hub' }).fill(hubName.slice(0, 6));
    await partner.getByRole('option', { name: new RegExp(`^${hubName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `) }).first().click();
    await screenshot(partner, 'referral-create-form');
    await dialog.getByRole('button', { name: 'Create referral' }).click();

    await expect.poll(() => partner.url()).toMatch(/\/user\/en-us\/referrals\/[0-9a-f-]{36}$/);
    await expect.poll(() => partner.getByRole('heading', { level: 1 }).textContent()).toBe('Referral — Renata Referral');
    await expect.poll(() => detailValue(partner, 'Hub').textContent()).toBe(hubName);
  });

  it('opens the form from the patient’s page with the patient chosen', async () => {
    await partner.goto(`${stack.careledger.url}/user/en-us/patients/${patientId}`);
    await partner.getByRole('button', { name: 'New referral' }).click();
    const dialog = partner.getByRole('dialog');
    expect(await dialog.getByRole('combobox', { name: 'Patient' }).inputValue()).toBe('Renata Referral');
    await dialog.getByRole('button', { name: 'Create referral' }).click();
    await expect.poll(() => partner.url()).toMatch(/\/user\/en-us\/referrals\/[0-9a-f-]{36}$/);
    await expect.poll(() => partner.getByRole('heading', { level: 1 }).textContent()).toBe('Referral — Renata Referral');
  });

  it('offers no referral to an agency, which reads referrals but does not make them', async () => {
    await signInAs(agency, stack.careledger.url, 'agency');
    await agency.goto(`${stack.careledger.url}/user/en-us/referrals`);
    await agency.getByRole('grid', { name: 'Referrals' }).waitFor();
    expect(await agency.getByRole('button', { name: 'New referral' }).count()).toBe(0);
  });

  it('keeps a clean console for both', () => {
    expect(consoleErrors).toEqual({ partner: [], agency: [] });
  });
});
