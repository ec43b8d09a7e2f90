import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

/** Picks the option that a search picker or a select offers under this name. */
const choose = async (page: Page, option: string | RegExp) => page.getByRole('option', { name: option }).click();

/** Saves the open dialog and waits for it to close: the command succeeded and the page refetched. */
const save = async (page: Page, button: string | RegExp = 'Save') => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
  await dialog.waitFor({ state: 'detached' });
};

const section = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const detail = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const EDIT_BUTTONS = /^(Edit|Add|Remove|Change) (details|mobility|languages|payer|contact|allergy|diagnoses|assistance|caregiver|coordinator)/;

describe('an agency registers a patient and records their intake in the console', () => {
  let stack: RunningStack;
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 5 });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('registers a patient, fills in their record and care team by name, and a caregiver on the team sees it without edits', async () => {
    const url = stack.careledger.url;
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    const errors = watchConsole(page);
    await signInAs(page, url, 'agency');
    await page.goto(`${url}/user/en-us/patients`);

    const lastName = `Intake-${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'New patient' }).click();
    let dialog = page.getByRole('dialog');
    // The form says what is missing before sending.
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByText('Must not be empty.').first().waitFor();
    await dialog.getByLabel(/^First name/).fill('Rosa');
    await dialog.getByLabel(/^Last name/).fill(lastName);
    await dialog.getByLabel(/^Date of birth/).fill('1948-04-12');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.url()).toMatch(/\/user\/en-us\/patients\/[0-9a-f-]{36}$/);
    const patientUrl = page.url();
    await page.getByRole('heading', { name: `${lastName}, Rosa`, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Edit details' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Gender' }).click();
    await choose(page, 'Female');
    await dialog.getByLabel(/^Phone/).fill('+1 416 555 0199');
    await dialog.getByLabel(/^City/).fill('Toronto');
    await dialog.getByLabel(/^Province/).fill('Ontario');
    await dialog.getByLabel(/^Country/).fill('ca');
    await save(page);
    await expect.poll(() => detail(page, 'Phone').textContent()).toBe('+1 416 555 0199');

    await page.getByRole('button', { name: 'Add contact' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Luis Moreno');
    await dialog.getByRole('combobox', { name: 'Relationship' }).click();
    await choose(page, 'Other relative');
    await dialog.getByLabel('Emergency contact').check();
    // An emergency contact needs a number: said at the field, nothing sent.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('An emergency contact needs a phone number.').waitFor();
    await dialog.getByLabel(/^Phone/).fill('+1 416 555 0123');
    await save(page);
    await section(page, 'Contacts').getByText('Luis Moreno').waitFor();

    await page.getByRole('button', { name: 'Add allergy' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Allergen/).fill('Penicillin');
    await dialog.getByRole('combobox', { name: 'Severity' }).click();
    await choose(page, 'Severe');
    await dialog.getByLabel(/^Reaction/).fill('Hives and swelling');
    await save(page);
    await section(page, 'Allergies').getByText('Penicillin').waitFor();

    await page.getByRole('button', { name: 'Edit diagnoses' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Diagnoses' }).fill('hypertension');
    await choose(page, /^Essential \(primary\) hypertension/);
    await save(page);
    await section(page, 'Diagnoses').getByText('Essential (primary) hypertension').waitFor();

    await page.getByRole('button', { name: 'Edit languages' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Languages' }).fill('Spanish');
    await choose(page, /^Spanish/);
    await save(page);
    await expect.poll(() => detail(page, 'Languages').textContent()).toBe('Spanish');

    await page.getByRole('button', { name: 'Change payer' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Payer' }).click();
    await choose(page, 'Private pay');
    await save(page);
    await expect.poll(() => detail(page, 'Payer').textContent()).toBe('Private pay');

    await page.getByRole('button', { name: 'Add caregiver' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Caregiver' }).fill('Carmen Caregiver');
    await choose(page, 'Carmen Caregiver');
    await save(page, 'Add to the care team');
    await section(page, 'Care team').getByText('Carmen Caregiver').waitFor();

    await page.getByRole('button', { name: 'Change coordinator' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Coordinator' }).fill('Arlo');
    await choose(page, 'Arlo Agent');
    await save(page);
    await section(page, 'Care team').getByText('Care coordinator: Arlo Agent').waitFor();

    // What the agency recorded is the record: a reload shows every part of it by name.
    await page.reload();
    await page.getByRole('heading', { name: `${lastName}, Rosa`, level: 1 }).waitFor();
    await expect.poll(() => detail(page, 'Gender').textContent()).toBe('Female');
    expect(await detail(page, 'Address').textContent()).toBe('Toronto, Ontario, CA');
    await expect.poll(() => detail(page, 'Languages').textContent()).toBe('Spanish');
    await expect.poll(() => detail(page, 'Payer').textContent()).toBe('Private pay');
    const contacts = await section(page, 'Contacts').textContent();
    expect(contacts).toContain('Luis Moreno');
    expect(contacts).toContain('Relationship: Other relative');
    expect(contacts).toContain('Emergency contact');
    expect(await section(page, 'Allergies').textContent()).toContain('Severity: Severe');
    await section(page, 'Diagnoses').getByText('Essential (primary) hypertension').waitFor();
    expect(await section(page, 'Care team').textContent()).toContain('Carmen Caregiver');
    expect(await section(page, 'Care team').textContent()).toContain('Care coordinator: Arlo Agent');
    await screenshot(page, 'patient-intake');

    // The same record in Spanish: the catalogs by their Spanish names, the edits in Spanish.
    await page.goto(patientUrl.replace('/user/en-us/', '/user/es-es/'));
    await page.getByRole('heading', { name: `${lastName}, Rosa`, level: 1 }).waitFor();
    await expect.poll(() => detail(page, 'Idiomas').textContent()).toBe('Español');
    await expect.poll(() => detail(page, 'Pagador').textContent()).toBe('Pago privado');
    await page.getByRole('button', { name: 'Editar datos' }).waitFor();
    await screenshot(page, 'patient-intake-es-es');
    expect(errors).toEqual([]);
    await page.close();

    // The caregiver now on the care team reads the record and changes none of it.
    const caregiverPage = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    const caregiverErrors = watchConsole(caregiverPage);
    await signInAs(caregiverPage, url, 'caregiver');
    await caregiverPage.goto(patientUrl);
    await caregiverPage.getByRole('heading', { name: `${lastName}, Rosa`, level: 1 }).waitFor();
    await section(caregiverPage, 'Contacts').getByText('Luis Moreno').waitFor();
    expect(await caregiverPage.getByRole('button', { name: EDIT_BUTTONS }).count()).toBe(0);
    expect(await caregiverPage.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(caregiverErrors).toEqual([]);
    await caregiverPage.close();
  });
});
