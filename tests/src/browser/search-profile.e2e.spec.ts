import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');

describe('a family opens a search result, asks for care there, and reads places in its language', () => {
  let stack: RunningStack;
  let browser: Browser;
  let familyName: string;
  const consoleLogs: string[][] = [];

  const openPage = async (locale: string, viewport = DESKTOP_VIEWPORT): Promise<Page> => {
    const context = await browser.newContext({ viewport, locale });
    const page = await context.newPage();
    consoleLogs.push(watchConsole(page));
    return page;
  };
  const results = (page: Page) => page.getByRole('list', { name: /Results|Resultados/ });
  const resultTexts = (page: Page) => results(page).getByRole('listitem').allTextContents();

  beforeAll(async () => {
    if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
    stack = await startStack(testDatabases()[0]!);
    familyName = ((await (await stack.as('user')).get('/api/auth-details')).body as { user: { name: string } }).user.name;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('finds a homecare agency in the city the form suggests, its care services by name, and opens its profile with a map', async () => {
    const page = await openPage('en-US');
    await page.goto(`${stack.careledger.url}/en-us`);
    await page.getByRole('tab', { name: 'Homecare' }).click();
    const location = page.getByLabel('Location');
    const suggested = (await location.getAttribute('placeholder')) ?? '';
    await location.fill(suggested);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/homecare agenc(y|ies) within 50 km of/).waitFor();
    const texts = await resultTexts(page);
    expect(texts.length, `the placeholder ${suggested} finds an agency`).toBeGreaterThan(0);
    expect(texts.join(' | ')).not.toMatch(/Care service \d+/);
    expect(texts.join(' | ')).toMatch(/Nursing/);

    await page.getByRole('link', { name: 'Details of Maple Grove Home Care' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/en-us\/agencies\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Maple Grove Home Care' }).waitFor();
    await page.getByText('Home support · Nursing · Respite care').waitFor();
    await page.getByText('Toronto, ON').waitFor();
    const map = page.getByRole('region', { name: 'Map of Maple Grove Home Care' });
    await expect.poll(() => map.locator('[data-marker]').count()).toBe(1);
    // Without a street-map key the map still shows the coast and borders around the marker.
    await expect.poll(() => map.locator('svg[data-basemap] path').count()).toBe(1);
    await map.locator('[data-basemap-city="Toronto"]').waitFor();
    await page.getByText('Online care requests are open for shared-living homes and adult day programs; not yet for homecare agencies.').waitFor();
    await screenshot(page, 'search-profile-agency');
  });

  it('sends a visitor to sign in before asking for care at a home, and back to it', async () => {
    const page = await openPage('en-US');
    await page.goto(`${stack.careledger.url}/en-us/locations/toronto`);
    await page.getByText(/shared-living homes? within 50 km of Toronto, Ontario, Canada/).waitFor();
    await results(page).getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/en-us\/homes\/[0-9a-f-]{36}$/);
    await page.getByText('Capacity').waitFor();
    expect(await page.getByRole('link', { name: 'My console' }).count(), 'nobody is signed in').toBe(0);
    const profile = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Sign in to request care' }).click();
    await page.getByLabel('Email').fill('user@demo.careledger');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(profile);
    await page.getByRole('button', { name: 'Request care' }).waitFor();
    await page.getByRole('banner').getByText(familyName).waitFor();
  });

  it('names the signed-in family member in the public header, and takes their request for care at a home', async () => {
    const page = await openPage('en-US');
    await page.goto(`${stack.careledger.url}/en-us/login`);
    await page.getByLabel('Email').fill('user@demo.careledger');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\/en-us/);

    await page.goto(`${stack.careledger.url}/en-us/locations/toronto`);
    const header = page.getByRole('banner');
    await header.getByText(familyName).waitFor();
    await header.getByRole('link', { name: 'My console' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count(), 'a signed-in user is not asked to sign in').toBe(0);
    // Their kept search (homecare) runs around the place of the path.
    await page.getByText(/within 50 km of Toronto/).waitFor();
    await screenshot(page, 'search-profile-signed-in-header');

    const [home] = (await stack.client().get('/api/search/shared-living?place=toronto')).body.data as { id: string; name: string }[];
    await page.goto(`${stack.careledger.url}/en-us/homes/${home?.id}`);
    const homeName = home?.name ?? '';
    await page.getByRole('heading', { name: homeName }).waitFor();
    await header.getByRole('link', { name: 'My console' }).waitFor();
    await page.getByRole('button', { name: 'Request care' }).click();
    const form = page.getByRole('form', { name: `Request care at ${homeName}` });
    expect(await form.getByLabel('Your name').inputValue()).toBe(familyName);
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('This field is required.').first().waitFor();
    await form.getByLabel("Patient's first name").fill('Rosa');
    await form.getByLabel("Patient's last name").fill('Quintero');
    await form.getByLabel('Message').fill('Looking for a room from next month.');
    await screenshot(page, 'search-profile-request-care');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(`Your request for ${homeName} was sent.`, { exact: false }).waitFor();

    const admin = await stack.as('admin');
    const headers = { 'x-min-position': String(await stack.headPosition()) };
    const leads = await admin.get(`/admin/shared-living/host-leads?search=${encodeURIComponent(familyName)}&pageSize=100`, { headers });
    expect(leads.status, JSON.stringify(leads.body)).toBe(200);
    const notes = (leads.body.data as { notes: string | null; leadLocationId: string }[]).map((lead) => lead.notes ?? '');
    expect(notes.some((text) => text.includes(homeName) && text.includes('Rosa Quintero') && text.includes('Looking for a room'))).toBe(true);
  });

  it('reads the province and country of a Spanish search in Spanish', async () => {
    const page = await openPage('es-ES', { width: 390, height: 844 });
    await page.goto(`${stack.careledger.url}/es-es/locations/madrid`);
    await page.getByText(/viviendas? compartidas? a menos de 50 km de Madrid, Comunidad de Madrid, España/).waitFor();
    expect(await page.getByText('Community of Madrid').count()).toBe(0);
    await results(page).getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/es-es\/homes\//);
    await page.getByText('Plazas').waitFor();
    await page.getByText(/^Madrid, .*España$/).waitFor();
    await page.getByRole('link', { name: 'Inicie sesión para solicitar cuidados' }).waitFor();
    await screenshot(page, 'search-profile-home-es-es-mobile');
  });

  it('kept the console free of errors', () => {
    expect(consoleLogs.flat()).toEqual([]);
  });
});
