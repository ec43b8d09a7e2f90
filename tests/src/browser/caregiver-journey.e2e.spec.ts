import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';

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
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
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

  it('the caregiver appends a note to a published note of one of their patients, and it shows under its parent', async () => {
    // A published note the care team reads, on a patient of the caregiver's: the demo notes may carry appended ones already.
    const caregiver = await stack.as('caregiver');
    const patientId: string = (await caregiver.get('/api/patients?pageSize=1')).body.data[0].id;
    const parentText = `Care plan reviewed ${randomUUID().slice(0, 6)}: walk after lunch, fluids every two hours.`;
    const created = await (await stack.as('admin')).post('/api/notes', {
      patientId,
      noteTypeId: 1,
      dateOfService: new Date().toISOString().slice(0, 10),
      body: parentText,
      visibility: 1,
      isDraft: false,
    });
    expect(created.status).toBe(201);
    const noteId: string = created.body.id;

    const { page, errors } = await newPage();
    await signIn(page, stack.careledger.url, 'caregiver@demo.careledger');
    await page.goto(`${stack.careledger.url}/user/en-us/patients/${patientId}`);
    await page.getByRole('main').getByRole('link', { name: 'Notes', exact: true }).click();
    await page.waitForURL(new RegExp(`/user/en-us/notes\\?patientId=${patientId}$`));
    const row = page.locator(`.MuiDataGrid-row[data-id="${noteId}"]`);
    await row.waitFor();
    await screenshot(page, 'caregiver-patient-notes');
    await row.click();
    await page.waitForURL(new RegExp(`/notes/${noteId}$`));
    await expect.poll(() => page.getByTestId('note-status').textContent()).toBe('Published');

    const appendedText = 'Walked twenty minutes after lunch; drank well all afternoon.';
    const field = page.getByRole('textbox', { name: 'Appended note' });
    await page.getByRole('button', { name: 'Append a note' }).click();
    await page.getByRole('button', { name: 'Append', exact: true }).click();
    await page.getByText('Enter the text to append.').waitFor();
    await field.fill(appendedText);
    await page.getByRole('button', { name: 'Append', exact: true }).click();
    await page.getByText('The note is appended.').waitFor();
    expect(await field.inputValue()).toBe('');

    const parent = page.getByTestId('note-text').getByLabel('Parent note', { exact: true });
    const appended = page.getByTestId('note-text').getByRole('region', { name: 'Appended note 1' });
    await expect.poll(() => appended.textContent()).toContain(appendedText);
    expect(await appended.textContent()).toMatch(/^Appended note 1, by Carmen Caregiver on /);
    expect(await parent.textContent()).toBe(parentText);
    // Under its parent: below it on the page, and the parent's text unchanged.
    const [parentBox, appendedBox] = await Promise.all([parent.boundingBox(), appended.boundingBox()]);
    expect(appendedBox!.y).toBeGreaterThan(parentBox!.y + parentBox!.height - 1);
    await expect.poll(() => page.locator('dt', { hasText: 'Appended' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('1');
    await appended.scrollIntoViewIfNeeded();
    await screenshot(page, 'caregiver-note-appended');

    const stored = await stack.careledger.db.query<{ type: string; data: Record<string, unknown> }>(
      'SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`note-${noteId}`],
    );
    expect(stored.rows.at(-1)?.data).toMatchObject({ body: appendedText });
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
