import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { dayFromToday, requireBuiltConsole, signInAs } from './journey';

/** Both people read the day in UTC, as dayFromToday counts it. */
const TIME_ZONE = 'UTC';
const PHONE = { width: 390, height: 844 };

/**
 * Issue 15's whole day in one run: a newcomer at an agency registers a patient, opens an assessment
 * for them by name and posts the care; the caregiver it goes to finds the shift on their day.
 */
describe('a newcomer registers a patient, assesses them by name, posts the care, and the caregiver sees the shift on their day', () => {
  let stack: RunningStack;
  let browser: Browser;
  let agency: Page;
  let caregiver: Page;
  const errors: Record<'agency' | 'caregiver', string[]> = { agency: [], caregiver: [] };
  const lastName = `Newcomer-${randomUUID().slice(0, 6)}`;
  const patientName = `Inés ${lastName}`;
  const today = dayFromToday(0);
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${today}T12:00:00Z`));
  let postingUrl = '';

  const statusOf = (page: Page) => page.getByTestId('posting-status');

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 5 });
    browser = await launchChromium();
    agency = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US', timezoneId: TIME_ZONE });
    caregiver = await browser.newPage({ viewport: PHONE, locale: 'en-US', timezoneId: TIME_ZONE });
    errors.agency = watchConsole(agency);
    errors.caregiver = watchConsole(caregiver);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('registers the patient', async () => {
    await signInAs(agency, stack.careledger.url, 'agency');
    await agency.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Patients', exact: true }).click();
    await agency.waitForURL(/\/user\/en-us\/patients$/);
    await agency.getByRole('button', { name: 'New patient' }).click();
    const dialog = agency.getByRole('dialog');
    await dialog.getByLabel(/^First name/).fill('Inés');
    await dialog.getByLabel(/^Last name/).fill(lastName);
    await dialog.getByLabel(/^Date of birth/).fill('1944-09-02');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => agency.url()).toMatch(/\/user\/en-us\/patients\/[0-9a-f-]{36}$/);
    await agency.getByRole('heading', { name: `${lastName}, Inés`, level: 1 }).waitFor();
  });

  it('opens an assessment for them, chosen by name', async () => {
    const patientUrl = agency.url();
    await agency.goto(`${stack.careledger.url}/user/en-us/assessments`);
    await agency.getByRole('button', { name: 'New assessment' }).click();
    const dialog = agency.getByRole('dialog', { name: 'New assessment' });
    await dialog.getByRole('combobox', { name: 'Patient' }).fill(lastName);
    await agency.getByRole('option', { name: new RegExp(`^${patientName}`) }).click();
    await dialog.getByLabel('Summary').fill('First visit: mornings are hard');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => agency.getByRole('heading', { level: 1 }).textContent()).toMatch(new RegExp(`^Assessment — ${patientName}`));
    await agency.goto(patientUrl);
  });

  it("posts the care from the patient's page, weekly on today's weekday from today, publishes it and invites a caregiver by name", async () => {
    await agency.getByRole('button', { name: 'New posting' }).click();
    const dialog = agency.getByRole('dialog');
    expect(await dialog.getByRole('combobox', { name: 'Patient' }).inputValue()).toBe(patientName);
    await dialog.getByRole('combobox', { name: 'Care service' }).fill('Home sup');
    await agency.getByRole('option', { name: 'Home support' }).click();
    await dialog.getByLabel(/^Start date/).fill(today);
    await dialog.getByLabel(/^End date/).fill(dayFromToday(60));
    await dialog.getByLabel(weekday, { exact: true }).check();
    await dialog.getByLabel(/^Shift starts/).fill('18:00');
    await dialog.getByLabel(/^Shift ends/).fill('22:00');
    await dialog.getByLabel(/^Description/).fill('Evening help with supper and getting ready for bed');
    await dialog.getByRole('button', { name: 'Create posting' }).click();
    await expect.poll(() => agency.url()).toMatch(/\/user\/en-us\/postings\/[0-9a-f-]{36}$/);
    postingUrl = agency.url();
    expect(await agency.getByRole('heading', { level: 1 }).textContent()).toBe(`Posting — ${patientName}, Home support`);

    await agency.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => statusOf(agency).textContent()).toBe('Open');
    await agency.getByRole('button', { name: 'Invite a caregiver' }).click();
    const invite = agency.getByRole('dialog');
    await invite.getByRole('combobox', { name: 'Caregiver' }).fill('Carmen');
    await agency.getByRole('option', { name: 'Carmen Caregiver' }).click();
    await invite.getByRole('button', { name: 'Invite caregiver' }).click();
    await invite.waitFor({ state: 'detached' });
  });

  it('gives the shift to the caregiver who applies', async () => {
    await signInAs(caregiver, stack.careledger.url, 'caregiver');
    await caregiver.goto(postingUrl);
    await caregiver.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => caregiver.getByRole('button', { name: 'Apply' }).count()).toBe(0);

    await agency.reload();
    await agency.getByRole('button', { name: 'Assign' }).click();
    const dialog = agency.getByRole('dialog');
    await dialog.getByLabel('Carmen Caregiver (caregiver)').check();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'detached' });
    await agency.getByRole('button', { name: 'Mark filled' }).click();
    await expect.poll(() => statusOf(agency).textContent()).toBe('Filled');
  });

  it("shows the caregiver today's shift on their day, on a phone, by the patient's name", async () => {
    // On a phone the navigation is a drawer behind the menu button.
    await caregiver.getByRole('button', { name: 'Open navigation' }).click();
    await caregiver.getByRole('link', { name: 'My day' }).click();
    await expect.poll(() => caregiver.url()).toMatch(/\/user\/en-us\/day$/);
    const shift = caregiver.getByRole('region', { name: 'Shifts' }).getByRole('link', { name: new RegExp(patientName) });
    await shift.waitFor();
    expect(await shift.textContent()).toContain('6:00 PM – 10:00 PM');
    expect(await shift.textContent()).toContain('Home support');
    await screenshot(caregiver, 'newcomer-caregiver-day');
  });

  it('kept a clean console for both', () => {
    expect(errors).toEqual({ agency: [], caregiver: [] });
  });
});
