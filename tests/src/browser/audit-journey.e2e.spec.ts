import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { demoUserBySlug } from '@careledger/app';
import { registeredPatient } from '../support/command-checks';
import { openWatchedPage, screenshot } from './browser';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');

const localInput = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

describe('an administrator explores the audit log and runs the accounts in the console', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let assessmentId: string;
  const summary = `Audit journey ${randomUUID().slice(0, 8)}`;
  const email = `audit-journey-${randomUUID().slice(0, 8)}@example.test`;

  beforeAll(async () => {
    if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    // The newest AssessmentCreated event of the log is this one.
    const agency = await stack.as('agency');
    const created = await agency.post('/api/assessments', { patientId: await registeredPatient(agency), summary });
    expect(created.status).toBe(201);
    assessmentId = created.body.id;
    ({ browser, page, consoleErrors } = await openWatchedPage());
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs the administrator in and opens the audit log from the navigation', async () => {
    await page.goto(`${stack.careledger.url}/en-us/login`);
    await page.getByLabel('Email').fill('admin@demo.careledger');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\/en-us\//);
    await page.getByRole('link', { name: 'Audit log', exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/audit$/);
    await page.getByRole('grid', { name: 'Audit log' }).waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await screenshot(page, 'audit-log');
  });

  it('filters the log to assessment creations and opens the new assessment\'s event', async () => {
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Assessments' }).click();
    await page.getByLabel('Event type').fill('AssessmentCreated');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.url()).toContain('category=assessment&type=AssessmentCreated');
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: `assessment-${assessmentId}` });
    await row.waitFor();
    // Who did it, by name: every demo user's id begins 00000000, so an id prefix told no one apart.
    expect(await row.textContent()).toContain('Agnes Agency');
    await screenshot(page, 'audit-log-filtered');
    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Event AssessmentCreated' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('event-json').textContent()).toContain(summary);
    await screenshot(page, 'audit-event');
  });

  it('goes on to that assessment\'s history, and sees it as of a past instant', async () => {
    const asOf = localInput(new Date());
    await page.getByRole('dialog').getByRole('link', { name: 'Record history' }).click();
    await page.waitForURL(new RegExp(`/audit/streams/assessment-${assessmentId}$`));
    const events = page.getByRole('grid', { name: 'Events' });
    await events.locator('.MuiDataGrid-row').filter({ hasText: 'AssessmentCreated' }).waitFor();
    await page.getByLabel('As of').fill(asOf);
    await page.getByRole('button', { name: 'Show state' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'As of an instant' }).textContent()).toContain(summary);
    await screenshot(page, 'audit-stream-history');
  });

  it('narrows the log to what one person did, found by name', async () => {
    const agencyUser = demoUserBySlug('agency');
    await page.goto(`${stack.careledger.url}/user/en-us/audit`);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('combobox', { name: 'Actor' }).fill('Agnes');
    await page.getByRole('option', { name: /^Agnes Agency · / }).click();
    await expect.poll(() => page.url()).toContain(`actor=${agencyUser.id}`);
    const rows = page.locator('.MuiDataGrid-row');
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes('Agnes Agency'))).toBe(true);
    await expect.poll(async () => (await rows.allTextContents()).some((text) => text.includes(`assessment-${assessmentId}`))).toBe(true);
    await screenshot(page, 'audit-log-by-actor');
  });

  it('creates an account with a random password shown once, and disables it', async () => {
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/users$/);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('button', { name: 'New user' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Family member' }).click();
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Name/).fill('Audit Journey');
    await form.getByRole('button', { name: 'Create user' }).click();
    await form.getByText(`Account created for ${email}.`).waitFor();
    const password = (await form.getByTestId('one-time-password').textContent()) ?? '';
    expect(password).toMatch(/^.{16}$/);
    await screenshot(page, 'user-created');
    await stack.client().signIn(email, password);
    await form.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByTestId('one-time-password').count()).toBe(0);

    await page.getByLabel('Search name or email').fill(email);
    await expect.poll(() => page.url()).toContain('search=');
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: email });
    await expect.poll(() => row.textContent()).toContain('Active');
    await page.getByRole('button', { name: 'Disable Audit Journey' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable Audit Journey?' });
    await confirm.getByLabel('Reason (optional)').fill('Journey finished');
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await expect.poll(() => row.textContent()).toContain('Disabled');
    await page.getByRole('button', { name: 'Enable Audit Journey' }).waitFor();
    await screenshot(page, 'user-disabled');
  });

  it('logged no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
