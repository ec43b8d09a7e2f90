import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');

describe('a visitor searches shared living near Toronto on the public landing', () => {
  let stack: RunningStack;
  let browser: Browser;
  let visitor: BrowserContext;
  let page: Page;
  let expectedNames: string[];
  const consoleLogs: string[][] = [];

  const openPage = async (context: BrowserContext): Promise<Page> => {
    const opened = await context.newPage();
    consoleLogs.push(watchConsole(opened));
    return opened;
  };
  const resultNames = (on: Page) => on.getByRole('list', { name: /Results|Resultados/ }).getByRole('listitem').locator('.MuiListItemText-primary').allTextContents();
  const mapOf = (on: Page, name: string): Locator => on.getByRole('region', { name });
  const zoomOf = async (map: Locator) => Number(await map.getAttribute('data-zoom'));

  beforeAll(async () => {
    if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
    stack = await startStack(testDatabases()[0]!);
    const answer = await stack.client().get('/api/search/shared-living?place=toronto');
    expectedNames = (answer.body.data as { name: string }[]).map((result) => result.name);
    browser = await launchChromium();
    visitor = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    page = await openPage(visitor);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('opens /en-us on the shared living search and finds homes near Toronto, in the list and on the map', async () => {
    expect(expectedNames.length, 'the demo data has shared-living homes near Toronto').toBeGreaterThan(1);
    await page.goto(`${stack.careledger.url}/en-us`);
    await expect.poll(() => page.getByRole('tab', { name: 'Shared living' }).getAttribute('aria-selected')).toBe('true');

    await page.getByLabel('Location').fill('Toronto, ON, Canada');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/shared-living homes? within 50 km of Toronto, Ontario, Canada/).waitFor();
    expect(await resultNames(page)).toEqual(expectedNames);
    await expect.poll(() => page.getByRole('listitem').first().textContent()).toMatch(/\d km/);

    const map = mapOf(page, 'Map of the results');
    await map.waitFor();
    const markers = map.locator('[data-marker]');
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    await screenshot(page, 'landing-search-results');
  });

  it('opens a cluster on the map, which zooms in', async () => {
    const map = mapOf(page, 'Map of the results');
    const clusters = map.locator('[data-marker="cluster"]');
    // The fitted view may already show every home apart: zoom out until they gather.
    for (let step = 0; step < 12 && (await clusters.count()) === 0; step += 1) await page.getByRole('button', { name: 'Zoom out' }).click();
    const before = await zoomOf(map);
    const gathered = Number(await clusters.first().textContent());
    expect(gathered).toBeGreaterThan(1);
    await screenshot(page, 'landing-map-cluster');

    await clusters.first().click();
    await expect.poll(() => zoomOf(map)).toBeGreaterThan(before);
    await expect.poll(() => map.locator('[data-marker]').count()).toBeGreaterThan(1);
    await screenshot(page, 'landing-map-zoomed');
  });

  it('finds the search restored after a reload', async () => {
    await page.reload();
    await page.getByText(/shared-living homes? within 50 km of Toronto/).waitFor();
    expect(await page.getByLabel('Location').inputValue()).toBe('Toronto, ON, Canada');
    expect(await resultNames(page)).toEqual(expectedNames);
  });

  it('finds it again in a new browser session, through the visitor cookie', async () => {
    await expect.poll(async () => (await visitor.cookies()).some((cookie) => cookie.name === 'careledger_visitor')).toBe(true);
    await stack.waitForProjections();
    const nextSession = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    await nextSession.addCookies((await visitor.cookies()).filter((cookie) => cookie.name === 'careledger_visitor'));
    const reopened = await openPage(nextSession);
    await reopened.goto(`${stack.careledger.url}/en-us`);
    await reopened.getByText(/shared-living homes? within 50 km of Toronto/).waitFor();
    expect(await reopened.getByLabel('Location').inputValue()).toBe('Toronto, ON, Canada');
    await nextSession.close();
  });

  it('searches around the place of /es-es/locations/toronto, in Spanish', async () => {
    const spanish = await openPage(await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' }));
    await spanish.goto(`${stack.careledger.url}/es-es/locations/toronto`);
    await spanish.getByText(/viviendas? compartidas? a menos de 50 km de Toronto, Ontario, Canadá/).waitFor();
    expect(await spanish.getByLabel('Ubicación').inputValue()).toBe('toronto');
    expect(await resultNames(spanish)).toEqual(expectedNames);
    await mapOf(spanish, 'Mapa de los resultados').waitFor();
    await screenshot(spanish, 'landing-location-es-es-mobile');
  });

  it("restores a signed-in family member's kept homecare search near Toronto", async () => {
    const family = await openPage(await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' }));
    await family.goto(`${stack.careledger.url}/en-us/login`);
    await family.getByLabel('Email').fill('user@demo.careledger');
    await family.getByLabel('Password').fill('demo-password');
    await family.getByRole('button', { name: 'Sign in' }).click();
    await family.waitForURL(/\/user\/en-us/);
    await family.goto(`${stack.careledger.url}/en-us`);
    await expect.poll(() => family.getByRole('tab', { name: 'Homecare' }).getAttribute('aria-selected')).toBe('true');
    expect(await family.getByLabel('Location').inputValue()).toBe('Toronto, ON, Canada');
    await family.getByText(/homecare agenc(y|ies) within 50 km of Toronto, Ontario, Canada/).waitFor();
    expect(await resultNames(family)).toContain('Maple Grove Home Care');
    await screenshot(family, 'landing-family-homecare');
  });

  it('kept the console free of errors', () => {
    expect(consoleLogs.flat()).toEqual([]);
  });
});
