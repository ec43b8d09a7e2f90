import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { launchChromium, screenshot, watchConsole } from './browser';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');

const localInput = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const signIn = async (page: Page, url: string, email: string) => {
  await page.goto(`${url}/en-us/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/user\/en-us\//);
};

describe('a caregiver records a dose and an administrator changes a caregiver status in the console', () => {
  let stack: RunningStack;
  let browser: Browser;

  const newPage = async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    return { page, errors: watchConsole(page) };
  };

  beforeAll(async () => {
    if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('the caregiver opens one of their patients and records a dose not given, with a reason and a comment', async () => {
    const { page, errors } = await newPage();
    await signIn(page, stack.careledger.url, 'caregiver@demo.careledger');
    await page.goto(`${stack.careledger.url}/user/en-us/patients`);
    await page.locator('.MuiDataGrid-row').first().click();
    await page.waitForURL(/\/user\/en-us\/patients\/[0-9a-f-]{36}/);
    await page.getByRole('grid', { name: 'Medications' }).waitFor();

    const medication = `E2E-med ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Record a dose' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Medication/).fill(medication);
    await dialog.getByLabel(/^Dose/).fill('25 mg');
    await dialog.getByLabel('Scheduled for').fill(localInput(new Date(Date.now() - 2 * 3_600_000)));
    await dialog.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Not given' }).click();
    await dialog.getByRole('combobox', { name: 'Reason not given' }).click();
    await page.getByRole('option', { name: 'Missed dose' }).click();
    // The domain requires a comment for a missed dose: the form says so before sending.
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await dialog.getByText('A comment is required for “Missed dose”').waitFor();
    await dialog.getByLabel(/^Comment/).fill('Asleep at the scheduled time; nurse informed.');
    await screenshot(page, 'medication-record-dialog');
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByText('Dose recorded.').waitFor();

    const row = page.getByRole('row').filter({ hasText: medication });
    await expect.poll(() => row.textContent()).toContain('Not given');
    expect(await row.textContent()).toContain('Missed dose');
    await screenshot(page, 'medication-list-after-record');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the administrator opens a caregiver and hires them', async () => {
    const { page, errors } = await newPage();
    await signIn(page, stack.careledger.url, 'admin@demo.careledger');
    await page.getByRole('link', { name: 'Caregivers', exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/caregivers/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await page.waitForURL(/status=0/);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await screenshot(page, 'caregivers-grid-pending');
    await page.locator('.MuiDataGrid-row').first().click();
    await page.waitForURL(/\/user\/en-us\/caregivers\/[0-9a-f-]{36}/);
    const id = page.url().split('/').pop()?.split('?')[0] ?? '';

    await page.getByRole('button', { name: 'Hire', exact: true }).click();
    await page.getByRole('button', { name: 'Off board' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).locator('..').textContent()).toContain('Hired');
    await screenshot(page, 'caregiver-hired');
    const stored = await stack.careledger.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1', [`caregiver-${id}`]);
    expect(stored.rows[0]?.type).toBe('CaregiverHired');
    expect(errors).toEqual([]);
    await page.close();
  });
});
