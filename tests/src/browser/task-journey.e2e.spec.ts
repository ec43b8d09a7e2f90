import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { accepted } from '../support/command-checks';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { dayFromToday, requireBuiltConsole, signInAs } from './journey';

describe('an agency hands a task to a caregiver, who does it from the Tasks screen', () => {
  let stack: RunningStack;
  let browser: Browser;
  const lastName = `Taskjourney${randomUUID().slice(0, 6)}`;
  const patientName = `Tessa ${lastName}`;
  const title = `Refill the pill organiser ${randomUUID().slice(0, 4)}`;

  const newPage = async () => {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    return { page, errors: watchConsole(page) };
  };
  const rowOf = (page: Page) => page.getByRole('row').filter({ hasText: title });

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 5 });
    browser = await launchChromium();
    const agency = await stack.as('agency');
    // A patient of the agency whom the caregiver does not care for: the assignment alone lets them see the task.
    accepted(await agency.post('/api/patients', { firstName: 'Tessa', lastName }), 201);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('the agency creates a task for a patient found by name and assigns it to a caregiver', async () => {
    const { page, errors } = await newPage();
    await signInAs(page, stack.careledger.url, 'agency');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tasks' }).click();
    await page.waitForURL(/\/user\/en-us\/tasks/);
    await page.getByRole('grid', { name: 'Tasks' }).waitFor();

    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Patient' }).fill(lastName);
    await page.getByRole('option', { name: new RegExp(patientName) }).click();
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Due date/).fill(dayFromToday(0));
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await page.getByText(`The task “${title}” is created.`).waitFor();
    // The demo's tasks come first by due date: narrow the list to the patient, found by name too.
    await page.getByRole('combobox', { name: 'Patient' }).fill(lastName);
    await page.getByRole('option', { name: new RegExp(patientName) }).click();
    await page.waitForURL(/[?&]patient=/);

    const row = rowOf(page);
    await expect.poll(() => row.textContent()).toContain(patientName);
    expect(await row.textContent()).toContain('Unassigned');
    await row.getByRole('button', { name: `Actions for “${title}”` }).click();
    await page.getByRole('menuitem', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog');
    await assign.getByRole('combobox', { name: 'Caregiver' }).fill('Carmen');
    await page.getByRole('option', { name: 'Carmen Caregiver' }).first().click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await page.getByText(`“${title}” is assigned.`).waitFor();
    await expect.poll(() => row.textContent()).toContain('Carmen Caregiver');
    await screenshot(page, 'tasks-agency-assigned');

    // The patient's page lists their tasks, and a new task there is for them.
    await row.getByRole('link', { name: patientName }).click();
    await page.waitForURL(/\/user\/en-us\/patients\/[0-9a-f-]{36}/);
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Tasks', exact: true }) });
    await expect.poll(() => section.getByRole('row').filter({ hasText: title }).textContent()).toContain('Carmen Caregiver');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'tasks-patient-section');
    await section.getByRole('button', { name: 'New task' }).click();
    expect(await page.getByRole('dialog').getByRole('combobox', { name: 'Patient' }).inputValue()).toBe(patientName);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the caregiver finds it under Tasks, assigned to them, and completes it', async () => {
    const { page, errors } = await newPage();
    await signInAs(page, stack.careledger.url, 'caregiver');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tasks' }).click();
    await page.waitForURL(/\/user\/en-us\/tasks/);
    // A navigation is a transition: click, then wait for the URL.
    await page.getByRole('switch', { name: 'Assigned to me' }).click();
    await page.waitForURL(/[?&]mine=1/);
    await page.getByLabel('Due from').fill(dayFromToday(0));
    await page.waitForURL(/[?&]dueFrom=/);

    const row = rowOf(page);
    await expect.poll(() => row.textContent()).toContain(patientName);
    expect(await row.textContent()).toContain('To do');
    await row.getByRole('button', { name: `Actions for “${title}”` }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Complete', 'Not required']);
    await page.getByRole('menuitem', { name: 'Complete' }).click();
    await page.getByText(`“${title}” is completed.`).waitFor();
    await expect.poll(() => row.textContent()).toContain('Completed');
    await screenshot(page, 'tasks-caregiver-completed');
    expect(errors).toEqual([]);
    await page.close();
  });
});
