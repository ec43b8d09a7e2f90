import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

const SUMMARY = /shared-living homes? within 50 km of Toronto, Ontario, Canada/;

describe('a signed-in family member searches shared living near Toronto on the map, in Canadian English', () => {
  let stack: RunningStack;
  let browser: Browser;
  let family: ApiClient;
  let page: Page;
  let expectedNames: string[];
  const consoleLogs: string[][] = [];

  const openPage = async (context: BrowserContext): Promise<Page> => {
    const opened = await context.newPage();
    consoleLogs.push(watchConsole(opened));
    return opened;
  };
  const resultNames = (on: Page) => on.getByRole('list', { name: 'Results' }).getByRole('listitem').locator('.MuiListItemText-primary').allTextContents();
  const mapOf = (on: Page): Locator => on.getByRole('region', { name: 'Map of the results' });
  const zoomOf = async (map: Locator) => Number(await map.getAttribute('data-zoom'));

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!);
    const answer = await stack.client().get('/api/search/shared-living?place=toronto');
    expectedNames = (answer.body.data as { name: string }[]).map((result) => result.name);
    family = await stack.as('user');
    browser = await launchChromium();
    page = await openPage(await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'en-CA' }));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs the family member in, then opens the landing on their kept homecare search', async () => {
    expect(expectedNames.length, 'the demo data has shared-living homes near Toronto').toBeGreaterThan(1);
    await signInAs(page, stack.careledger.url, 'user', 'en-ca');
    await page.goto(`${stack.careledger.url}/en-ca`);
    // The demo family last looked at homecare: their landing opens there, not on shared living.
    await expect.poll(() => page.getByRole('tab', { name: 'Homecare' }).getAttribute('aria-selected')).toBe('true');
  });

  it('switches to shared living and finds homes near Toronto, in the list and on the map', async () => {
    await page.getByRole('tab', { name: 'Shared living' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Shared living' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Location').fill('Toronto, ON, Canada');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(SUMMARY).waitFor();
    expect(await resultNames(page)).toEqual(expectedNames);

    const markers = mapOf(page).locator('[data-marker]');
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    await screenshot(page, 'family-shared-living-results');
  });

  it('opens a cluster on the map, which zooms in on the homes it gathered', async () => {
    const map = mapOf(page);
    const clusters = map.locator('[data-marker="cluster"]');
    // The fitted view may already show every home apart: zoom out until they gather.
    for (let step = 0; step < 12 && (await clusters.count()) === 0; step += 1) await page.getByRole('button', { name: 'Zoom out' }).click();
    const before = await zoomOf(map);
    const gathered = Number(await clusters.first().textContent());
    expect(gathered).toBeGreaterThan(1);
    await screenshot(page, 'family-map-cluster');

    await clusters.first().click();
    await expect.poll(() => zoomOf(map)).toBeGreaterThan(before);
    await expect.poll(() => map.locator('[data-marker]').count()).toBeGreaterThan(1);
    // The list does not change with the map's view: it is the search's answer.
    expect(await resultNames(page)).toEqual(expectedNames);
    await screenshot(page, 'family-map-cluster-opened');
  });

  it('finds the shared-living search kept for their account in a new browser', async () => {
    await expect.poll(async () => (await family.get('/api/cookie/current-search-type')).body?.searchType).toBe('shared-living');
    await expect.poll(async () => (await family.get('/api/cookie/shared-living')).body?.location).toBe('Toronto, ON, Canada');
    await stack.waitForProjections();
    const elsewhere = await openPage(await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'en-CA' }));
    await signInAs(elsewhere, stack.careledger.url, 'user', 'en-ca');
    await elsewhere.goto(`${stack.careledger.url}/en-ca`);
    await expect.poll(() => elsewhere.getByRole('tab', { name: 'Shared living' }).getAttribute('aria-selected')).toBe('true');
    expect(await elsewhere.getByLabel('Location').inputValue()).toBe('Toronto, ON, Canada');
    await elsewhere.getByText(SUMMARY).waitFor();
    expect(await resultNames(elsewhere)).toEqual(expectedNames);
    await mapOf(elsewhere).locator('[data-marker]').first().waitFor();
    await screenshot(elsewhere, 'family-shared-living-restored');
  });

  it('kept the console free of errors', () => {
    expect(consoleLogs.flat()).toEqual([]);
  });
});
