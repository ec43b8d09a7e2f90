import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { dayFromToday, requireBuiltConsole, signInAs } from './journey';

describe('an agency posts care for a patient by name and sees it filled by the caregiver it invited', () => {
  let stack: RunningStack;
  let browser: Browser;
  let agency: Page;
  let caregiver: Page;
  const consoleErrors: Record<'agency' | 'caregiver', string[]> = { agency: [], caregiver: [] };
  let postingUrl: string;

  const statusOf = (page: Page) => page.getByTestId('posting-status');
  const detailValue = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  const caregiversSection = (page: Page) => page.getByRole('list', { name: 'Caregivers' });

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    const staff = await stack.as('agency');
    expect((await staff.post('/api/patients', { firstName: 'Paloma', lastName: 'Postings', dateOfBirth: '1938-05-17' })).status).toBe(201);
    browser = await launchChromium();
    agency = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    caregiver = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    consoleErrors.agency = watchConsole(agency);
    consoleErrors.caregiver = watchConsole(caregiver);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('creates a posting from the postings list for a patient chosen by name', async () => {
    await signInAs(agency, stack.careledger.url, 'agency');
    await agency.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Postings', exact: true }).click();
    await agency.waitForURL(/\/user\/en-us\/postings$/);
    await agency.getByRole('button', { name: 'New posting' }).click();
    const dialog = agency.getByRole('dialog');

    await dialog.getByRole('combobox', { name: 'Patient' }).fill('Paloma');
    await agency.getByRole('option', { name: /^Paloma Postings/ }).click();
    await dialog.getByRole('combobox', { name: 'Care service' }).fill('Home sup');
    await agency.getByRole('option', { name: 'Home support' }).click();
    await dialog.getByLabel(/^Start date/).fill(dayFromToday(10));
    await dialog.getByLabel(/^End date/).fill(dayFromToday(70));
    for (const day of ['Mon', 'Wed', 'Fri']) await dialog.getByLabel(day, { exact: true }).check();
    await dialog.getByLabel(/^Shift starts/).fill('09:00');
    await dialog.getByLabel(/^Shift ends/).fill('13:30');
    // The schedule as it will read, in en-US's 12-hour clock.
    expect(await dialog.getByTestId('schedule-preview').textContent()).toMatch(/^Mon, Wed, Fri · 9:00\sAM–1:30\sPM$/);
    await dialog.getByLabel(/^Description/).fill('Morning help with washing and breakfast');
    await screenshot(agency, 'posting-create-form');
    await dialog.getByRole('button', { name: 'Create posting' }).click();

    await expect.poll(() => agency.url()).toMatch(/\/user\/en-us\/postings\/[0-9a-f-]{36}$/);
    postingUrl = agency.url();
    await expect.poll(() => statusOf(agency).textContent()).toBe('Draft');
    expect(await agency.getByRole('heading', { level: 1 }).textContent()).toBe('Posting — Paloma Postings, Home support');
    expect(await detailValue(agency, 'Schedule').textContent()).toMatch(/^Mon, Wed, Fri · 9:00\sAM–1:30\sPM$/);
  });

  it('publishes it and invites a caregiver by name', async () => {
    await agency.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => statusOf(agency).textContent()).toBe('Open');

    await agency.getByRole('button', { name: 'Invite a caregiver' }).click();
    const dialog = agency.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Caregiver' }).fill('Carmen');
    await agency.getByRole('option', { name: 'Carmen Caregiver' }).click();
    await dialog.getByRole('button', { name: 'Invite caregiver' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => caregiversSection(agency).textContent()).toContain('Carmen CaregiverInvited');
  });

  it('lets the invited caregiver apply', async () => {
    await signInAs(caregiver, stack.careledger.url, 'caregiver');
    await caregiver.goto(postingUrl);
    await expect.poll(() => statusOf(caregiver).textContent()).toBe('Open');
    await caregiver.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => caregiversSection(caregiver).textContent()).toContain('Applied');
    expect(await caregiver.getByRole('button', { name: 'Apply' }).count()).toBe(0);
  });

  it('assigns the caregiver by name and fills the posting', async () => {
    await agency.reload();
    await agency.getByRole('button', { name: 'Assign' }).click();
    const dialog = agency.getByRole('dialog');
    await dialog.getByLabel('Carmen Caregiver (caregiver)').check();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => detailValue(agency, 'Assigned to').textContent()).toBe('Carmen Caregiver');

    await agency.getByRole('button', { name: 'Mark filled' }).click();
    await expect.poll(() => statusOf(agency).textContent()).toBe('Filled');
    expect(await detailValue(agency, 'Assigned to').textContent()).toBe('Carmen Caregiver');
    expect(await detailValue(agency, 'Schedule').textContent()).toMatch(/9:00\sAM–1:30\sPM$/);
    // Once every read of the posting is back, only extending and closing remain.
    await expect.poll(() => agency.getByRole('button', { name: 'Extend' }).isEnabled()).toBe(true);
    expect(await agency.locator('section', { has: agency.getByRole('heading', { name: 'Actions' }) }).getByRole('button').allTextContents()).toEqual(['Extend', 'Close posting']);
    await screenshot(agency, 'posting-filled');
  });

  it('opens the form from the patient’s page with the patient chosen', async () => {
    await agency.getByRole('link', { name: 'Paloma Postings' }).click();
    await expect.poll(() => agency.url()).toMatch(/\/user\/en-us\/patients\/[0-9a-f-]{36}$/);
    await agency.getByRole('button', { name: 'New posting' }).click();
    const dialog = agency.getByRole('dialog');
    expect(await dialog.getByRole('combobox', { name: 'Patient' }).inputValue()).toBe('Paloma Postings');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps a clean console for both', () => {
    expect(consoleErrors).toEqual({ agency: [], caregiver: [] });
  });
});
