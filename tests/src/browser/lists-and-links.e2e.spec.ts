import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { registeredPatient } from '../support/command-checks';
import { openWatchedPage } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

const ASSESSMENTS_NEEDED = 31;
// The grid turned a page and, a moment later, turned it back: a state must hold this long.
const SETTLE_MS = 1_500;

const displayedRows = (page: Page) => page.locator('.MuiTablePagination-displayedRows').textContent();

/** Waits for the grid to show `range` ("26–50") and the URL to carry `page`, then checks both still hold a moment later. */
const holdsPage = async (page: Page, range: string, pageNumber: number): Promise<void> => {
  const shown = () => displayedRows(page).then((text) => text?.startsWith(`${range} `) ?? false);
  const inUrl = () => new URL(page.url()).searchParams.get('page') === String(pageNumber);
  await expect.poll(async () => (await shown()) && inUrl()).toBe(true);
  await page.waitForTimeout(SETTLE_MS);
  expect(await displayedRows(page)).toMatch(new RegExp(`^${range} `));
  expect(new URL(page.url()).searchParams.get('page')).toBe(String(pageNumber));
};

describe('grids page on the server and keep their page in the URL; record links say what they lead to', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    const agency = await stack.as('agency');
    const { body } = await agency.get('/api/assessments?pageSize=1');
    for (let created = body.total as number; created < ASSESSMENTS_NEEDED; created += 1) {
      expect((await agency.post('/api/assessments', { patientId: await registeredPatient(agency), summary: `Paging ${created}` })).status).toBe(201);
    }
    await stack.waitForProjections();
    ({ browser, page, consoleErrors } = await openWatchedPage());
    await signInAs(page, stack.careledger.url, 'admin');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('turns to the next page of the audit log and stays there', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/audit`);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await holdsPage(page, '26–50', 2);
  });

  it('opens a link to the third page of the audit log on that page', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/audit?page=3`);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await holdsPage(page, '51–75', 3);
  });

  it('turns the assessments list, ten to a page, forward and back', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/assessments?pageSize=10`);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await holdsPage(page, '11–20', 2);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await holdsPage(page, '21–30', 3);
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await holdsPage(page, '11–20', 2);
  });

  it('keeps a third-page link of the assessments list, and its rows are the third ten', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/assessments?pageSize=10&page=3`);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await holdsPage(page, '21–30', 3);
    expect(await page.locator('.MuiDataGrid-row').count()).toBe(10);
  });

  it('logs no console errors while paging', () => {
    expect(consoleErrors).toEqual([]);
  });

  it("offers rows as links only where they open something: an administrator's user rows open the account's history, a partner's are plain", async () => {
    const usersPage = `${stack.careledger.url}/user/en-us/users`;
    const cursorOfFirstRow = (on: Page) => on.locator('.MuiDataGrid-row').first().evaluate((row) => getComputedStyle(row).cursor);
    await page.goto(usersPage);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    // Polled: a row the grid renders again between finding and reading it has no style.
    await expect.poll(() => cursorOfFirstRow(page)).toBe('pointer');

    const partner = await browser.newPage();
    try {
      await signInAs(partner, stack.careledger.url, 'partner');
      await partner.goto(usersPage);
      await partner.locator('.MuiDataGrid-row').first().waitFor();
      await expect.poll(() => cursorOfFirstRow(partner)).toBe('default');
      await partner.locator('.MuiDataGrid-row').first().click();
      await partner.waitForTimeout(500);
      expect(new URL(partner.url()).pathname).toBe('/user/en-us/users');
    } finally {
      await partner.close();
    }
  });

  it.each([
    ['assessment', '/user/en-us/assessments/not-an-id', 'This assessment does not exist, or you do not have access to it.'],
    ['patient', '/user/en-us/patients/12345', 'This patient does not exist, or you do not have access to it.'],
  ])('answers a link to the %s page with a malformed id as a record that does not exist', async (_, path, message) => {
    await page.goto(`${stack.careledger.url}${path}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(message);
    expect(await page.getByText('Request failed with status code').count()).toBe(0);
    // The browser reports the refused request itself; the page adds nothing of its own.
    expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource: the server responded with a status of 400'))).toEqual([]);
  });

});
