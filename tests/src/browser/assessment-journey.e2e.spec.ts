import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { registeredPatient } from '../support/command-checks';
import { openWatchedPage, screenshot } from './browser';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');

const localInput = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

describe('an agency moves an assessment through SCHEDULED -> APPROVED in the console', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    ({ browser, page, consoleErrors } = await openWatchedPage());
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs in and shows the assessments grid', async () => {
    await page.goto(`${stack.careledger.url}/en-us/login`);
    await page.getByLabel('Email').fill('agency@demo.careledger');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The agency's home is the first screen of its navigation, the dashboard.
    await page.waitForURL(/\/user\/en-us\/dashboard/);
    await page.getByRole('link', { name: 'Assessments', exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/assessments/);
    await page.getByRole('grid').waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await screenshot(page, 'assessments-grid');
  });

  it('schedules and approves an assessment, and the grid and timeline follow', async () => {
    const summary = `E2E journey ${randomUUID().slice(0, 8)}`;
    const agency = await stack.as('agency');
    const created = await agency.post('/api/assessments', { patientId: await registeredPatient(agency), summary });
    expect(created.status).toBe(201);

    await page.goto(`${stack.careledger.url}/user/en-us/assessments`);
    const listed = page.getByRole('row').filter({ hasText: summary });
    // People and agencies by name, never by an id.
    await expect.poll(() => listed.textContent()).toContain('Ada Lovelace');
    expect(await listed.textContent()).toContain('Maple Grove Home Care');
    await listed.click();
    await page.waitForURL(new RegExp(`/assessments/${created.body.id}`));
    const status = page.getByTestId('assessment-status');
    const history = page.getByTestId('history-item');
    await expect.poll(() => status.textContent()).toBe('Pending');
    await expect.poll(() => history.count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Assessment — Ada Lovelace(, |$)/);
    expect(await page.title()).toMatch(/Assessment — Ada Lovelace( · |, )/);
    expect(await history.first().textContent()).toContain('By Agnes Agency');

    await page.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Visit time').fill(localInput(new Date(Date.now() + 3 * 86_400_000)));
    await screenshot(page, 'assessment-schedule-dialog');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect.poll(() => status.textContent()).toBe('Scheduled');
    await expect.poll(() => history.count()).toBe(2);

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => status.textContent()).toBe('Approved');
    await expect.poll(() => history.count()).toBe(3);
    await screenshot(page, 'assessment-detail-approved');

    await page.goto(`${stack.careledger.url}/user/en-us/assessments`);
    const row = page.getByRole('row').filter({ hasText: summary });
    await expect.poll(() => row.textContent()).toContain('Approved');
    await screenshot(page, 'assessments-grid-after');
    const stored = await stack.careledger.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [
      `assessment-${created.body.id}`,
    ]);
    expect(stored.rows.map((event) => event.type)).toEqual(['AssessmentCreated', 'AssessmentScheduled', 'AssessmentApproved']);
  });

  it('creates an assessment for a patient found by name, from the list and from the patient\'s page', async () => {
    const agency = await stack.as('agency');
    const lastName = `Quill${randomUUID().slice(0, 6)}`;
    const patientId = await registeredPatient(agency, { firstName: 'Odette', lastName });
    await page.goto(`${stack.careledger.url}/user/en-us/assessments`);
    await page.getByRole('grid').waitFor();
    await page.getByRole('button', { name: 'New assessment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New assessment' });
    await dialog.getByRole('combobox', { name: 'Patient' }).fill(lastName.slice(0, 8));
    await page.getByRole('option', { name: new RegExp(`^Odette ${lastName}`) }).click();
    await dialog.getByLabel('Summary').fill('Found by name');
    await screenshot(page, 'assessment-create-by-name');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(new RegExp(`^Assessment — Odette ${lastName}`));

    await page.goto(`${stack.careledger.url}/user/en-us/patients/${patientId}`);
    await page.getByRole('button', { name: 'New assessment' }).click();
    const fromPatient = page.getByRole('dialog', { name: 'New assessment' });
    expect(await fromPatient.getByRole('combobox', { name: 'Patient' }).inputValue()).toBe(`Odette ${lastName}`);
    await fromPatient.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/assessments\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(new RegExp(`^Assessment — Odette ${lastName}`));
    const { rows } = await stack.careledger.db.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM events WHERE type = 'AssessmentCreated' AND data->>'patientId' = $1",
      [patientId],
    );
    expect(Number(rows[0]?.n)).toBe(2);
  });

  it('speaks Spanish under /es-es and keeps the console free of errors', async () => {
    await page.goto(`${stack.careledger.url}/es-es`);
    await page.getByRole('heading', { name: 'Encuentre y coordine cuidados' }).waitFor();
    await screenshot(page, 'landing-es-es');
    expect(consoleErrors).toEqual([]);
  });
});
